import { RouteErrorBoundary } from '../components/error-page';
import { readInfoPage } from '../features/content/content.server';
import { InfoPageView } from '../features/content/info-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/conditions-orders';

export const meta: Route.MetaFunction = (args) => pageMeta('conditionsOrders', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  return readInfoPage(context, request, 'conditions-orders');
}

export default function ConditionsOrdersPage({ loaderData }: Route.ComponentProps) {
  return <InfoPageView page="conditionsOrders" content={loaderData} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
