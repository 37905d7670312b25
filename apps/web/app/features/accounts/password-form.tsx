import { ACCOUNT_LIMITS } from '@polotno/domain/client';
import { Field } from '../../components/form/field';
import type { FormResult } from '../../components/form/form-result';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import { ValidatedForm } from '../../components/form/validated-form';
import { useAccountsText } from './accounts.i18n';

/** The cabinet's change of password (current, new, confirmation); `result` is the page action's answer. */
export function PasswordForm({ result }: { result?: FormResult }) {
  const t = useAccountsText();
  // A successful change empties the form (new key).
  return (
    <ValidatedForm
      method="post"
      intent="password"
      result={result}
      key={result?.notice ?? 'form'}
      className="max-w-xl space-y-4"
    >
      <FormMessage error={result?.error} notice={result?.notice} />
      <Field
        label={t.currentPassword}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        rules={{ requiredProblem: 'PASSWORD_REQUIRED' }}
      />
      <Field
        label={t.newPassword}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={ACCOUNT_LIMITS.passwordMin}
        hint={t.passwordHint}
        required
        rules={{ requiredProblem: 'PASSWORD_REQUIRED', minLengthProblem: 'PASSWORD_TOO_SHORT' }}
      />
      <Field
        label={t.confirmation}
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        required
        rules={{ sameAs: 'newPassword' }}
      />
      <SubmitButton intent="password" labels={t.savePassword} className="button-primary" />
    </ValidatedForm>
  );
}
