import { Form } from 'react-router';
import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { useAccountsText } from '../features/accounts/accounts.i18n';
import { Field, FormMessage, SubmitButton } from '../features/accounts/auth-form';
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
      <Form method="post" key={actionData?.saved ?? 'form'} className="max-w-xl space-y-4">
        <input type="hidden" name="intent" value="password" />
        <FormMessage error={actionData?.error} notice={actionData?.saved} />
        <Field
          label={t.currentPassword}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
        />
        <Field
          label={t.newPassword}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={6}
          hint={t.passwordHint}
          required
        />
        <Field
          label={t.confirmation}
          name="passwordConfirmation"
          type="password"
          autoComplete="new-password"
          required
        />
        <SubmitButton intent="password" labels={t.savePassword} className="button-primary" />
      </Form>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
