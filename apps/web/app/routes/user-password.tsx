import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { passwordFormPart } from '../features/accounts/password-form-part';
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
  return (
    <PageShell page="userPassword">
      <passwordFormPart.Part result={actionData} />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
