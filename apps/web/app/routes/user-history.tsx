import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/user-history';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('userHistory', location.pathname);

export default function UserHistoryPage() {
  return <PageShell page="userHistory" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
