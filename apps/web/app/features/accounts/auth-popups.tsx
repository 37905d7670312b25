/**
 * The register, login and reset popups of spec §2/§4. Their step and messages come from the root loader
 * (flow/flash cookies written by the `/auth` action), so the server renders each step and every form
 * works without JavaScript; with it, buttons enable only when the spec's rules hold and the resend
 * countdown ticks.
 */
import { ACCOUNT_LIMITS, formatPhone } from '@polotno/domain/client';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Field } from '../../components/form/field';
import type { FieldErrors, FormResult } from '../../components/form/form-result';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import { PhoneField } from '../../components/form/phone-field';
import { isCompletePhone } from '../../components/form/phone-mask';
import { ValidatedForm } from '../../components/form/validated-form';
import type { PopupKey } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { useAccountsText } from './accounts.i18n';
// The popups open over any page, in either language, and load when one first opens: they bring both.
import './accounts.i18n.ru';
import './accounts.i18n.uz';
import { AuthForm, useAuthTarget } from './auth-form';
import { useSessionData } from './use-user';
import type { PublicAuthFlow } from './auth-flow.server';

const { codeLength: CODE_LENGTH, passwordMin: PASSWORD_MIN } = ACCOUNT_LIMITS;

interface PopupState {
  flow: PublicAuthFlow | null;
  error: string | null;
  notice: string | null;
  login: string | null;
  name: string | null;
  /** The fields' own errors and typed values, for the kit's form (one object per flash). */
  result: Pick<FormResult, 'fieldErrors' | 'values'> | null;
}

const NO_ERRORS: FieldErrors = {};

/** The popup state the root loader read; a flash meant for another popup is not shown here. */
function usePopupState(popup: PopupKey): PopupState {
  const data = useSessionData();
  const flash = data?.auth.flash;
  const mine = flash?.popup === popup ? flash : null;
  const fieldErrors = mine?.fieldErrors ?? NO_ERRORS;
  // A field tells its own check from the server's message by the result's identity: one per flash.
  const result = useMemo(() => (mine ? { fieldErrors, values: null } : null), [mine?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  return {
    flow: data?.auth.flow ?? null,
    error: mine?.error ?? null,
    notice: mine?.notice ?? null,
    login: mine?.login ?? null,
    name: mine?.name ?? null,
    result,
  };
}

/** A popup's form, checked by the form kit before it posts `intent` to the accounts action. */
function PopupForm({
  intent,
  result,
  children,
}: {
  intent: string;
  result: PopupState['result'];
  children: ReactNode;
}) {
  const { action, returnTo } = useAuthTarget();
  // Where a login or a registration goes afterwards (an invitation's page, a cabinet page that asked to log in).
  const [params] = useSearchParams();
  const next = params.get('next');
  return (
    <ValidatedForm
      method="post"
      action={action}
      intent={intent}
      result={result}
      preventScrollReset
      replace
      className="space-y-4"
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      {next && <input type="hidden" name="next" value={next} />}
      {children}
    </ValidatedForm>
  );
}

/** The popup's form for `popup`. */
export function AuthPopupBody({ popup }: { popup: PopupKey }) {
  if (popup === 'login') return <LoginForm />;
  return <VerifiedFlow kind={popup} />;
}

/** Login by phone or e-mail and password (spec §2). `admin` sends the role, as the admin login must. */
export function LoginForm({ admin = false }: { admin?: boolean }) {
  const t = useAccountsText();
  const state = usePopupState('login');
  // Spec §2: a failed login never says whether the account exists (docs/decisions/009-form-kit.md).
  return (
    <PopupForm intent="login" result={state.result}>
      <FormMessage error={state.error} notice={state.notice} />
      {admin && <input type="hidden" name="role" value="admin" />}
      <Field
        label={t.login}
        name="login"
        defaultValue={state.login ?? ''}
        placeholder={t.loginPlaceholder}
        autoComplete="username"
        required
        rules={{ requiredProblem: 'LOGIN_REQUIRED' }}
        autoFocus={!state.login}
      />
      <Field
        label={t.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        rules={{ requiredProblem: 'PASSWORD_REQUIRED' }}
        autoFocus={Boolean(state.login)}
      />
      <SubmitButton intent="login" labels={t.signIn} />
    </PopupForm>
  );
}

/** Registration or reset: phone → code → (new) password. */
function VerifiedFlow({ kind }: { kind: 'register' | 'reset' }) {
  const t = useAccountsText();
  const state = usePopupState(kind);
  const flow = state.flow?.kind === kind ? state.flow : null;
  const step = flow ? (flow.step === 'code' ? 2 : 3) : 1;
  return (
    <div className="space-y-4">
      <ol aria-label={t.steps(step)} className="flex gap-1.5">
        {[1, 2, 3].map((number) => (
          <li
            key={number}
            aria-current={number === step ? 'step' : undefined}
            className={`h-1.5 flex-1 rounded-full ${number <= step ? 'bg-primary-600' : 'bg-gray-200 dark:bg-gray-800'}`}
          />
        ))}
      </ol>
      <p className="text-xs font-medium text-gray-500 dark:text-gray-400">{t.steps(step)}</p>
      {/* On the phone step an error is the phone's own: it is shown under the field. */}
      <FormMessage error={flow ? state.error : null} notice={state.notice} />
      {!flow && <PhoneStep kind={kind} error={state.error} result={state.result} />}
      {flow?.step === 'code' && <CodeStep kind={kind} flow={flow} result={state.result} />}
      {flow?.step === 'password' && <PasswordStep kind={kind} flow={flow} name={state.name} result={state.result} />}
    </div>
  );
}

function PhoneStep({
  kind,
  error,
  result,
}: {
  kind: 'register' | 'reset';
  error: string | null;
  result: PopupState['result'];
}) {
  const t = useAccountsText();
  const hydrated = useHydrated();
  const [phone, setPhone] = useState('');
  // Every refusal of the phone step is about the phone: it is shown under the field.
  const phoneResult = useMemo(
    () => (result ? { ...result, fieldErrors: { phone: result.fieldErrors.phone ?? error ?? '' } } : null),
    [result, error],
  );
  return (
    <PopupForm intent={`${kind}-phone`} result={phoneResult}>
      <PhoneField label={t.phone} placeholder={t.phonePlaceholder} required autoFocus onValue={setPhone} />
      {/* Spec §5: sending is enabled only for 7 followed by 10 digits. */}
      <SubmitButton intent={`${kind}-phone`} labels={t.sendCode} disabled={hydrated && !isCompletePhone(phone)} />
    </PopupForm>
  );
}

/** Seconds until `until` (epoch ms), ticking every second. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

function CodeStep({
  kind,
  flow,
  result,
}: {
  kind: 'register' | 'reset';
  flow: PublicAuthFlow;
  result: PopupState['result'];
}) {
  const t = useAccountsText();
  const hydrated = useHydrated();
  const [code, setCode] = useState('');
  const seconds = useSecondsLeft(flow.resendAt);
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600 dark:text-gray-300">{t.codeSentTo(formatPhone(flow.phone))}</p>
      <PopupForm intent={`${kind}-code`} result={result}>
        <Field
          label={t.code}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          required
          rules={{ requiredProblem: 'CODE_FORMAT_INVALID', pattern: /^\d{6}$/, patternProblem: 'CODE_FORMAT_INVALID' }}
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
          className="tracking-[0.4em]"
        />
        {/* Spec §5: confirm is enabled at 6 characters. */}
        <SubmitButton intent={`${kind}-code`} labels={t.confirm} disabled={hydrated && code.length !== CODE_LENGTH} />
      </PopupForm>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <AuthForm intent={`${kind}-resend`} className="">
          <span suppressHydrationWarning>
            <SubmitButton
              intent={`${kind}-resend`}
              labels={seconds > 0 ? [t.resendIn(seconds), t.resend[1]] : t.resend}
              disabled={seconds > 0 || flow.remainingSms <= 0}
              className="text-link disabled:no-underline"
            />
          </span>
        </AuthForm>
        <AuthForm intent={`${kind}-restart`} className="">
          <button type="submit" className="text-link">
            {t.changePhone}
          </button>
        </AuthForm>
      </div>
      <p className="text-xs text-gray-500 dark:text-gray-400">{t.remainingSms(flow.remainingSms)}</p>
    </div>
  );
}

