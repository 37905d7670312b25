import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-pages';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('adminPages', location.pathname);

export default function AdminPagesPage() {
  return <PageShell page="adminPages" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
