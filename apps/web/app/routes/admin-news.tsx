import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-news';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('adminNews', location.pathname);

export default function AdminNewsPage() {
  return <PageShell page="adminNews" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
