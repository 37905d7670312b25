import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, errorMessage, formatPhone } from '@polotno/domain';
import { describe, expect, it } from 'vitest';
import { scriptedApi } from '../../lib/scripted-api.server';
import { authAction } from './auth-actions.server';
import { flowCookie, readFlash, readFlow, type AuthFlow } from './auth-flow.server';
// The server has every page's texts (it loads all route modules, app/routes.ts); a test loads the ones it reads.
import './accounts.i18n.ru';
import './accounts.i18n.uz';

const SHOP = 'http://shop.test';
const PHONE = '79991234567';

/** Posts the popup form `fields` from the page at `path`, carrying `flow` in its cookie. */
function post(fields: Record<string, string>, { path = '/catalog', flow = null as AuthFlow | null, cookie = '' } = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const headers = new Headers({ origin: SHOP });
  const cookies = [cookie, flow ? flowCookie(new Request(SHOP), flow).split(';')[0] : ''].filter(Boolean);
  if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
  return new Request(`${SHOP}${path}`, { method: 'POST', body: form, headers });
}

/** What the next page sees of the answer: where it goes, its flow and flash, and the other cookies. */
function followed(response: Response) {
  const setCookies = response.headers.getSetCookie();
  const next = new Request(SHOP, { headers: { cookie: setCookies.map((value) => value.split(';')[0]).join('; ') } });
  return {
    status: response.status,
    location: response.headers.get('location'),
    flow: readFlow(next),
    flash: readFlash(next),
    endsFlow: setCookies.some((value) => value.startsWith('polotno_auth_flow=;') && value.includes('Max-Age=0')),
    setCookies,
  };
}

const codeFlow = (kind: AuthFlow['kind'], extra: Partial<AuthFlow> = {}): AuthFlow => ({
  kind,
  step: 'code',
  phone: PHONE,
  remainingSms: 4,
  resendAt: Date.now(),
  ...extra,
});

describe('login', () => {
  it('logs in by phone as the API expects it and goes back to the page without the popup, with the session', async () => {
    const api = scriptedApi();
    api.answer('POST /api/auth/login', 200, { ok: true }, ['polotno_session=abc; Path=/; HttpOnly']);
    const response = await authAction(
      api.context,
      post({
        intent: 'login',
        login: '+7 (999) 123-45-67',
        password: 'secret1',
        returnTo: '/catalog?popup=login&page=2',
      }),
    );
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/auth/login',
        lang: 'ru',
        body: { email: PHONE, password: 'secret1', loginType: 'phone' },
      }),
    ]);
    const next = followed(response);
    expect(next.status).toBe(302);
    expect(next.location).toBe('/catalog?page=2');
    expect(next.setCookies).toContain('polotno_session=abc; Path=/; HttpOnly');
    expect(next.endsFlow).toBe(true);
    expect(next.flash?.toast).toEqual({ message: ACCOUNT_MESSAGES.LOGGED_IN.ru, kind: 'success' });
  });

  it('logs in by e-mail, and an admin login lands on the back office in the page’s language', async () => {
    const api = scriptedApi();
    api.answer('POST /api/auth/login', 200, { ok: true });
    const response = await authAction(
      api.context,
      post(
        { intent: 'login', login: ' boss@polotno.test ', password: 'secret1', role: 'admin' },
        { path: '/uz/login' },
      ),
    );
    expect(api.calls[0]?.body).toEqual({
      email: 'boss@polotno.test',
      password: 'secret1',
      loginType: 'email',
      role: 'admin',
    });
    expect(api.calls[0]?.lang).toBe('uz');
    expect(followed(response).location).toBe('/uz/admin');
  });

  it('follows `next` only to a path of this shop, in the page’s language', async () => {
    const api = scriptedApi();
    api.answer('POST /api/auth/login', 200, { ok: true });
    const inside = await authAction(
      api.context,
      post({ intent: 'login', login: PHONE, password: 'secret1', next: '/user/orders' }, { path: '/uz/login' }),
    );
    expect(followed(inside).location).toBe('/uz/user/orders');
    const outside = await authAction(
      api.context,
      post({ intent: 'login', login: PHONE, password: 'secret1', next: 'https://evil.example/user' }),
    );
    expect(followed(outside).location).toBe('/user/cabinet');
  });

  it('shows the API’s refusal in the popup, keeps the login typed and says it as a toast', async () => {
    const api = scriptedApi();
    api.refuse('POST /api/auth/login', 401, 'AUTH_INVALID_CREDENTIALS');
    const response = await authAction(
      api.context,
      post({ intent: 'login', login: PHONE, password: 'wrong-one', returnTo: '/catalog' }),
    );
    const next = followed(response);
    expect(next.location).toBe('/catalog?popup=login');
    expect(next.flash).toMatchObject({
      popup: 'login',
      error: 'Неверный логин или пароль',
      login: PHONE,
      toast: { message: 'Неверный логин или пароль', kind: 'error' },
    });
    expect(next.setCookies.some((value) => value.startsWith('polotno_session'))).toBe(false);
  });

  it('refuses an empty password at its field without asking the API', async () => {
    const api = scriptedApi();
    const response = await authAction(api.context, post({ intent: 'login', login: PHONE, password: '' }));
    expect(api.calls).toEqual([]);
    expect(followed(response).flash?.fieldErrors).toEqual({ password: errorMessage('PASSWORD_REQUIRED', 'ru') });
  });
});

