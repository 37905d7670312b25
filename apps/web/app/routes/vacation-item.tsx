import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/vacation-item';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('vacationItem', location.pathname);

export default function VacationItemPage() {
  return <PageShell page="vacationItem" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
