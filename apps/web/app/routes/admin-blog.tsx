import { RouteErrorBoundary } from '../components/error-page';
import { requireAdminUser } from '../features/accounts/session.server';
import { AdminPostsPage } from '../features/content/admin-posts';
import { adminPostsAction, loadAdminPosts } from '../features/content/admin-posts.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-blog';

export const meta: Route.MetaFunction = (args) => pageMeta('adminBlog', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdminUser(context, request);
  return loadAdminPosts(context, request, 'blog');
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdminUser(context, request);
  return adminPostsAction(context, request, 'blog');
}

export default function AdminBlogPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminPostsPage kind="blog" data={loaderData} result={actionData} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
