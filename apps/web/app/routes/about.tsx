import { RouteErrorBoundary } from '../components/error-page';
import { readInfoPage } from '../features/content/content.server';
import { InfoPageView } from '../features/content/info-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = (args) => pageMeta('about', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  return readInfoPage(context, request, 'about');
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return <InfoPageView page="about" content={loaderData} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
