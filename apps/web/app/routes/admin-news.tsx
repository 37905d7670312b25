import { RouteErrorBoundary } from '../components/error-page';
import { requireAdminUser } from '../features/accounts/session.server';
import { AdminPostsPage } from '../features/content/admin-posts';
import { adminPostsAction, loadAdminPosts } from '../features/content/admin-posts.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-news';

export const meta: Route.MetaFunction = (args) => pageMeta('adminNews', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminUser(context, request);
  return loadAdminPosts(context, request, 'news');
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdminUser(context, request);
  return adminPostsAction(context, request, 'news');
}

export default function AdminNewsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminPostsPage kind="news" data={loaderData} result={actionData} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
