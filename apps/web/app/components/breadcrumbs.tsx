import type { Lang } from '@polotno/domain/client';
import { ChevronRight } from './icons/chevron-right';
import { Link, useLocation } from 'react-router';
import { absoluteUrl, breadcrumbLd } from '../lib/structured-data';
import { type PageKey, pagePath, pageTrail } from '../lib/pages';
import { canonicalSearch, usePublicOrigin } from '../lib/seo';
import { useDictionary } from '../lib/i18n';
import { useLang } from '../lib/locale';
import { JsonLd } from './json-ld';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
  /** The label's language when it is not the page's (an untranslated title shown in Russian). */
  lang?: Lang;
}

/**
 * Home › … › the page, each ancestor a link; the last item is the current page. A page about one thing
 * (a product) passes `tail`, which replaces the page's own title (Catalogue › Category › Product).
 */
export function Breadcrumbs({ page, tail }: { page: PageKey; tail?: Crumb[] }) {
  const lang = useLang();
  const t = useDictionary();
  const trail = tail ? pageTrail(page).slice(0, -1) : pageTrail(page);
  const origin = usePublicOrigin();
  const { pathname, search } = useLocation();
  // The same trail for search engines, built by the server only (components/json-ld.tsx); the current page
  // is named by its canonical address.
  const here = import.meta.env.SSR ? absoluteUrl(origin, `${pathname}${canonicalSearch(search)}`) : '';
  const structured = import.meta.env.SSR
    ? breadcrumbLd([
        ...trail.map((key, position) => ({
          name: t.pages[key].title,
          url: !tail && position === trail.length - 1 ? here : absoluteUrl(origin, pagePath(key, lang)),
        })),
        ...(tail ?? []).map((crumb) => ({ name: crumb.label, url: crumb.to ? absoluteUrl(origin, crumb.to) : here })),
      ])
    : undefined;
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
              <Link to={crumb.to} lang={crumb.lang} className="hover:text-primary-700 dark:hover:text-primary-400">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" lang={crumb.lang} className="text-gray-700 dark:text-gray-200">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={structured} />
    </nav>
  );
}
