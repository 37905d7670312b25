import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { pagePath, useDictionary, useLang } from '../lib/use-lang';
import { Breadcrumbs } from './breadcrumbs';

/**
 * The error page of spec §2 in its two variants: "not found" (404, naming the missing path when there is
 * one) and the general one. It never shows an error's internal message.
 */
export function ErrorPage({ status, path }: { status: number; path?: string }) {
  const lang = useLang();
  const t = useDictionary();
  const notFound = status === 404;
  return (
    <article className="space-y-6">
      {notFound && <Breadcrumbs page="notFound" />}
      <div className="max-w-2xl space-y-3 py-6 sm:py-10">
        <p className="text-sm font-semibold text-primary-700 dark:text-primary-400">{t.errors.status(status)}</p>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl dark:text-white">
          {notFound ? (path ? t.errors.notFoundAt(path) : t.pages.notFound.title) : t.errors.generalTitle}
        </h1>
        <p className="text-gray-600 dark:text-gray-300">
          {notFound ? t.errors.notFoundText : t.errors.generalText}
        </p>
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

/** What every route exports as its ErrorBoundary: a 404 for "not found" responses, the general page otherwise. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage status={404} path={pathname} />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
