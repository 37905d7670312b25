/** Vacancies: the card of the list and the facts line (employment type, salary, place) both pages show. */
import { Banknote } from '../../components/icons/banknote';
import { BriefcaseBusiness } from '../../components/icons/briefcase-business';
import { MapPin } from '../../components/icons/map-pin';
import { Link } from 'react-router';
import { langOf, useLang } from '../../lib/locale';
import { pagePath } from '../../lib/pages';
import { useContentText } from './content.i18n';
import type { VacancySummary } from './content.types';

/** Employment type, salary and place of a vacancy, each with its icon and an accessible label. */
export function VacancyFacts({ vacancy }: { vacancy: VacancySummary }) {
  const t = useContentText();
  return (
    <dl className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-gray-700 dark:text-gray-300">
      <div className="flex items-center gap-1.5">
        <dt>
          <BriefcaseBusiness aria-hidden className="size-4 text-gray-400" />
          <span className="sr-only">{t.employmentLabel}</span>
        </dt>
        <dd>{t.employment[vacancy.employmentType]}</dd>
      </div>
      {vacancy.salary && (
        <div className="flex items-center gap-1.5">
          <dt>
            <Banknote aria-hidden className="size-4 text-gray-400" />
            <span className="sr-only">{t.salary}</span>
          </dt>
          <dd lang={langOf(vacancy, 'salary')} className="font-medium text-gray-900 dark:text-white">
            {vacancy.salary}
          </dd>
        </div>
      )}
      {vacancy.location && (
        <div className="flex items-center gap-1.5">
          <dt>
            <MapPin aria-hidden className="size-4 text-gray-400" />
            <span className="sr-only">{t.location}</span>
          </dt>
          <dd lang={langOf(vacancy, 'location')}>{vacancy.location}</dd>
        </div>
      )}
    </dl>
  );
}

/** A vacancy in the list, its title linking to the vacancy page. */
export function VacancyCard({ vacancy }: { vacancy: VacancySummary }) {
  const lang = useLang();
  return (
    <li
      data-testid="vacancy-card"
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 lang={langOf(vacancy, 'title')} className="text-lg font-semibold">
        <Link
          to={pagePath('vacancyItem', lang, { id: String(vacancy.id) })}
          className="text-gray-900 hover:text-primary-800 dark:text-white dark:hover:text-primary-300"
        >
          {vacancy.title}
        </Link>
      </h2>
      <VacancyFacts vacancy={vacancy} />
      {vacancy.summary && (
        <p lang={langOf(vacancy, 'summary')} className="text-sm text-gray-600 dark:text-gray-300">
          {vacancy.summary}
        </p>
      )}
    </li>
  );
}
