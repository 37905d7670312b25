import type { Lang } from '@polotno/domain';
import { useLocation } from 'react-router';
import { dictionary, type Dictionary } from './i18n';
import { langFromPath, localizePath } from './locale';
import { PAGES, type PageKey } from './pages';

/** The language of the page being shown, read from its URL. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** The dictionary of the page being shown. */
export function useDictionary(): Dictionary {
  return dictionary(useLang());
}

/** The address of `page` in `lang`, with `:name` segments filled from `params`. */
export function pagePath(page: PageKey, lang: Lang, params: Record<string, string> = {}): string {
  const path = PAGES[page].path.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(params[name] ?? ''));
  return localizePath(path, lang);
}
