/**
 * The header search's suggestions (spec §2, §3): the status line ("searching", "no results") and the
 * listbox of matching products with "all results". The search box itself (`search-form.tsx`) keeps the
 * query, the highlighted option and the keys; this part's code loads when the box is first focused.
 */
import { Link } from 'react-router';
import { useCatalogText } from './catalog.i18n';
import { formatNumber } from '../../lib/format';
import { langOf } from '../../lib/locale';
import { Loader2 } from '../../components/icons/loader-2';
import type { Suggestions } from './search-suggest.server';

/** A product as the suggestions show it (`routes/search-suggest.ts`). */
type Suggestion = Suggestions['items'][number];

export interface SearchSuggestionsProps {
  listId: string;
  label: string;
  /** What the visitor typed, trimmed. */
  query: string;
  /** The products to offer; empty while none are shown. */
  items: Suggestion[];
  /** Suggestions are asked for and not there yet. */
  searching: boolean;
  /** The answer for this query found nothing. */
  empty: boolean;
  /** The index of the highlighted option, -1 for none. */
  active: number;
  /** The address of every option: the products', then the catalogue's search. */
  targets: string[];
  close: () => void;
}

export default function SearchSuggestions({
  listId,
  label,
  query,
  items,
  searching,
  empty,
  active,
  targets,
  close,
}: SearchSuggestionsProps) {
  const text = useCatalogText();
  const status = searching ? text.searching : empty ? text.noResults : '';
  const expanded = targets.length > 0;
  const option = (index: number) => ({
    to: targets[index] ?? '',
    id: `${listId}-${index}`,
    role: 'option',
    'aria-selected': active === index,
    tabIndex: -1,
    onClick: close,
  });
  return (
    <>
      {/* Announces the search's progress; the products themselves are the listbox's options. */}
      <p
        role="status"
        className={
          status
            ? 'absolute inset-x-0 top-full z-50 mt-2 flex items-center gap-2 rounded-xl border border-gray-200 bg-white px-4 py-3 text-sm text-gray-600 shadow-xl dark:border-gray-800 dark:bg-gray-900 dark:text-gray-300'
            : 'sr-only'
        }
      >
        {searching && <Loader2 aria-hidden className="size-4 animate-spin" />}
        {status}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-2 max-h-[28rem] overflow-y-auto rounded-xl border border-gray-200 bg-white py-1 shadow-xl dark:border-gray-800 dark:bg-gray-900"
      >
        {items.map((item, index) => (
          <li key={item.id} role="presentation">
            <Link
              {...option(index)}
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
              {...option(items.length)}
              className="mt-1 block border-t border-gray-100 px-4 py-2.5 text-sm font-medium text-primary-700 hover:bg-gray-50 aria-selected:bg-gray-100 dark:border-gray-800 dark:text-primary-400 dark:hover:bg-gray-800 dark:aria-selected:bg-gray-800"
            >
              {text.searchAll(query)}
            </Link>
          </li>
        )}
      </ul>
    </>
  );
}
