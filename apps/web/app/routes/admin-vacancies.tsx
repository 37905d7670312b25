import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/admin-vacancies';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('adminVacancies', location.pathname);

export default function AdminVacanciesPage() {
  return <PageShell page="adminVacancies" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
