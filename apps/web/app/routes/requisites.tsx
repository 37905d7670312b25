import { RouteErrorBoundary } from '../components/error-page';
import { readInfoPage } from '../features/content/content.server';
import { InfoPageView } from '../features/content/info-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/requisites';

export const meta: Route.MetaFunction = (args) => pageMeta('requisites', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  return readInfoPage(context, request, 'requisites');
}

export default function RequisitesPage({ loaderData }: Route.ComponentProps) {
  return <InfoPageView page="requisites" content={loaderData} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
