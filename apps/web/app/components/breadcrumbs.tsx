import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { pageTrail, type PageKey } from '../lib/pages';
import { pagePath, useDictionary, useLang } from '../lib/use-lang';

/** Home › … › the page, each ancestor a link; the last item is the current page. */
export function Breadcrumbs({ page }: { page: PageKey }) {
  const lang = useLang();
  const t = useDictionary();
  const trail = pageTrail(page);
  return (
    <nav aria-label={t.a11y.breadcrumbs}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-gray-500 dark:text-gray-400">
        {trail.map((key, position) => {
          const last = position === trail.length - 1;
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
      </ol>
    </nav>
  );
}
