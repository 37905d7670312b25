import { RouteErrorBoundary } from '../components/error-page';
import { readInfoPage } from '../features/content/content.server';
import { InfoPageView } from '../features/content/info-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/terms-delivery';

export const meta: Route.MetaFunction = (args) => pageMeta('termsDelivery', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  return readInfoPage(context, request, 'terms-delivery');
}

export default function TermsDeliveryPage({ loaderData }: Route.ComponentProps) {
  return <InfoPageView page="termsDelivery" content={loaderData} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
