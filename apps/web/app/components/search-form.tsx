import { Loader2 } from './icons/loader-2';
import { Search } from './icons/search';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useFetcher, useNavigate, useSearchParams } from 'react-router';
import { useCatalogText } from '../features/catalog/catalog.i18n';
import { formatNumber } from '../features/catalog/catalog-format';
import { localizePath } from '../lib/locale';
import { langOf } from '../lib/text-lang';
import { pagePath, useDictionary, useLang } from '../lib/use-lang';
import type { loader as suggestLoader } from '../routes/search-suggest';

// Spec §9: a search needs at least 3 characters; fewer clears the results.
const MIN_SEARCH = 3;
const DEBOUNCE_MS = 250;

/**
 * The header's search box: a GET form to the catalogue (`?search=`), so it works before JavaScript
 * loads. With JavaScript it also shows a few matching products as the visitor types: an ARIA 1.2 combobox
 * (list autocomplete) whose listbox holds the products and "all results"; the arrow keys move through them
 * while focus stays in the box, Enter opens the highlighted one.
 */
export function SearchForm({ className = '' }: { className?: string }) {
  const lang = useLang();
  const t = useDictionary();
  const text = useCatalogText();
  const [params] = useSearchParams();
  const fetcher = useFetcher<typeof suggestLoader>();
  const [query, setQuery] = useState(params.get('search') ?? '');
  const [open, setOpen] = useState(false);
  // The highlighted option (aria-activedescendant), -1 for none.
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
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
  const shown = open && trimmed.length >= MIN_SEARCH;
  const items = shown && data ? data.items : [];
  // Every product, then "all results".
  const targets = items.length > 0 ? [...items.map((item) => productPath(item.id)), catalogSearch] : [];
  const expanded = targets.length > 0;
  const status = !shown ? '' : searching && !data ? text.searching : data?.items.length === 0 ? text.noResults : '';
  const optionId = (index: number) => `${listId}-${index}`;

  function productPath(id: number) {
    return pagePath('product', lang, { id: String(id) });
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  return (
    <Form
      method="get"
      action={pagePath('catalog', lang)}
      role="search"
      className={`relative ${className}`}
      onSubmit={close}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
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
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (!expanded) return;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            const last = targets.length - 1;
            setActive((current) =>
              event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
            );
          } else if (event.key === 'Enter' && active >= 0 && targets[active]) {
            event.preventDefault();
            close();
            void navigate(targets[active]);
          }
        }}
        role="combobox"
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={expanded}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={t.header.searchPlaceholder}
        className="h-10 w-full rounded-lg border border-gray-300 bg-gray-50 pr-24 pl-10 text-sm text-gray-900 placeholder:text-gray-500 focus:border-primary-600 focus:bg-white dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:focus:bg-gray-950"
      />
      <button type="submit" className="button-primary absolute top-1 right-1 h-8 px-3 text-sm">
        {t.header.searchSubmit}
      </button>
      {/* Announces the search's progress; the products themselves are the listbox's options. */}
      <p
        role="status"
        className={
          status
            ? 'absolute inset-x-0 top-full z-50 mt-2 flex items-center gap-2 rounded-xl border border-gray-200 bg-white px-4 py-3 text-sm text-gray-600 shadow-xl dark:border-gray-800 dark:bg-gray-900 dark:text-gray-300'
            : 'sr-only'
        }
      >
        {status === text.searching && <Loader2 aria-hidden className="size-4 animate-spin" />}
        {status}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t.header.searchLabel}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-2 max-h-[28rem] overflow-y-auto rounded-xl border border-gray-200 bg-white py-1 shadow-xl dark:border-gray-800 dark:bg-gray-900"
      >
        {items.map((item, index) => (
          <li key={item.id} role="presentation">
            <Link
              to={productPath(item.id)}
              id={optionId(index)}
              role="option"
              aria-selected={active === index}
              tabIndex={-1}
              onClick={close}
              className="flex items-center gap-3 px-4 py-2 hover:bg-gray-50 aria-selected:bg-gray-100 dark:hover:bg-gray-800 dark:aria-selected:bg-gray-800"
            >
              {item.image ? (
                <img src={item.image} alt="" width={40} height={40} className="size-10 rounded-md object-cover" />
              ) : (
                <span className="size-10 rounded-md bg-gray-100 dark:bg-gray-800" />
              )}
              <span className="min-w-0 flex-1">
                <span
                  lang={langOf(item, 'name')}
                  className="block truncate text-sm font-medium text-gray-900 dark:text-white"
                >
                  {item.name}
                </span>
                <span className="block truncate text-xs text-gray-600 dark:text-gray-300">
                  <span lang={langOf(item, 'composition')}>{item.composition}</span>
                  {item.weight ? ` · ${item.weight} ${text.gsm}` : ''}
                </span>
              </span>
              <span className="text-sm font-semibold whitespace-nowrap text-gray-900 dark:text-white">
                {formatNumber(item.price)} {item.unit === 'kg' ? text.perKg : text.perUnit(item.unit)}
              </span>
            </Link>
          </li>
        ))}
        {expanded && (
          <li role="presentation">
            <Link
              to={catalogSearch}
              id={optionId(items.length)}
              role="option"
              aria-selected={active === items.length}
              tabIndex={-1}
              onClick={close}
              className="mt-1 block border-t border-gray-100 px-4 py-2.5 text-sm font-medium text-primary-700 hover:bg-gray-50 aria-selected:bg-gray-100 dark:border-gray-800 dark:text-primary-400 dark:hover:bg-gray-800 dark:aria-selected:bg-gray-800"
            >
              {text.searchAll(trimmed)}
            </Link>
          </li>
        )}
      </ul>
    </Form>
  );
}
