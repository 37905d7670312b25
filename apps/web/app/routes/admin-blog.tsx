import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-blog';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('adminBlog', location.pathname);

export default function AdminBlogPage() {
  return <PageShell page="adminBlog" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
