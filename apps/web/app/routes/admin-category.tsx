import { RouteErrorBoundary } from '../components/error-page';
import { requireAdminUser } from '../features/accounts/session.server';
import { AdminCategoriesPage } from '../features/catalog/admin-categories';
import { adminCategoriesAction, loadAdminCategories } from '../features/catalog/admin-categories.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-category';

export const meta: Route.MetaFunction = (args) => pageMeta('adminCategory', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminUser(context, request);
  return loadAdminCategories(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdminUser(context, request);
  return adminCategoriesAction(context, request);
}

export default function AdminCategoryPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminCategoriesPage data={loaderData} result={actionData} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
