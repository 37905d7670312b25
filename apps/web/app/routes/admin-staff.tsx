import { RouteErrorBoundary } from '../components/error-page';
import { requireAdminUser } from '../features/accounts/session.server';
import { AdminStaffPage } from '../features/content/admin-staff';
import { adminEntitiesAction, loadAdminEntities } from '../features/content/admin-content.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-staff';

export const meta: Route.MetaFunction = (args) => pageMeta('adminStaff', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminUser(context, request);
  return loadAdminEntities(context, request, 'staff');
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdminUser(context, request);
  return adminEntitiesAction(context, request, 'staff');
}

export default function AdminStaffPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminStaffPage data={loaderData} result={actionData} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
