/**
 * What the popups' forms do (spec §4): registration (phone → code → password), login, reset (phone →
 * code → new password) and logout. Input is checked with the domain's schemas, the API does the rest;
 * each step answers with a redirect carrying the next state in the flow/flash cookies.
 */
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  CodeSchema,
  errorMessage,
  formatPhone,
  LoginBodySchema,
  normalizePhone,
  PasswordSchema,
  PhoneSchema,
  RegisterBodySchema,
  type Lang,
} from '@polotno/domain';
import { redirect, type AppLoadContext } from 'react-router';
import { ApiError, apiRequest } from '../../lib/api.server';
import { langFromPath, localizePath } from '../../lib/locale';
import { safeRedirect } from '../../lib/safe-redirect';
import { pagePath } from '../../lib/pages';
import { apiMessage, invalidForm, issueMessage, type FormFields } from '../../components/form/form-result.server';
import { accountsText } from './accounts.i18n';
import { flashCookie, flowCookie, readFlow, type AuthFlow, type Flash } from './auth-flow.server';

type Kind = AuthFlow['kind'];

interface Step {
  context: AppLoadContext;
  request: Request;
  form: FormData;
  lang: Lang;
  /** The page the popup was opened on, without `?popup`. */
  back: string;
}

/** `path` with `?popup=` set (or removed when null). */
function withPopup(path: string, popup: Flash['popup'] | null): string {
  const url = new URL(path, 'http://web.invalid');
  if (popup) url.searchParams.set('popup', popup);
  else url.searchParams.delete('popup');
  return `${url.pathname}${url.search}`;
}

function go(path: string, cookies: string[]): Response {
  const headers = new Headers();
  for (const value of cookies) headers.append('set-cookie', value);
  return redirect(path, { headers });
}

/** Back to the popup with a message for the visitor. */
function fail(
  step: Step,
  popup: NonNullable<Flash['popup']>,
  flash: Omit<Flash, 'id' | 'popup'>,
  extra: string[] = [],
) {
  return go(withPopup(step.back, popup), [...extra, flashCookie(step.request, { ...flash, popup })]);
}

function retryAfter(error: ApiError): number | null {
  const details = error.details as { retryAfter?: unknown } | undefined;
  return typeof details?.retryAfter === 'number' ? details.retryAfter : null;
}

/** Sends a code for `kind` to `phone`; on success or a "too soon" the flow moves to the code step. */
async function sendCode(step: Step, kind: Kind, phone: string, previous: AuthFlow | null): Promise<Response> {
  const now = Date.now();
  try {
    const sent = await apiRequest<{ remainingSms: number }>(step.context, step.request, '/api/verification/send', {
      method: 'POST',
      body: { phoneNumber: phone, purpose: kind },
    });
    const flow: AuthFlow = {
      kind,
      step: 'code',
      phone,
      remainingSms: sent.remainingSms,
      resendAt: now + ACCOUNT_LIMITS.resendSeconds * 1000,
    };
    return go(withPopup(step.back, kind), [flowCookie(step.request, flow)]);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'PHONE_ALREADY_REGISTERED') return userExists(step, phone);
    if (error instanceof ApiError && error.code === 'USER_NOT_FOUND') {
      // Spec §8: an unknown phone at reset is said inline and as a toast.
      return fail(step, 'reset', { error: error.message, toast: { message: error.message, kind: 'error' } });
    }
    // Spec §8: "too soon" names the seconds left, and the countdown restarts from them.
    const seconds = error instanceof ApiError ? retryAfter(error) : null;
    if (seconds !== null) {
      const flow: AuthFlow = {
        kind,
        step: 'code',
        phone,
        remainingSms: previous?.phone === phone ? previous.remainingSms : ACCOUNT_LIMITS.smsPerPhonePerDay,
        resendAt: now + seconds * 1000,
      };
      return fail(step, kind, { error: apiMessage(error, step.lang) }, [flowCookie(step.request, flow)]);
    }
    return fail(step, kind, { error: apiMessage(error, step.lang) });
  }
}

/** Spec §4: a registered phone closes registration and opens login with the phone and a message. */
function userExists(step: Step, phone: string): Response {
  return fail(
    step,
    'login',
    { login: formatPhone(phone), notice: errorMessage('PHONE_ALREADY_REGISTERED', step.lang) },
    [flowCookie(step.request, null)],
  );
}

