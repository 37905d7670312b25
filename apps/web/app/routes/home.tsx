import { ArrowRight } from '../components/icons/arrow-right';
import { Link, redirect } from 'react-router';
import { RouteErrorBoundary } from '../components/error-page';
import { JsonLd } from '../components/json-ld';
import { useCatalogText } from '../features/catalog/catalog.i18n';
import { findHomeSections, type HomeSection } from '../features/catalog/home-sections.server';
import type { ProductCardData } from '../features/catalog/product-card-data';
import { ProductGrid } from '../features/catalog/product-card';
import { findLatestNews } from '../features/content/content.server';
import { latestNewsPart } from '../features/content/latest-news-part';
import { organizationLd } from '../lib/structured-data';
import { langFromPath, useLang } from '../lib/locale';
import { findLocaleCookie } from '../lib/locale.server';
import { pageMeta } from '../lib/meta';
import { pageDescription } from '../lib/page-descriptions.server';
import { usePublicOrigin } from '../lib/seo';
import { type PageKey, pagePath } from '../lib/pages';
import { useDictionary } from '../lib/i18n';
import type { Route } from './+types/home';

const FOR_CUSTOMERS: readonly PageKey[] = [
  'conditionsOrders',
  'paymentTerms',
  'termsDelivery',
  'garanty',
  'briefOrder',
  'contact',
];

export const meta: Route.MetaFunction = (args) => pageMeta('home', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  // A visitor who chose Uzbek with the switch lands on the Uzbek home page.
  const { pathname } = new URL(request.url);
  if (langFromPath(pathname) === 'ru' && findLocaleCookie(request) === 'uz') {
    throw redirect(pagePath('home', 'uz'), { headers: { vary: 'Cookie' } });
  }
  const [sections, news] = await Promise.all([findHomeSections(context, request), findLatestNews(context, request, 3)]);
  // What the linked pages are for, from the server: the browser keeps no table of descriptions.
  const lang = langFromPath(pathname);
  const forCustomers = FOR_CUSTOMERS.map((page) => ({ page, description: pageDescription(page, lang) }));
  return { sections, news, forCustomers };
}

export function headers() {
  return { vary: 'Cookie' };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const t = useDictionary();
  const origin = usePublicOrigin();
  return (
    <div className="space-y-10 sm:space-y-14">
      <JsonLd data={import.meta.env.SSR ? organizationLd(origin, t.home.heroText) : undefined} />
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

      {loaderData.sections.map((row) => (
        <HomeSectionRow key={row.section} {...row} />
      ))}

      <latestNewsPart.Part posts={loaderData.news} />

      <section aria-labelledby="for-customers" className="space-y-4">
        <h2 id="for-customers" className="text-xl font-semibold text-gray-900 dark:text-white">
          {t.home.forCustomers}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.forCustomers.map(({ page, description }) => (
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
                <span className="mt-1 block text-sm text-gray-600 dark:text-gray-300">{description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** A row of the catalogue's section on the front page, with a link to the whole section. */
function HomeSectionRow({ section, items }: { section: HomeSection; items: ProductCardData[] }) {
  const lang = useLang();
  const t = useCatalogText();
  return (
    <section aria-labelledby={`home-${section}`} className="space-y-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={`home-${section}`} className="text-xl font-semibold text-gray-900 dark:text-white">
          {t.sections[section]}
        </h2>
        <Link to={`${pagePath('catalog', lang)}?section=${section}`} className="text-sm text-link">
          {t.showAll}
        </Link>
      </div>
      {/* Below the hero and the facts: the pictures load as they come into view. */}
      <ProductGrid products={items} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
