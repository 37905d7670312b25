import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/stock';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('stock', location.pathname);

export default function StockPage() {
  return <PageShell page="stock" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
