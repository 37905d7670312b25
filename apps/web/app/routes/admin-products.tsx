import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-products';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('adminProducts', location.pathname);

export default function AdminProductsPage() {
  return <PageShell page="adminProducts" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
