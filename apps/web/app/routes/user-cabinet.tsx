import { formatPhone } from '@polotno/domain/client';
import { Form } from 'react-router';
import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { useAccountsText } from '../features/accounts/accounts.i18n';
import { Field, FormMessage, SubmitButton } from '../features/accounts/auth-form';
import { saveProfile } from '../features/accounts/profile.server';
import { requireSessionUser } from '../features/accounts/session.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/user-cabinet';

export const meta: Route.MetaFunction = (args) => pageMeta('userCabinet', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  return { user: await requireSessionUser(context, request) };
}

/** Saves name, e-mail, company and address (the phone cannot change). */
export async function action({ context, request }: Route.ActionArgs) {
  return saveProfile(context, request);
}

export default function UserCabinetPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAccountsText();
  const { user } = loaderData;
  return (
    <PageShell page="userCabinet">
      <Form method="post" className="max-w-xl space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <FormMessage error={actionData?.error} notice={actionData?.saved} />
        <Field label={t.phone} value={formatPhone(user.phone)} readOnly hint={t.phoneReadOnly} />
        <Field label={t.name} name="name" defaultValue={user.name} autoComplete="name" required />
        <Field label={t.email} name="email" type="email" defaultValue={user.email ?? ''} autoComplete="email" />
        <Field label={t.company} name="company" defaultValue={user.company ?? ''} autoComplete="organization" />
        <Field label={t.address} name="address" defaultValue={user.address ?? ''} autoComplete="street-address" />
        <SubmitButton intent="profile" labels={t.save} className="button-primary" />
      </Form>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
