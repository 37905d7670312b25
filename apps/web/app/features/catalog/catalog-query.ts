/**
 * The catalogue's filter state lives in the page's URL under the same names the API's listing takes
 * (`/catalog?category=futer&color=Белый&sort=newest`), so a GET form writes it and links can share it.
 */
import { SECTIONS, SORTS } from '@polotno/domain/client';
import type { Section, Sort } from '@polotno/domain';

/** Multi-value filters (`color=a&color=b`). */
export const LIST_FILTERS = ['category', 'composition', 'color', 'canvas', 'weight'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** Every URL parameter the listing reads; anything else (`popup`, …) stays out of API calls. */
const LISTING_PARAMS = [...LIST_FILTERS, 'search', 'section', 'inStock', 'sort', 'page'] as const;

export interface CatalogState {
  search: string;
  section: Section | null;
  sort: Sort;
  page: number;
  inStock: boolean;
  filters: Record<ListFilter, string[]>;
}

/** What the URL asks the catalogue to show. */
export function readCatalogState(params: URLSearchParams): CatalogState {
  const section = params.get('section');
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const filters = Object.fromEntries(
    LIST_FILTERS.map((name) => [name, params.getAll(name).filter((value) => value.trim() !== '')]),
  ) as Record<ListFilter, string[]>;
  return {
    search: (params.get('search') ?? '').trim(),
    section: SECTIONS.find((value) => value === section) ?? null,
    sort: SORTS.find((value) => value === sort) ?? 'relevance',
    page: Number.isFinite(page) && page > 0 ? page : 1,
    inStock: params.get('inStock') === 'true',
    filters,
  };
}

/** True when the visitor narrowed the listing in any way. */
export function isFiltered(state: CatalogState): boolean {
  return (
    state.search !== '' ||
    state.section !== null ||
    state.inStock ||
    LIST_FILTERS.some((name) => state.filters[name].length > 0)
  );
}

/** The API listing query for the page's URL: only listing parameters, empty ones dropped. */
export function listingQuery(params: URLSearchParams, extra: Record<string, string> = {}): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of LISTING_PARAMS) {
    for (const value of params.getAll(name)) if (value.trim() !== '') query.append(name, value);
  }
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  return query;
}

/** The page's search string with `changes` applied (`null` removes a parameter); the page resets to 1. */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = listingQuery(params);
  next.delete('page');
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const search = next.toString();
  return search ? `?${search}` : '';
}
