import { Search } from 'lucide-react';
import { Form, useSearchParams } from 'react-router';
import { pagePath, useDictionary, useLang } from '../lib/use-lang';

// Spec §9: a search needs at least 3 characters.
const MIN_SEARCH = 3;

/** The header's search box: a GET form to the catalogue (`?q=`), so it works before JavaScript loads. */
export function SearchForm({ className = '' }: { className?: string }) {
  const lang = useLang();
  const t = useDictionary();
  const [params] = useSearchParams();
  return (
    <Form method="get" action={pagePath('catalog', lang)} role="search" className={`relative ${className}`}>
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
        name="q"
        minLength={MIN_SEARCH}
        defaultValue={params.get('q') ?? ''}
        placeholder={t.header.searchPlaceholder}
        className="h-10 w-full rounded-lg border border-gray-300 bg-gray-50 pr-24 pl-10 text-sm text-gray-900 placeholder:text-gray-500 focus:border-primary-600 focus:bg-white dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:focus:bg-gray-950"
      />
      <button type="submit" className="button-primary absolute top-1 right-1 h-8 px-3 text-sm">
        {t.header.searchSubmit}
      </button>
    </Form>
  );
}
