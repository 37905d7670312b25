import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/payment-terms';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('paymentTerms', location.pathname);

export default function PaymentTermsPage() {
  return <PageShell page="paymentTerms" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
