import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/user-index';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('user', location.pathname);

export default function UserIndexPage() {
  return <PageShell page="user" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
