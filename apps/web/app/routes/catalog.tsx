import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/catalog';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('catalog', location.pathname);

export default function CatalogPage() {
  return <PageShell page="catalog" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
