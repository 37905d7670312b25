import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/conditions-orders';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('conditionsOrders', location.pathname);

export default function ConditionsOrdersPage() {
  return <PageShell page="conditionsOrders" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
