import { RouteErrorBoundary } from '../components/error-page';
import type { Paginated } from '../components/pagination';
import { paginationPart } from '../components/pagination-part';
import { PageShell } from '../components/page-shell';
import { useContentText } from '../features/content/content.i18n';
import { listPage, readContent } from '../features/content/content.server';
import type { VacancySummary } from '../features/content/content.types';
import { vacancyCardPart } from '../features/content/vacancy-card-part';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/vacancies';

export const meta: Route.MetaFunction = (args) => pageMeta('vacancies', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  return readContent<Paginated<VacancySummary>>(context, request, `/api/vacancies?page=${listPage(request)}&limit=12`);
}

export default function VacanciesPage({ loaderData }: Route.ComponentProps) {
  const t = useContentText();
  return (
    <PageShell page="vacancies">
      {loaderData.items.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-300">{t.noVacancies}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {loaderData.items.map((vacancy) => (
            <vacancyCardPart.Part key={vacancy.id} vacancy={vacancy} />
          ))}
        </ul>
      )}
      <paginationPart.Part page={loaderData.page} total={loaderData.total} limit={loaderData.limit} labels={t} />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