async function phoneStep(step: Step, kind: Kind): Promise<Response> {
  const parsed = PhoneSchema.safeParse(step.form.get('phone') ?? '');
  if (!parsed.success) return fail(step, kind, { error: issueMessage(parsed.error, step.lang) });
  const phone = parsed.data;
  if (kind === 'register') {
    try {
      const exists = await apiRequest<boolean>(step.context, step.request, '/api/user/check-phone', {
        method: 'POST',
        body: { phone },
      });
      if (exists) return userExists(step, phone);
    } catch (error) {
      return fail(step, kind, { error: apiMessage(error, step.lang) });
    }
  }
  return sendCode(step, kind, phone, readFlow(step.request));
}

async function resendStep(step: Step, kind: Kind): Promise<Response> {
  const flow = readFlow(step.request);
  if (!flow || flow.kind !== kind) return go(withPopup(step.back, kind), [flowCookie(step.request, null)]);
  return sendCode(step, kind, flow.phone, flow);
}

async function codeStep(step: Step, kind: Kind): Promise<Response> {
  const flow = readFlow(step.request);
  if (!flow || flow.kind !== kind) return go(withPopup(step.back, kind), [flowCookie(step.request, null)]);
  const parsed = CodeSchema.safeParse(String(step.form.get('code') ?? '').replace(/\s/g, ''));
  if (!parsed.success) return fail(step, kind, { fieldErrors: { code: issueMessage(parsed.error, step.lang) } });
  try {
    const checked = await apiRequest<{ verificationToken: string }>(
      step.context,
      step.request,
      '/api/verification/check',
      { method: 'POST', body: { phoneNumber: flow.phone, code: parsed.data, purpose: kind } },
    );
    const next: AuthFlow = { ...flow, step: 'password', token: checked.verificationToken };
    return go(withPopup(step.back, kind), [flowCookie(step.request, next)]);
  } catch (error) {
    return fail(step, kind, { error: apiMessage(error, step.lang) });
  }
}

