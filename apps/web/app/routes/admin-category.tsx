import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-category';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('adminCategory', location.pathname);

export default function AdminCategoryPage() {
  return <PageShell page="adminCategory" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
