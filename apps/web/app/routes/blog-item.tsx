import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/blog-item';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('blogItem', location.pathname);

export default function BlogItemPage() {
  return <PageShell page="blogItem" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