describe('where a popup goes back to', () => {
  it('never leaves the shop: another origin’s returnTo goes home in the page’s language', async () => {
    const api = scriptedApi();
    const response = await authAction(
      api.context,
      post({ intent: 'nothing-known', returnTo: 'https://evil.example/' }, { path: '/uz/catalog' }),
    );
    expect(followed(response).location).toBe('/uz');
    expect(api.calls).toEqual([]);
  });
});

describe('registration', () => {
  it('refuses a phone that is not a Russian mobile number, without asking the API', async () => {
    const api = scriptedApi();
    const response = await authAction(api.context, post({ intent: 'register-phone', phone: '12345', returnTo: '/' }));
    const next = followed(response);
    expect(api.calls).toEqual([]);
    expect(next.location).toBe('/?popup=register');
    expect(next.flash?.error).toBeTruthy();
    expect(next.flow).toBeNull();
  });

  it('sends a code to a new phone and moves the flow to the code step with the API’s SMS count', async () => {
    const api = scriptedApi();
    api.answer('POST /api/user/check-phone', 200, false);
    api.answer('POST /api/verification/send', 200, { remainingSms: 3 });
    const before = Date.now();
    const response = await authAction(
      api.context,
      post({ intent: 'register-phone', phone: '8 999 123-45-67', returnTo: '/' }),
    );
    expect(api.calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/user/check-phone', { phone: PHONE }],
      ['/api/verification/send', { phoneNumber: PHONE, purpose: 'register' }],
    ]);
    const next = followed(response);
    expect(next.location).toBe('/?popup=register');
    expect(next.flow).toMatchObject({ kind: 'register', step: 'code', phone: PHONE, remainingSms: 3 });
    expect(next.flow?.resendAt).toBeGreaterThanOrEqual(before + ACCOUNT_LIMITS.resendSeconds * 1000);
  });

  it('sends a registered phone to the login popup with the phone filled in', async () => {
    const api = scriptedApi();
    api.answer('POST /api/user/check-phone', 200, true);
    const response = await authAction(api.context, post({ intent: 'register-phone', phone: PHONE, returnTo: '/' }));
    const next = followed(response);
    expect(api.calls).toHaveLength(1);
    expect(next.location).toBe('/?popup=login');
    expect(next.flash).toMatchObject({
      login: formatPhone(PHONE),
      notice: errorMessage('PHONE_ALREADY_REGISTERED', 'ru'),
    });
    expect(next.endsFlow).toBe(true);
  });

  it('restarts the countdown from the seconds the API says are left when a code is asked again too soon', async () => {
    const api = scriptedApi();
    api.refuse('POST /api/verification/send', 429, 'VERIFICATION_RESEND_TOO_SOON', 'ru', { retryAfter: 42 });
    const before = Date.now();
    const response = await authAction(
      api.context,
      post({ intent: 'register-resend', returnTo: '/' }, { flow: codeFlow('register', { remainingSms: 2 }) }),
    );
    const next = followed(response);
    expect(next.flash?.error).toBeTruthy();
    expect(next.flow).toMatchObject({ step: 'code', phone: PHONE, remainingSms: 2 });
    expect(next.flow?.resendAt).toBeGreaterThanOrEqual(before + 42_000);
    expect(next.flow?.resendAt).toBeLessThan(before + 43_000 + 1000);
  });

  it('asks for the phone again when a code arrives without a flow under way', async () => {
    const api = scriptedApi();
    const response = await authAction(api.context, post({ intent: 'register-code', code: '1234', returnTo: '/' }));
    expect(api.calls).toEqual([]);
    expect(followed(response)).toMatchObject({ location: '/?popup=register', endsFlow: true });
  });

  it('keeps the API’s verification token once the code is right, and moves to the password step', async () => {
    const api = scriptedApi();
    api.answer('POST /api/verification/check', 200, { verificationToken: 'token-1' });
    const response = await authAction(
      api.context,
      post({ intent: 'register-code', code: '123 456', returnTo: '/' }, { flow: codeFlow('register') }),
    );
    expect(api.calls[0]?.body).toEqual({ phoneNumber: PHONE, code: '123456', purpose: 'register' });
    expect(followed(response).flow).toMatchObject({ step: 'password', token: 'token-1' });
  });

  it('refuses a code that is not six digits at its field, without asking the API', async () => {
    const api = scriptedApi();
    const response = await authAction(
      api.context,
      post({ intent: 'register-code', code: '1234', returnTo: '/' }, { flow: codeFlow('register') }),
    );
    expect(api.calls).toEqual([]);
    const next = followed(response);
    expect(next.flash?.fieldErrors).toEqual({ code: errorMessage('CODE_FORMAT_INVALID', 'ru') });
    // The flow stays where it was: the visitor types the code again.
    expect(next.setCookies.some((value) => value.startsWith('polotno_auth_flow'))).toBe(false);
  });

  it('refuses a confirmation that differs at its field and keeps the name typed', async () => {
    const api = scriptedApi();
    const flow = codeFlow('register', { step: 'password', token: 'token-1' });
    const response = await authAction(
      api.context,
      post(
        {
          intent: 'register-password',
          name: 'Анна',
          password: 'secret1',
          passwordConfirmation: 'secret2',
          returnTo: '/',
        },
        { flow },
      ),
    );
    expect(api.calls).toEqual([]);
    const flash = followed(response).flash;
    expect(flash?.name).toBe('Анна');
    expect(Object.keys(flash?.fieldErrors ?? {})).toEqual(['passwordConfirmation']);
  });

  it('creates the account with the flow’s token and opens the cabinet, signed in', async () => {
    const api = scriptedApi();
    api.answer('POST /api/user/register', 201, { id: 1 }, ['polotno_session=new; Path=/; HttpOnly']);
    const flow = codeFlow('register', { step: 'password', token: 'token-1' });
    const response = await authAction(
      api.context,
      post(
        {
          intent: 'register-password',
          name: 'Анна',
          password: 'secret1',
          passwordConfirmation: 'secret1',
          returnTo: '/',
        },
        { flow, path: '/uz/catalog' },
      ),
    );
    expect(api.calls[0]?.body).toMatchObject({ phone: PHONE, name: 'Анна', verificationToken: 'token-1' });
    const next = followed(response);
    expect(next.location).toBe('/uz/user/cabinet');
    expect(next.setCookies).toContain('polotno_session=new; Path=/; HttpOnly');
    expect(next.endsFlow).toBe(true);
    expect(next.flash?.toast).toEqual({ message: ACCOUNT_MESSAGES.REGISTERED.uz, kind: 'success' });
  });

  it('goes back to `next` once registered (an invitation’s page), and never off the shop', async () => {
    const api = scriptedApi();
    api.answer('POST /api/user/register', 201, { id: 1 }, ['polotno_session=new; Path=/; HttpOnly']);
    api.answer('POST /api/user/register', 201, { id: 2 }, ['polotno_session=new; Path=/; HttpOnly']);
    const flow = codeFlow('register', { step: 'password', token: 'token-1' });
    const form = { intent: 'register-password', name: 'Анна', password: 'secret1', passwordConfirmation: 'secret1' };
    const invitation = `/invite/${'A'.repeat(43)}`;
    const inside = await authAction(
      api.context,
      post({ ...form, returnTo: `/uz${invitation}`, next: invitation }, { flow, path: '/uz/auth' }),
    );
    expect(followed(inside).location).toBe(`/uz${invitation}`);
    const outside = await authAction(
      api.context,
      post({ ...form, returnTo: '/', next: '//evil.example/invite' }, { flow, path: '/auth' }),
    );
    expect(followed(outside).location).toBe('/user/cabinet');
  });
});

