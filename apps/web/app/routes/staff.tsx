import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/staff';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('staff', location.pathname);

export default function StaffPage() {
  return <PageShell page="staff" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
