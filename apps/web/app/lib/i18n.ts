/**
 * The texts of the shop's frame. Each language is its own module (`i18n.ru.ts`, `i18n.uz.ts`) typed by
 * `Dictionary`, so the compiler refuses a key that exists in one language only, and a page loads only its
 * own language (lib/texts.ts). Uzbek is written in Latin script.
 */
import type { Lang } from '@polotno/domain';
import { useLang } from './locale';
import type { PageKey } from './pages';
import { textsOf } from './texts';

export interface PageText {
  title: string;
  description: string;
}

export type PopupKey = 'login' | 'register' | 'reset';

export interface Dictionary {
  a11y: {
    skipToContent: string;
    mainNav: string;
    breadcrumbs: string;
    loading: string;
    notifications: string;
  };
  header: {
    searchLabel: string;
    searchPlaceholder: string;
    searchSubmit: string;
    cart: string;
    saved: string;
    cabinet: string;
    login: string;
    menu: string;
    logout: string;
    categoriesTab: string;
    navigationTab: string;
    language: string;
  };
  theme: { label: string; light: string; dark: string; system: string };
  footer: {
    tagline: string;
    customers: string;
    company: string;
    contacts: string;
    facts: string[];
    managers: string;
  };
  home: {
    heroTitle: string;
    heroText: string;
    toCatalog: string;
    toPrice: string;
    facts: { title: string; text: string }[];
    forCustomers: string;
  };
  popups: Record<PopupKey, PageText> & { toRegister: string; toLogin: string; toReset: string; close: string };
  errors: {
    notFoundAt: (path: string) => string;
    /** What the "not found" page says under its heading. */
    notFoundText: string;
    generalTitle: string;
    generalText: string;
    status: (status: number) => string;
    toHome: string;
    toCatalog: string;
  };
  cabinet: { toCabinet: string };
  admin: { title: string; toShop: string };
  /** Page titles; what each page is for is sent by the server (lib/page-descriptions.server.ts). */
  pages: Record<PageKey, { title: string }>;
}

/** The texts of the shop in `lang`. */
export function dictionary(lang: Lang): Dictionary {
  return textsOf('core', lang);
}

/** The dictionary of the page being shown. */
export function useDictionary(): Dictionary {
  return dictionary(useLang());
}
