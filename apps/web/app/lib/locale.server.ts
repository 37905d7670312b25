/** The `locale` cookie: the language the visitor last chose with the language switch. */
import { LANGS, type Lang } from '@polotno/domain';
import { secureAttribute } from './cookie.server';

const COOKIE = 'locale';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The language stored in the visitor's `locale` cookie, or null when there is none (or it is unknown). */
export function findLocaleCookie(request: Request): Lang | null {
  return localeFromCookieHeader(request.headers.get('cookie') ?? '');
}

/** The language in a Cookie header's `locale` cookie, or null. */
export function localeFromCookieHeader(header: string): Lang | null {
  const match = /(?:^|;\s*)locale=([^;]*)/.exec(header);
  const value = match?.[1]?.trim();
  return value && (LANGS as readonly string[]).includes(value) ? (value as Lang) : null;
}

/**
 * A `Set-Cookie` value that remembers `lang` (`Secure` in production). Readable by scripts on purpose: it is a
 * preference, not a secret.
 */
export function localeCookie(lang: Lang, request: Request, production?: boolean): string {
  return `${COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secureAttribute(request, production)}`;
}
