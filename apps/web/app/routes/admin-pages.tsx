import { RouteErrorBoundary } from '../components/error-page';
import { requireAdminUser } from '../features/accounts/session.server';
import { AdminPagesPage } from '../features/content/admin-pages';
import { adminPagesAction, loadAdminPages } from '../features/content/admin-content.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-pages';

export const meta: Route.MetaFunction = (args) => pageMeta('adminPages', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminUser(context, request);
  return loadAdminPages(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdminUser(context, request);
  return adminPagesAction(context, request);
}

export default function AdminPagesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminPagesPage data={loaderData} result={actionData} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
