import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/requisites';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('requisites', location.pathname);

export default function RequisitesPage() {
  return <PageShell page="requisites" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
