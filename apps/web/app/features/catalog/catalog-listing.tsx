import type { Category, Section } from '@polotno/domain';
import { Pagination } from '../../components/pagination';
import { SearchX } from '../../components/icons/search-x';
import { SlidersHorizontal } from '../../components/icons/sliders-horizontal';
import { Link, useLocation, useSearchParams, useSubmit } from 'react-router';
import { pagePath } from '../../lib/pages';
import { useCatalogText } from './catalog.i18n';
import { CatalogFilters, FILTER_FORM_ID } from './catalog-filters';
import { isFiltered, readCatalogState, withParams, type CatalogState } from './catalog-query';
import type { CardList } from './catalog.server';
import { ProductGrid } from './product-card';
import type { ProductCardData } from './product-card-data';
import { ResponsiveImage } from '../../components/responsive-image';
import { SORTS } from '@polotno/domain/client';
import { langOf, useLang } from '../../lib/locale';

/**
 * Pictures fetched first (eager, high priority): a phone's first row. More would share the slow network
 * with the one the page is judged by (Largest Contentful Paint); the rest load as they come into view.
 */
const FIRST_ROW = 2;

const SECTION_ORDER: readonly Section[] = ['bestseller', 'popular', 'latest', 'arrivals', 'recommended'];

export interface CatalogData {
  list: CardList;
  categories: Category[];
  strips: { section: Section; items: ProductCardData[] }[];
}

/**
 * The catalogue (spec §2): categories, sections, filters with facet counts, sort, pages and the
 * not-found message. `/filter` shows the same listing with the filters always open, also on phones.
 */
export function CatalogListing({ data, filterPage }: { data: CatalogData; filterPage: boolean }) {
  const t = useCatalogText();
  const lang = useLang();
  const [params] = useSearchParams();
  const state = readCatalogState(params);
  const { list, categories, strips } = data;

  return (
    <div className="space-y-8">
      {!filterPage && !isFiltered(state) && <CategoryCards categories={categories} />}
      {!filterPage && !isFiltered(state) && strips.map((strip) => <SectionStrip key={strip.section} {...strip} />)}

      <section aria-labelledby="listing-title" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="listing-title" className="text-xl font-semibold text-gray-900 dark:text-white">
            {state.search ? t.searchFor(state.search) : state.section ? t.sections[state.section] : t.allProducts}{' '}
            <span className="text-base font-normal text-gray-500">{t.found(list.total)}</span>
          </h2>
          <SortSelect state={state} />
        </div>
        <SectionChips state={state} />

        <div className={`grid gap-6 ${filterPage ? 'lg:grid-cols-[16rem_1fr]' : 'lg:grid-cols-[15rem_1fr]'}`}>
          <aside aria-label={t.filters} className={filterPage ? '' : 'hidden lg:block'}>
            <CatalogFilters state={state} facets={list.facets} categories={categories} />
          </aside>
          <div className="min-w-0 space-y-6">
            {!filterPage && (
              <Link
                to={`${pagePath('filter', lang)}${withParams(params, {})}`}
                className="button-secondary w-full lg:hidden"
              >
                <SlidersHorizontal aria-hidden className="size-4" />
                {t.filters}
              </Link>
            )}
            {list.items.length > 0 ? (
              <ProductGrid products={list.items} eager={isFiltered(state) || filterPage ? FIRST_ROW : 0} />
            ) : (
              <NothingFound />
            )}
            <Pagination
              look="numbers"
              page={list.page}
              total={list.total}
              limit={list.limit}
              labels={{ pagination: t.pagination, previous: t.previous, next: t.next, pageOf: t.page }}
            />
          </div>
        </div>
      </section>
    </div>
  );
}

function CategoryCards({ categories }: { categories: Category[] }) {
  const t = useCatalogText();
  const { pathname } = useLocation();
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="categories-title" className="space-y-4">
      <h2 id="categories-title" className="text-xl font-semibold text-gray-900 dark:text-white">
        {t.categories}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        {categories.map((category, index) => (
          <li key={category.id}>
            <Link to={`${pathname}?category=${encodeURIComponent(category.id)}`} className="category-card">
              <ResponsiveImage
                image={category.image ? { src: category.image.src, srcset: null, width: 640, height: 640 } : null}
                alt=""
                sizes="(min-width: 1024px) 12.5vw, (min-width: 640px) 25vw, calc(50vw - 1.5rem)"
                maxWidth={640}
                priority={index < FIRST_ROW}
                className="aspect-[4/3] w-full lg:aspect-square"
              />
              <span lang={langOf(category, 'name')}>{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SectionStrip({ section, items }: { section: Section; items: ProductCardData[] }) {
  const t = useCatalogText();
  const { pathname } = useLocation();
  return (
    <section aria-labelledby={`strip-${section}`} className="space-y-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={`strip-${section}`} className="text-xl font-semibold text-gray-900 dark:text-white">
          {t.sections[section]}
        </h2>
        <Link to={`${pathname}?section=${section}`} className="text-link text-sm">
          {t.showAll}
        </Link>
      </div>
      <ProductGrid products={items} />
    </section>
  );
}

function SectionChips({ state }: { state: CatalogState }) {
  const t = useCatalogText();
  const [params] = useSearchParams();
  return (
    <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      <li>
        <Link
          to={withParams(params, { section: null })}
          preventScrollReset
          aria-current={state.section === null}
          className="chip"
        >
          {t.allSections}
        </Link>
      </li>
      {SECTION_ORDER.map((section) => (
        <li key={section}>
          <Link
            to={withParams(params, { section })}
            preventScrollReset
            aria-current={state.section === section}
            className="chip"
          >
            {t.sections[section]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function SortSelect({ state }: { state: CatalogState }) {
  const t = useCatalogText();
  const submit = useSubmit();
  return (
    <label className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-300">
      {t.sort}
      <select
        name="sort"
        form={FILTER_FORM_ID}
        defaultValue={state.sort}
        onChange={(event) => {
          const form = event.currentTarget.form;
          if (form) submit(form, { preventScrollReset: true, replace: true });
        }}
        className="h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t.sorts[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}

function NothingFound() {
  const t = useCatalogText();
  const { pathname } = useLocation();
  return (
    <div
      role="status"
      className="rounded-xl border border-dashed border-gray-300 px-6 py-12 text-center dark:border-gray-700"
    >
      <SearchX aria-hidden className="mx-auto size-10 text-gray-400" />
      <p className="mt-3 text-lg font-semibold text-gray-900 dark:text-white">{t.notFoundTitle}</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-gray-600 dark:text-gray-400">{t.notFoundText}</p>
      <Link to={pathname} className="button-secondary mt-5">
        {t.reset}
      </Link>
    </div>
  );
}
