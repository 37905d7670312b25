/**
 * What search engines read besides the page itself: the canonical address of a page, its language
 * twins for `hreflang`, and JSON-LD text that can never end its `<script>` element early.
 */
import type { Lang } from '@polotno/domain';
import { searchableQuery } from '@polotno/domain/client';
import { useRouteLoaderData } from 'react-router';
import { twinPath } from './locale';

/**
 * Query parameters that choose different content (a category, a catalogue section, a blog tag, a search, a
 * page of a list). Everything else — filters, sort, the chosen colour, popups — shows the same content
 * another way, so it stays out of the canonical address. A search for a fabric's name is a landing page
 * of its own (what a customer types into a search engine too), so it is kept, in the normal form the API
 * searches by: `?search=%20Кулирка` and `?search=кулирка` are one page, and a query too short to search
 * (which shows the whole catalogue) is dropped.
 */
const CONTENT_PARAMS = ['category', 'section', 'tag', 'search', 'page'] as const;

/** The query of the canonical address: content parameters only, in a fixed order, page 1 left out. */
export function canonicalSearch(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CONTENT_PARAMS) {
    const raw = params.get(name);
    const value = name === 'search' ? raw && searchableQuery(raw) : raw?.trim();
    if (!value || (name === 'page' && value === '1')) continue;
    kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

export interface PageAddresses {
  canonical: string;
  /** The same content in each language; `x-default` is the Russian one (the shop's default language). */
  alternates: Record<Lang | 'x-default', string>;
}

/** Absolute canonical and alternate addresses of the page at `pathname` + `search`. */
export function pageAddresses(origin: string, pathname: string, search: string): PageAddresses {
  const query = canonicalSearch(search);
  const ru = `${origin}${twinPath(pathname, 'ru')}${query}`;
  const uz = `${origin}${twinPath(pathname, 'uz')}${query}`;
  return { canonical: `${origin}${pathname}${query}`, alternates: { ru, uz, 'x-default': ru } };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are written as JSON escapes, so no
 * text from the catalogue (`</script>`, `<!--`) can close the element or start markup, and U+2028/U+2029
 * are escaped for old parsers. The JSON means the same after `JSON.parse`.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The shop's public origin (`https://…`), as the root loader read it; absolute links are built on it. */
export function usePublicOrigin(): string {
  return useRouteLoaderData<{ origin?: string }>('root')?.origin ?? '';
}
