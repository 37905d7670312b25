import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/user-password';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('userPassword', location.pathname);

export default function UserPasswordPage() {
  return <PageShell page="userPassword" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
