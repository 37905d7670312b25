import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-requests';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('adminRequests', location.pathname);

export default function AdminRequestsPage() {
  return <PageShell page="adminRequests" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
