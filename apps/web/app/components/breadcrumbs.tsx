import { ChevronRight } from './icons/chevron-right';
import { Link } from 'react-router';
import { pageTrail, type PageKey } from '../lib/pages';
import { pagePath, useDictionary, useLang } from '../lib/use-lang';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

/**
 * Home › … › the page, each ancestor a link; the last item is the current page. A page about one thing
 * (a product) passes `tail`, which replaces the page's own title (Catalogue › Category › Product).
 */
export function Breadcrumbs({ page, tail }: { page: PageKey; tail?: Crumb[] }) {
  const lang = useLang();
  const t = useDictionary();
  const trail = tail ? pageTrail(page).slice(0, -1) : pageTrail(page);
  return (
    <nav aria-label={t.a11y.breadcrumbs}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-gray-500 dark:text-gray-400">
        {trail.map((key, position) => {
          const last = !tail && position === trail.length - 1;
          return (
            <li key={key} className="flex items-center gap-1">
              {position > 0 && <ChevronRight aria-hidden className="size-4 shrink-0 text-gray-400" />}
              {last ? (
                <span aria-current="page" className="text-gray-700 dark:text-gray-200">
                  {t.pages[key].title}
                </span>
              ) : (
                <Link to={pagePath(key, lang)} className="hover:text-primary-700 dark:hover:text-primary-400">
                  {t.pages[key].title}
                </Link>
              )}
            </li>
          );
        })}
        {tail?.map((crumb, position) => (
          <li key={`${crumb.label}-${position}`} className="flex items-center gap-1">
            <ChevronRight aria-hidden className="size-4 shrink-0 text-gray-400" />
            {crumb.to ? (
              <Link to={crumb.to} className="hover:text-primary-700 dark:hover:text-primary-400">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-gray-700 dark:text-gray-200">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
