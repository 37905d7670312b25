import { ChangePasswordBodySchema, errorMessage } from '@polotno/domain';
import { Form } from 'react-router';
import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { accountsText, useAccountsText } from '../features/accounts/accounts.i18n';
import { Field, FormMessage, SubmitButton } from '../features/accounts/auth-form';
import { apiMessage, issueMessage } from '../features/accounts/form-result.server';
import { requireSessionUser } from '../features/accounts/session.server';
import { apiRequest } from '../lib/api.server';
import { langFromPath } from '../lib/locale';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/user-password';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('userPassword', location.pathname);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireSessionUser(context, request);
  return null;
}

/** Changes the password through `PUT /api/auth/password/{id}`; the API ends the user's other sessions. */
export async function action({ context, request }: Route.ActionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const user = await requireSessionUser(context, request);
  const form = await request.formData();
  const parsed = ChangePasswordBodySchema.safeParse({
    currentPassword: form.get('currentPassword') ?? '',
    newPassword: form.get('newPassword') ?? '',
  });
  if (!parsed.success) return { error: issueMessage(parsed.error, lang), saved: null };
  if (parsed.data.newPassword !== form.get('passwordConfirmation')) {
    return { error: errorMessage('PASSWORD_MISMATCH', lang), saved: null };
  }
  try {
    await apiRequest(context, request, `/api/auth/password/${user.id}`, { method: 'PUT', body: parsed.data });
    return { error: null, saved: accountsText(lang).passwordSaved };
  } catch (error) {
    return { error: apiMessage(error, lang), saved: null };
  }
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
