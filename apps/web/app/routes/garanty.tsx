import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/garanty';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('garanty', location.pathname);

export default function GarantyPage() {
  return <PageShell page="garanty" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
