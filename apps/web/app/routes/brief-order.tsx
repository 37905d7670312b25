import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/brief-order';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('briefOrder', location.pathname);

export default function BriefOrderPage() {
  return <PageShell page="briefOrder" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
