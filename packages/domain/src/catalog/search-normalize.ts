/**
 * The normal form of a search query, shared by the API (its search and cache keys) and the web (the
 * canonical address of a search page). Kept apart from search-text.ts so the browser bundle gets these two
 * lines without the keyboard-layout and transliteration tables.
 */

/** Searches start at this many characters (spec §5: fewer clears the results). */
export const MIN_SEARCH_LENGTH = 3;

/** Lower-cases, folds ё to е and collapses whitespace: the form searches and cache keys use. */
export function normalizeSearch(text: string): string {
  return text.normalize('NFC').toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();
}

/** The normal form of `text` when it is long enough to search (see MIN_SEARCH_LENGTH), else null. */
export function searchableQuery(text: string): string | null {
  const normalized = normalizeSearch(text);
  return [...normalized.replace(/\s/g, '')].length < MIN_SEARCH_LENGTH ? null : normalized;
}
