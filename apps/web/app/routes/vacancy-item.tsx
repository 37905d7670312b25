import { Link } from 'react-router';
import { Breadcrumbs } from '../components/breadcrumbs';
import { RouteErrorBoundary } from '../components/error-page';
import { useContentText } from '../features/content/content.i18n';
import { itemMeta, ownSummary } from '../features/content/content-meta';
import { readItem } from '../features/content/content.server';
import type { Vacancy } from '../features/content/content.types';
import { VacancyFacts } from '../features/content/vacancy-views';
import { langOf, useLang } from '../lib/locale';
import { pagePath } from '../lib/pages';
import type { Route } from './+types/vacancy-item';

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) =>
  itemMeta(
    'vacancyItem',
    { location, matches },
    loaderData && { title: loaderData.title, summary: ownSummary(loaderData, 'summary') },
  );

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return readItem<Vacancy>(context, request, 'vacancies', params.id);
}

/** Spec §2: a vacancy with its duties, requirements and offer. */
export default function VacancyItemPage({ loaderData: vacancy }: Route.ComponentProps) {
  const lang = useLang();
  const t = useContentText();
  const sections = (['duties', 'requirements', 'offer'] as const)
    .map((id) => ({ id, title: t[id], items: vacancy[id], lang: langOf(vacancy, id) }))
    .filter((section) => section.items.length > 0);
  return (
    <article className="space-y-6">
      <Breadcrumbs page="vacancyItem" tail={[{ label: vacancy.title, lang: langOf(vacancy, 'title') }]} />
      <header className="max-w-3xl space-y-3">
        <h1
          lang={langOf(vacancy, 'title')}
          className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl dark:text-white"
        >
          {vacancy.title}
        </h1>
        <VacancyFacts vacancy={vacancy} />
        {vacancy.summary && (
          <p lang={langOf(vacancy, 'summary')} className="text-gray-600 dark:text-gray-300">
            {vacancy.summary}
          </p>
        )}
      </header>
      <div className="grid max-w-5xl gap-6 md:grid-cols-3">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`vacancy-${section.id}`} className="space-y-2">
            <h2 id={`vacancy-${section.id}`} className="text-lg font-semibold text-gray-900 dark:text-white">
              {section.title}
            </h2>
            <ul lang={section.lang} className="list-disc space-y-1 pl-5 text-gray-700 dark:text-gray-300">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <aside className="max-w-3xl space-y-2 rounded-xl bg-primary-50 p-5 dark:bg-primary-950">
        <h2 className="font-semibold text-gray-900 dark:text-white">{t.applyTitle}</h2>
        <p className="text-sm text-gray-700 dark:text-gray-300">{t.applyText}</p>
        <div className="flex flex-wrap gap-3 pt-1">
          <Link to={pagePath('contact', lang)} className="button-primary">
            {t.applyLink}
          </Link>
          <Link to={pagePath('vacancies', lang)} className="button-secondary">
            {t.allVacancies}
          </Link>
        </div>
      </aside>
    </article>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
