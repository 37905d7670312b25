import { Loader2 } from './icons/loader-2';
import { Search } from './icons/search';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useFetcher, useSearchParams } from 'react-router';
import { useCatalogText } from '../features/catalog/catalog.i18n';
import { formatNumber } from '../features/catalog/catalog-format';
import { localizePath } from '../lib/locale';
import { pagePath, useDictionary, useLang } from '../lib/use-lang';
import type { loader as suggestLoader } from '../routes/search-suggest';

// Spec §9: a search needs at least 3 characters; fewer clears the results.
const MIN_SEARCH = 3;
const DEBOUNCE_MS = 250;

/**
 * The header's search box: a GET form to the catalogue (`?search=`), so it works before JavaScript
 * loads. With JavaScript it also shows a few matching products as the visitor types.
 */
export function SearchForm({ className = '' }: { className?: string }) {
  const lang = useLang();
  const t = useDictionary();
  const text = useCatalogText();
  const [params] = useSearchParams();
  const fetcher = useFetcher<typeof suggestLoader>();
  const [query, setQuery] = useState(params.get('search') ?? '');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const trimmed = query.trim();
  const { load } = fetcher;

  useEffect(() => {
    clearTimeout(timer.current);
    if (trimmed.length < MIN_SEARCH) return;
    timer.current = setTimeout(() => {
      load(`${localizePath('/search-suggest', lang)}?search=${encodeURIComponent(trimmed)}`);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
  }, [trimmed, lang, load]);

  const data = fetcher.data?.search === trimmed ? fetcher.data : null;
  const searching = trimmed.length >= MIN_SEARCH && (fetcher.state === 'loading' || !data);
  const catalogSearch = `${pagePath('catalog', lang)}?search=${encodeURIComponent(trimmed)}`;

  return (
    <Form
      method="get"
      action={pagePath('catalog', lang)}
      role="search"
      className={`relative ${className}`}
      onSubmit={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <label htmlFor="site-search" className="sr-only">
        {t.header.searchLabel}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400"
      />
      <input
        id="site-search"
        type="search"
        name="search"
        minLength={MIN_SEARCH}
        required
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        aria-controls={listId}
        aria-expanded={open && trimmed.length >= MIN_SEARCH}
        placeholder={t.header.searchPlaceholder}
        className="h-10 w-full rounded-lg border border-gray-300 bg-gray-50 pr-24 pl-10 text-sm text-gray-900 placeholder:text-gray-500 focus:border-primary-600 focus:bg-white dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:focus:bg-gray-950"
      />
      <button type="submit" className="button-primary absolute top-1 right-1 h-8 px-3 text-sm">
        {t.header.searchSubmit}
      </button>
      {open && trimmed.length >= MIN_SEARCH && (
        <div
          id={listId}
          role="region"
          aria-live="polite"
          aria-label={t.header.searchLabel}
          className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xl dark:border-gray-800 dark:bg-gray-900"
        >
          {searching && !data ? (
            <p className="flex items-center gap-2 px-4 py-3 text-sm text-gray-600 dark:text-gray-300">
              <Loader2 aria-hidden className="size-4 animate-spin" />
              {text.searching}
            </p>
          ) : data && data.items.length === 0 ? (
            <p className="px-4 py-3 text-sm text-gray-600 dark:text-gray-300">{text.noResults}</p>
          ) : data ? (
            <>
              <ul className="max-h-96 overflow-y-auto py-1">
                {data.items.map((item) => (
                  <li key={item.id}>
                    <Link
                      to={pagePath('product', lang, { id: String(item.id) })}
                      onClick={() => setOpen(false)}
                      className="flex items-center gap-3 px-4 py-2 hover:bg-gray-50 dark:hover:bg-gray-800"
                    >
                      {item.image ? (
                        <img
                          src={item.image}
                          alt=""
                          width={40}
                          height={40}
                          className="size-10 rounded-md object-cover"
                        />
                      ) : (
                        <span className="size-10 rounded-md bg-gray-100 dark:bg-gray-800" />
                      )}
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm font-medium text-gray-900 dark:text-white">
                          {item.name}
                        </span>
                        <span className="block truncate text-xs text-gray-500 dark:text-gray-400">
                          {item.composition}
                          {item.weight ? ` · ${item.weight} ${text.gsm}` : ''}
                        </span>
                      </span>
                      <span className="text-sm font-semibold whitespace-nowrap text-gray-900 dark:text-white">
                        {formatNumber(item.price)} {item.unit === 'kg' ? text.perKg : text.perUnit(item.unit)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              <Link
                to={catalogSearch}
                onClick={() => setOpen(false)}
                className="block border-t border-gray-100 px-4 py-2.5 text-sm font-medium text-primary-700 hover:bg-gray-50 dark:border-gray-800 dark:text-primary-400 dark:hover:bg-gray-800"
              >
                {text.searchAll(trimmed)}
              </Link>
            </>
          ) : null}
        </div>
      )}
    </Form>
  );
}
