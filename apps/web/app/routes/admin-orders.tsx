import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-orders';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('adminOrders', location.pathname);

export default function AdminOrdersPage() {
  return <PageShell page="adminOrders" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
