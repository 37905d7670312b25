import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/user-requisites';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('userRequisites', location.pathname);

export default function UserRequisitesPage() {
  return <PageShell page="userRequisites" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
