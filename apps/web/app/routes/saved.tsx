import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { ActionMessage } from '../features/orders/order-parts';
import { favouritesListPart } from '../features/favourites/favourites-list-part';
import { loadSaved, savedAction } from '../features/favourites/favourites.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/saved';

export const meta: Route.MetaFunction = (args) => pageMeta('saved', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadSaved(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return savedAction(context, request);
}

export default function SavedPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageShell page="saved">
      <ActionMessage result={actionData} />
      <favouritesListPart.Part items={loaderData.items} />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