describe('password reset', () => {
  it('says an unknown phone in the popup and as a toast', async () => {
    const api = scriptedApi();
    api.refuse('POST /api/verification/send', 404, 'USER_NOT_FOUND');
    const response = await authAction(api.context, post({ intent: 'reset-phone', phone: PHONE, returnTo: '/' }));
    const next = followed(response);
    expect(api.calls.map((call) => call.path)).toEqual(['/api/verification/send']);
    expect(next.location).toBe('/?popup=reset');
    expect(next.flash).toMatchObject({
      error: errorMessage('USER_NOT_FOUND', 'ru'),
      toast: { message: errorMessage('USER_NOT_FOUND', 'ru'), kind: 'error' },
    });
  });

  it('saves the new password and opens the login popup with the phone and “password changed”', async () => {
    const api = scriptedApi();
    api.answer('POST /api/user/reset-password', 200, { ok: true });
    const flow = codeFlow('reset', { step: 'password', token: 'token-2' });
    const response = await authAction(
      api.context,
      post({ intent: 'reset-password', password: 'secret9', passwordConfirmation: 'secret9', returnTo: '/' }, { flow }),
    );
    expect(api.calls[0]?.body).toEqual({ phone: PHONE, newPassword: 'secret9', verificationToken: 'token-2' });
    const next = followed(response);
    expect(next.location).toBe('/?popup=login');
    expect(next.flash).toMatchObject({ login: formatPhone(PHONE), notice: ACCOUNT_MESSAGES.PASSWORD_CHANGED.ru });
    expect(next.endsFlow).toBe(true);
  });

  it('does not take a registration’s token for a reset', async () => {
    const api = scriptedApi();
    const flow = codeFlow('register', { step: 'password', token: 'token-1' });
    const response = await authAction(
      api.context,
      post({ intent: 'reset-password', password: 'secret9', passwordConfirmation: 'secret9', returnTo: '/' }, { flow }),
    );
    expect(api.calls).toEqual([]);
    expect(followed(response)).toMatchObject({ location: '/?popup=reset', endsFlow: true });
  });
});

describe('logout', () => {
  it('goes home with the API’s cookies, also when the session had already ended', async () => {
    const api = scriptedApi();
    api.answer('POST /api/auth/logout', 200, { ok: true }, ['polotno_session=; Max-Age=0; Path=/']);
    const response = await authAction(api.context, post({ intent: 'logout', returnTo: '/user/cabinet' }));
    expect(followed(response)).toMatchObject({ location: '/', setCookies: ['polotno_session=; Max-Age=0; Path=/'] });

    const expired = scriptedApi();
    expired.refuse('POST /api/auth/logout', 401, 'UNAUTHORIZED');
    expect(followed(await authAction(expired.context, post({ intent: 'logout' }, { path: '/uz/user' }))).location).toBe(
      '/uz',
    );
  });

  it('stays on the page and says why when the API refuses', async () => {
    const api = scriptedApi();
    api.refuse('POST /api/auth/logout', 403, 'FORBIDDEN');
    const response = await authAction(api.context, post({ intent: 'logout', returnTo: '/user/cabinet' }));
    const next = followed(response);
    expect(next.location).toBe('/user/cabinet');
    expect(next.flash?.toast).toEqual({ message: errorMessage('FORBIDDEN', 'ru'), kind: 'error' });
  });
});
