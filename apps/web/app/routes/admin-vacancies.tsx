import { RouteErrorBoundary } from '../components/error-page';
import { requireAdminUser } from '../features/accounts/session.server';
import { AdminVacanciesPage } from '../features/content/admin-vacancies';
import { adminEntitiesAction, loadAdminEntities } from '../features/content/admin-content.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-vacancies';

export const meta: Route.MetaFunction = (args) => pageMeta('adminVacancies', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminUser(context, request);
  return loadAdminEntities(context, request, 'vacancies');
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdminUser(context, request);
  return adminEntitiesAction(context, request, 'vacancies');
}

export default function AdminVacanciesPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminVacanciesPage data={loaderData} result={actionData} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
