import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/vacancies';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('vacancies', location.pathname);

export default function VacanciesPage() {
  return <PageShell page="vacancies" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
