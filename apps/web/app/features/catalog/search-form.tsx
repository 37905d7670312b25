import { Search } from '../../components/icons/search';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, useFetcher, useNavigate, useSearchParams } from 'react-router';
import { deferred } from '../../lib/deferred';
import { localizePath, useLang } from '../../lib/locale';
import { useDictionary } from '../../lib/i18n';
import { pagePath } from '../../lib/pages';
import type { Suggestions } from './search-suggest.server';
import type { SearchSuggestionsProps } from './search-suggestions';

/** The suggestions' code loads when the box is first focused; the server renders them at once (lib/deferred.tsx). */
export const searchSuggestions = deferred<SearchSuggestionsProps>(() => import('./search-suggestions'));
const Suggestions = searchSuggestions.Part;

// Spec §9: a search needs at least 3 characters; fewer clears the results.
const MIN_SEARCH = 3;
const DEBOUNCE_MS = 250;

/**
 * The header's search box: a GET form to the catalogue (`?search=`), so it works before JavaScript
 * loads. With JavaScript it also shows a few matching products as the visitor types: an ARIA 1.2 combobox
 * (list autocomplete) whose listbox holds the products and "all results"; the arrow keys move through them
 * while focus stays in the box, Enter opens the highlighted one. The status line and the listbox are
 * `search-suggestions.tsx`, whose code loads when the box is first focused. The box is a text input, as the
 * combobox pattern has it: HTML admits the combobox role on `type="text"`, not on `type="search"` (a searchbox
 * by its own right); `inputMode` and `enterKeyHint` keep the phone keyboard's search key.
 */
export function SearchForm({ className = '' }: { className?: string }) {
  const lang = useLang();
  const t = useDictionary();
  const [params] = useSearchParams();
  const fetcher = useFetcher<Suggestions>();
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
    // Only for a box in use: a page opened with `?search=` fills the box, and asks for nothing until it opens.
    if (!open || trimmed.length < MIN_SEARCH) return;
    timer.current = setTimeout(() => {
      load(`${localizePath('/search-suggest', lang)}?search=${encodeURIComponent(trimmed)}`);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
  }, [open, trimmed, lang, load]);

  const data = fetcher.data?.search === trimmed ? fetcher.data : null;
  const searching = trimmed.length >= MIN_SEARCH && (fetcher.state === 'loading' || !data);
  const catalogSearch = `${pagePath('catalog', lang)}?search=${encodeURIComponent(trimmed)}`;
  const shown = open && trimmed.length >= MIN_SEARCH;
  const items = shown && data ? data.items : [];
  // Every product, then "all results".
  const targets = items.length > 0 ? [...items.map((item) => productPath(item.id)), catalogSearch] : [];
  const expanded = targets.length > 0;
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
        type="text"
        inputMode="search"
        enterKeyHint="search"
        name="search"
        minLength={MIN_SEARCH}
        required
        autoComplete="off"
        value={query}
        onChange={(event) => {
          // Focused before the page hydrated: load the suggestions now.
          searchSuggestions.load();
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setOpen(true);
          searchSuggestions.load();
        }}
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
      <Suggestions
        listId={listId}
        label={t.header.searchLabel}
        query={trimmed}
        items={items}
        searching={shown && searching && !data}
        empty={shown && data?.items.length === 0}
        active={active}
        targets={targets}
        close={close}
      />
    </Form>
  );
}
