import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/blog';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('blog', location.pathname);

export default function BlogPage() {
  return <PageShell page="blog" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
