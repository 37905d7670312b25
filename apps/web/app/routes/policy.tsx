import { RouteErrorBoundary } from '../components/error-page';
import { readInfoPage } from '../features/content/content.server';
import { InfoPageView } from '../features/content/info-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/policy';

export const meta: Route.MetaFunction = (args) => pageMeta('policy', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  return readInfoPage(context, request, 'policy');
}

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  return <InfoPageView page="policy" content={loaderData} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
