import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-index';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('admin', location.pathname);

export default function AdminIndexPage() {
  return <PageShell page="admin" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
