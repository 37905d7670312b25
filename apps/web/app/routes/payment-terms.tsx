import { RouteErrorBoundary } from '../components/error-page';
import { readInfoPage } from '../features/content/content.server';
import { InfoPageView } from '../features/content/info-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/payment-terms';

export const meta: Route.MetaFunction = (args) => pageMeta('paymentTerms', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  return readInfoPage(context, request, 'payment-terms');
}

export default function PaymentTermsPage({ loaderData }: Route.ComponentProps) {
  return <InfoPageView page="paymentTerms" content={loaderData} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
