import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/policy';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('policy', location.pathname);

export default function PolicyPage() {
  return <PageShell page="policy" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