function PasswordStep({
  kind,
  flow,
  name,
  result,
}: {
  kind: 'register' | 'reset';
  flow: PublicAuthFlow;
  name: string | null;
  result: PopupState['result'];
}) {
  const t = useAccountsText();
  const hydrated = useHydrated();
  const [values, setValues] = useState({ name: name ?? '', password: '', confirmation: '' });
  // Spec §5: create is enabled only with a name, a password of 6+ and a matching confirmation.
  const ready =
    (kind === 'reset' || values.name.trim() !== '') &&
    values.password.length >= PASSWORD_MIN &&
    values.password === values.confirmation;
  return (
    <PopupForm intent={`${kind}-password`} result={result}>
      <Field label={t.phone} value={formatPhone(flow.phone)} readOnly />
      {kind === 'register' && (
        <Field
          label={t.name}
          name="name"
          autoComplete="name"
          required
          autoFocus
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
      )}
      <Field
        label={kind === 'register' ? t.password : t.newPassword}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        required
        rules={{ requiredProblem: 'PASSWORD_REQUIRED', minLengthProblem: 'PASSWORD_TOO_SHORT' }}
        autoFocus={kind === 'reset'}
        hint={t.passwordHint}
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <Field
        label={t.confirmation}
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        required
        rules={{ sameAs: 'password' }}
        value={values.confirmation}
        onChange={(event) => setValues({ ...values, confirmation: event.target.value })}
      />
      <SubmitButton
        intent={`${kind}-password`}
        labels={kind === 'register' ? t.create : t.savePassword}
        disabled={hydrated && !ready}
      />
    </PopupForm>
  );
}
