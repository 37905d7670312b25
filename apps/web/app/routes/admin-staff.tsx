import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-staff';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('adminStaff', location.pathname);

export default function AdminStaffPage() {
  return <PageShell page="adminStaff" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
