/**
 * Which language a URL is in and how to reach the same page in the other one. Russian lives at the
 * specification's paths, Uzbek (Latin script) under the `/uz` prefix.
 */
import type { Lang } from '@polotno/domain';
import { useLocation } from 'react-router';

export const UZ_PREFIX = '/uz';

/**
 * Each language's name in itself, as the language switch shows it. Not part of a dictionary: a page loads
 * only its own language's texts, and the switch names the other language.
 */
export const LANG_NAMES: Record<Lang, string> = { ru: 'Русский', uz: "O'zbekcha" };

/** The language of a pathname: `/uz` and everything below it is Uzbek, the rest Russian. */
export function langFromPath(pathname: string): Lang {
  return pathname === UZ_PREFIX || pathname.startsWith(`${UZ_PREFIX}/`) ? 'uz' : 'ru';
}

/** The language of the page being shown, read from its URL. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** The language of the page a request (a loader's or an action's) is for. */
export function pageLang(request: Request): Lang {
  return langFromPath(new URL(request.url).pathname);
}

/** A Russian (prefix-less) path as it is addressed in `lang`. */
export function localizePath(path: string, lang: Lang): string {
  if (lang === 'ru') return path;
  return path === '/' ? UZ_PREFIX : `${UZ_PREFIX}${path}`;
}

/** The pathname without its language prefix: `/uz/catalog` → `/catalog`, `/uz` → `/`. */
export function stripLang(pathname: string): string {
  if (langFromPath(pathname) === 'ru') return pathname;
  return pathname.slice(UZ_PREFIX.length) || '/';
}

/** The same page in `lang`: `/catalog` ↔ `/uz/catalog`. */
export function twinPath(pathname: string, lang: Lang): string {
  return localizePath(stripLang(pathname), lang);
}

/** An API item that may say which of its texts fell back to another language (`fallback`, see the domain). */
export interface MayFallBack<K extends string> {
  fallback?: Partial<Record<K, Lang>>;
}

/**
 * The `lang` attribute for the element holding `field` of `item`: the language its text is really in when
 * it fell back (an Uzbek page showing a Russian text the manager has not translated), else none, so the
 * element keeps the page's language.
 */
export function langOf<K extends string>(item: MayFallBack<K>, field: K): Lang | undefined {
  return item.fallback?.[field];
}