async function createAccount(step: Step): Promise<Response> {
  const flow = readFlow(step.request);
  if (!flow?.token || flow.kind !== 'register') {
    return go(withPopup(step.back, 'register'), [flowCookie(step.request, null)]);
  }
  const name = String(step.form.get('name') ?? '');
  const parsed = RegisterBodySchema.safeParse({
    phone: flow.phone,
    name,
    password: step.form.get('password') ?? '',
    passwordConfirmation: step.form.get('passwordConfirmation') ?? '',
    verificationToken: flow.token,
  });
  if (!parsed.success) {
    const t = accountsText(step.lang);
    const fields: FormFields = {
      labels: { name: t.name, password: t.password, passwordConfirmation: t.confirmation },
    };
    const refused = invalidForm(parsed.error, step.lang, fields, { name });
    return fail(step, 'register', { error: refused.error ?? undefined, fieldErrors: refused.fieldErrors, name });
  }
  const responseHeaders = new Headers();
  try {
    await apiRequest(step.context, step.request, '/api/user/register', {
      method: 'POST',
      body: parsed.data,
      responseHeaders,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'PHONE_ALREADY_REGISTERED') return userExists(step, flow.phone);
    return fail(step, 'register', { error: apiMessage(error, step.lang), name });
  }
  // Spec §4: account created, logged in, off to the cabinet — or back where the popup was asked to lead (an
  // invitation's page); the registration state is cleared.
  const cookies = [
    ...responseHeaders.getSetCookie(),
    flowCookie(step.request, null),
    flashCookie(step.request, { toast: { message: ACCOUNT_MESSAGES.REGISTERED[step.lang], kind: 'success' } }),
  ];
  return go(nextPath(step) ?? pagePath('userCabinet', step.lang), cookies);
}

/** The form's `next` as a path on this shop in the page's language, or null when it names none. */
function nextPath(step: Step): string | null {
  const next = step.form.get('next');
  if (typeof next !== 'string' || !next) return null;
  return localizePath(safeRedirect(next, new URL(step.request.url).origin, '/user/cabinet'), step.lang);
}

async function saveNewPassword(step: Step): Promise<Response> {
  const flow = readFlow(step.request);
  if (!flow?.token || flow.kind !== 'reset') {
    return go(withPopup(step.back, 'reset'), [flowCookie(step.request, null)]);
  }
  const password = PasswordSchema.safeParse(step.form.get('password') ?? '');
  if (!password.success) {
    return fail(step, 'reset', { fieldErrors: { password: issueMessage(password.error, step.lang) } });
  }
  if (password.data !== step.form.get('passwordConfirmation')) {
    return fail(step, 'reset', { fieldErrors: { passwordConfirmation: errorMessage('PASSWORD_MISMATCH', step.lang) } });
  }
  try {
    await apiRequest(step.context, step.request, '/api/user/reset-password', {
      method: 'POST',
      body: { phone: flow.phone, newPassword: password.data, verificationToken: flow.token },
    });
  } catch (error) {
    return fail(step, 'reset', { error: apiMessage(error, step.lang) });
  }
  // Spec §4: reset closes, login opens with the phone and "password changed".
  const changed = ACCOUNT_MESSAGES.PASSWORD_CHANGED[step.lang];
  return fail(
    step,
    'login',
    { login: formatPhone(flow.phone), notice: changed, toast: { message: changed, kind: 'success' } },
    [flowCookie(step.request, null)],
  );
}

async function logIn(step: Step): Promise<Response> {
  const login = String(step.form.get('login') ?? '').trim();
  const phone = normalizePhone(login);
  const admin = step.form.get('role') === 'admin';
  const parsed = LoginBodySchema.safeParse({
    email: phone ?? login,
    password: step.form.get('password') ?? '',
    loginType: phone ? 'phone' : 'email',
    ...(admin ? { role: 'admin' } : {}),
  });
  if (!parsed.success) {
    const t = accountsText(step.lang);
    // The schema calls the phone-or-e-mail `email`; the form's field is `login`.
    const fields: FormFields = { labels: { login: t.login, password: t.password }, rename: { email: 'login' } };
    const refused = invalidForm(parsed.error, step.lang, fields, { login });
    return fail(step, 'login', { fieldErrors: refused.fieldErrors, login });
  }
  const responseHeaders = new Headers();
  try {
    await apiRequest(step.context, step.request, '/api/auth/login', {
      method: 'POST',
      body: parsed.data,
      responseHeaders,
    });
  } catch (error) {
    const message = apiMessage(error, step.lang);
    return fail(step, 'login', { error: message, login, toast: { message, kind: 'error' } });
  }
  const target = nextPath(step) ?? (admin ? pagePath('admin', step.lang) : withPopup(step.back, null));
  return go(target, [
    ...responseHeaders.getSetCookie(),
    flowCookie(step.request, null),
    flashCookie(step.request, { toast: { message: ACCOUNT_MESSAGES.LOGGED_IN[step.lang], kind: 'success' } }),
  ]);
}

/**
 * Ends the session. The API clears the session cookie only when the request carried it, so a form on
 * another site (which cannot send it) signs nobody out; a refusal (another origin) is shown, not a 500.
 */
async function logOut(step: Step): Promise<Response> {
  const responseHeaders = new Headers();
  try {
    await apiRequest(step.context, step.request, '/api/auth/logout', { method: 'POST', responseHeaders });
  } catch (error) {
    // Already logged out (an expired session): nothing to end.
    if (!(error instanceof ApiError && error.statusCode === 401)) {
      const message = apiMessage(error, step.lang);
      return go(step.back, [flashCookie(step.request, { toast: { message, kind: 'error' } })]);
    }
  }
  return go(pagePath('home', step.lang), responseHeaders.getSetCookie());
}

/** Changes the phone: back to the first step. */
function restart(step: Step, kind: Kind): Response {
  return go(withPopup(step.back, kind), [flowCookie(step.request, null)]);
}

const INTENTS: Record<string, (step: Step) => Promise<Response> | Response> = {
  'register-phone': (step) => phoneStep(step, 'register'),
  'register-resend': (step) => resendStep(step, 'register'),
  'register-code': (step) => codeStep(step, 'register'),
  'register-password': createAccount,
  'register-restart': (step) => restart(step, 'register'),
  'reset-phone': (step) => phoneStep(step, 'reset'),
  'reset-resend': (step) => resendStep(step, 'reset'),
  'reset-code': (step) => codeStep(step, 'reset'),
  'reset-password': saveNewPassword,
  'reset-restart': (step) => restart(step, 'reset'),
  login: logIn,
  logout: logOut,
};

/** Runs the form's `intent`; an unknown one just goes back. */
export async function authAction(context: AppLoadContext, request: Request): Promise<Response> {
  const form = await request.formData();
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const home = pagePath('home', lang);
  // Only a path on this shop: the form must never become an open redirect.
  const back = safeRedirect(form.get('returnTo'), url.origin, home);
  // The form is posted to the action of its own page's language, so `back` is in that language too.
  const step: Step = { context, request, form, lang, back };
  const run = INTENTS[String(form.get('intent'))];
  if (!run) return go(back, []);
  return run(step);
}
