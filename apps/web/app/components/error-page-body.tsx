import { Link } from 'react-router';
import { useDictionary } from '../lib/i18n';
import { useLang } from '../lib/locale';
import { pagePath } from '../lib/pages';
import { Breadcrumbs } from './breadcrumbs';
import type { ErrorPageProps } from './error-page';

/**
 * The error page of spec §2 in its two variants: "not found" (404, naming the missing path when there is
 * one) and the general one. It never shows an error's internal message. Pages load it only when they show
 * an error (`error-page.tsx`); `data-error-page` tells the browser's entry to load it before hydrating.
 */
export default function ErrorPageBody({ status, path }: ErrorPageProps) {
  const lang = useLang();
  const t = useDictionary();
  const notFound = status === 404;
  return (
    <article className="space-y-6" data-error-page>
      {notFound && <Breadcrumbs page="notFound" />}
      <div className="max-w-2xl space-y-3 py-6 sm:py-10">
        <p className="text-sm font-semibold text-primary-700 dark:text-primary-400">{t.errors.status(status)}</p>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl dark:text-white">
          {notFound ? (path ? t.errors.notFoundAt(path) : t.pages.notFound.title) : t.errors.generalTitle}
        </h1>
        <p className="text-gray-600 dark:text-gray-300">{notFound ? t.errors.notFoundText : t.errors.generalText}</p>
        <div className="flex flex-wrap gap-3 pt-3">
          <Link to={pagePath('home', lang)} className="button-primary">
            {t.errors.toHome}
          </Link>
          {notFound && (
            <Link to={pagePath('catalog', lang)} className="button-secondary">
              {t.errors.toCatalog}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
