import { RouteErrorBoundary } from '../components/error-page';
import { requireAdminUser } from '../features/accounts/session.server';
import { usePostText } from '../features/content/post.i18n';
import { AdminRequestsPage } from '../features/requests/admin-requests';
import { changeRequestStatus, listRequests } from '../features/requests/admin-requests.server';
import { pageLang } from '../lib/locale';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-requests';

export const meta: Route.MetaFunction = (args) => pageMeta('adminRequests', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminUser(context, request);
  return listRequests(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdminUser(context, request);
  return changeRequestStatus(context, request, pageLang(request));
}

export default function AdminRequestsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminRequestsPage data={loaderData} result={actionData} pageLabels={usePostText()} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
