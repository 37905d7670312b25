import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/news-item';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('newsItem', location.pathname);

export default function NewsItemPage() {
  return <PageShell page="newsItem" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
