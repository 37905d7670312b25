import { ArrowRight } from '../components/icons/arrow-right';
import { Link, redirect } from 'react-router';
import { RouteErrorBoundary } from '../components/error-page';
import { findLatestNews } from '../features/content/content.server';
import { LatestNews } from '../features/content/post-views';
import { langFromPath } from '../lib/locale';
import { findLocaleCookie } from '../lib/locale.server';
import { pageMeta } from '../lib/meta';
import type { PageKey } from '../lib/pages';
import { pagePath, useDictionary, useLang } from '../lib/use-lang';
import type { Route } from './+types/home';

const FOR_CUSTOMERS: readonly PageKey[] = [
  'conditionsOrders',
  'paymentTerms',
  'termsDelivery',
  'garanty',
  'briefOrder',
  'contact',
];

export const meta: Route.MetaFunction = ({ location }) => pageMeta('home', location.pathname);

export async function loader({ context, request }: Route.LoaderArgs) {
  // A visitor who chose Uzbek with the switch lands on the Uzbek home page.
  const { pathname } = new URL(request.url);
  if (langFromPath(pathname) === 'ru' && findLocaleCookie(request) === 'uz') {
    throw redirect(pagePath('home', 'uz'), { headers: { vary: 'Cookie' } });
  }
  return { news: await findLatestNews(context, request, 3) };
}

export function headers() {
  return { vary: 'Cookie' };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const t = useDictionary();
  return (
    <div className="space-y-10 sm:space-y-14">
      <section className="relative overflow-hidden rounded-2xl bg-primary-700 px-6 py-10 text-white sm:px-10 sm:py-16 dark:bg-primary-900">
        <svg
          aria-hidden
          viewBox="0 0 400 200"
          className="absolute -right-10 -bottom-10 hidden w-96 text-primary-500/40 sm:block"
        >
          <path
            d="M0 40c50 0 50 40 100 40s50-40 100-40 50 40 100 40 50-40 100-40M0 100c50 0 50 40 100 40s50-40 100-40 50 40 100 40 50-40 100-40M0 160c50 0 50 40 100 40s50-40 100-40 50 40 100 40 50-40 100-40"
            fill="none"
            stroke="currentColor"
            strokeWidth="14"
            strokeLinecap="round"
          />
        </svg>
        <div className="relative max-w-2xl space-y-4">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{t.home.heroTitle}</h1>
          <p className="text-lg text-primary-50">{t.home.heroText}</p>
          <div className="flex flex-wrap gap-3 pt-2">
            <Link to={pagePath('catalog', lang)} className="button-on-primary">
              {t.home.toCatalog}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
            <Link to={pagePath('price', lang)} className="button-outline-on-primary">
              {t.home.toPrice}
            </Link>
          </div>
        </div>
      </section>

      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {t.home.facts.map((fact) => (
          <li
            key={fact.title}
            className="rounded-xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-gray-900"
          >
            <p className="text-xl font-semibold text-primary-700 dark:text-primary-400">{fact.title}</p>
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{fact.text}</p>
          </li>
        ))}
      </ul>

      <LatestNews posts={loaderData.news} />

      <section aria-labelledby="for-customers" className="space-y-4">
        <h2 id="for-customers" className="text-xl font-semibold text-gray-900 dark:text-white">
          {t.home.forCustomers}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FOR_CUSTOMERS.map((page) => (
            <li key={page}>
              <Link
                to={pagePath(page, lang)}
                className="group block h-full rounded-xl border border-gray-200 bg-white p-5 transition-colors hover:border-primary-500 dark:border-gray-800 dark:bg-gray-900"
              >
                <span className="flex items-center justify-between font-medium text-gray-900 dark:text-white">
                  {t.pages[page].title}
                  <ArrowRight
                    aria-hidden
                    className="size-4 text-gray-400 transition-transform group-hover:translate-x-0.5 group-hover:text-primary-600"
                  />
                </span>
                <span className="mt-1 block text-sm text-gray-600 dark:text-gray-300">{t.pages[page].description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
