import { ACCOUNT_LIMITS } from '@polotno/domain/client';
import { RouteErrorBoundary } from '../components/error-page';
import { Field } from '../components/form/field';
import { FormMessage, SubmitButton } from '../components/form/form-parts';
import { ValidatedForm } from '../components/form/validated-form';
import { PageShell } from '../components/page-shell';
import { useAccountsText } from '../features/accounts/accounts.i18n';
import { changePassword } from '../features/accounts/profile.server';
import { requireSessionUser } from '../features/accounts/session.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/user-password';

export const meta: Route.MetaFunction = (args) => pageMeta('userPassword', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireSessionUser(context, request);
  return null;
}

/** Changes the password; the API ends the user's other sessions. */
export async function action({ context, request }: Route.ActionArgs) {
  return changePassword(context, request);
}

export default function UserPasswordPage({ actionData }: Route.ComponentProps) {
  const t = useAccountsText();
  return (
    <PageShell page="userPassword">
      {/* A successful change empties the form (new key). */}
      <ValidatedForm
        method="post"
        intent="password"
        result={actionData}
        key={actionData?.notice ?? 'form'}
        className="max-w-xl space-y-4"
      >
        <FormMessage error={actionData?.error} notice={actionData?.notice} />
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
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
