import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/price';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('price', location.pathname);

export default function PricePage() {
  return <PageShell page="price" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
