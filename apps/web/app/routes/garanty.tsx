import { RouteErrorBoundary } from '../components/error-page';
import { readInfoPage } from '../features/content/content.server';
import { InfoPageView } from '../features/content/info-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/garanty';

export const meta: Route.MetaFunction = (args) => pageMeta('garanty', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  return readInfoPage(context, request, 'garanty');
}

export default function GarantyPage({ loaderData }: Route.ComponentProps) {
  return <InfoPageView page="garanty" content={loaderData} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
