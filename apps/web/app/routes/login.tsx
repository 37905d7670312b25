import { redirect } from 'react-router';
import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { LoginForm } from '../features/accounts/auth-popups';
import { findSessionUser } from '../features/accounts/session.server';
import { pageLang } from '../lib/locale';
import { pageMeta } from '../lib/meta';
import { pagePath } from '../lib/pages';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = (args) => pageMeta('login', args);

// An administrator who is already signed in goes straight to the back office.
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await findSessionUser(context, request);
  if (user?.role === 'ADMIN') throw redirect(pagePath('admin', pageLang(request)));
  return null;
}

/** The administrator's sign-in (spec §6: the admin login sends the role). */
export default function LoginPage() {
  return (
    <PageShell page="login">
      <div className="rounded-2xl border border-gray-200 bg-white p-6 dark:border-gray-800 dark:bg-gray-900">
        <LoginForm admin />
      </div>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
