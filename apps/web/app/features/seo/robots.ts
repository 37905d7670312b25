/**
 * robots.txt: everything public may be crawled; a visitor's own pages (cart, favourites, cabinet), the back
 * office, filter results (endless combinations of one catalogue) and the API may not — except the API's
 * images, which product pages show and image search indexes. Search results stay open: a search for a
 * fabric's name is a landing page, and its canonical address keeps the query in one normal form
 * (lib/seo.ts), so spellings of one query count as one page.
 */
import { localizePath } from '../../lib/locale';

/** Paths closed to crawlers, at their Russian addresses; each is closed in Uzbek too. */
const PRIVATE_PATHS = [
  '/filter',
  '/cart',
  '/saved',
  '/user',
  '/cabinet',
  '/login',
  '/admin',
  '/auth',
  '/search-suggest',
] as const;

/** The robots.txt of the shop at `origin`. */
export function robotsText(origin: string): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Allow: /api/images/',
    'Disallow: /locale',
    ...PRIVATE_PATHS.flatMap((path) => [`Disallow: ${path}`, `Disallow: ${localizePath(path, 'uz')}`]),
    // A popup is a view of a page listed elsewhere.
    'Disallow: /*?*popup=',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}
