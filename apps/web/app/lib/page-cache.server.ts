/**
 * Which page requests the server may answer from its short-lived cache of rendered pages, and under which
 * key (`apps/api/src/plugins/web.ts` keeps the cache; the web decides, as only it knows what a page reads).
 *
 * A page depends on its address and on the visitor's cookies. The personal ones are all named `polotno_…`:
 * the session (`__Host-polotno_session`, `polotno_session`) and the popups' flow and flash
 * (`polotno_auth_flow`, `polotno_auth_flash`); a request carrying any of them is never answered from the
 * cache. The `locale` cookie (the home page's redirect to the chosen language) is part of the key. Other
 * cookies are not read by any page.
 */
import { localeFromCookieHeader } from './locale.server';

const PERSONAL_COOKIE = /(?:^|;)\s*(?:__Host-)?polotno_[^=;\s]*=/;

/** The cache key of a `GET` of `url` (absolute) with `cookie` as its Cookie header, or null when personal. */
export function pageCacheKey(url: string, cookie: string | undefined): string | null {
  if (cookie === undefined || cookie === '') return `- ${url}`;
  if (PERSONAL_COOKIE.test(cookie)) return null;
  return `${localeFromCookieHeader(cookie) ?? '-'} ${url}`;
}
