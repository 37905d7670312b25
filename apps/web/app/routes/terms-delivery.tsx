import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/terms-delivery';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('termsDelivery', location.pathname);

export default function TermsDeliveryPage() {
  return <PageShell page="termsDelivery" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
