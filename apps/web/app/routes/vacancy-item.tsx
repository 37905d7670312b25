import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/vacancy-item';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('vacancyItem', location.pathname);

export default function VacancyItemPage() {
  return <PageShell page="vacancyItem" />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
