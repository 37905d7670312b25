import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/news';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('news', location.pathname);

export default function NewsPage() {
  return <PageShell page="news" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
