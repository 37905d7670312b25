import { RouteErrorBoundary } from '../components/error-page';
import { requireAdminUser } from '../features/accounts/session.server';
import { AdminPromotionsPage } from '../features/content/admin-promotions';
import { adminEntitiesAction, loadAdminEntities } from '../features/content/admin-content.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-promotions';

export const meta: Route.MetaFunction = (args) => pageMeta('adminPromotions', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminUser(context, request);
  return { ...(await loadAdminEntities(context, request, 'promotions')), now: Date.now() };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdminUser(context, request);
  return adminEntitiesAction(context, request, 'promotions');
}

export default function AdminPromotionsPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminPromotionsPage data={loaderData} result={actionData} now={loaderData.now} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
