import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/saved';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('saved', location.pathname);

export default function SavedPage() {
  return <PageShell page="saved" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
