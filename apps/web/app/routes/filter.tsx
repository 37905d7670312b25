import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/filter';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('filter', location.pathname);

export default function FilterPage() {
  return <PageShell page="filter" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
