import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-users';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('adminUsers', location.pathname);

export default function AdminUsersPage() {
  return <PageShell page="adminUsers" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
