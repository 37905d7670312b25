/**
 * Every page of the shop (spec §2): its path at the Russian address (the Uzbek twin adds `/uz`) and its
 * parent, from which breadcrumbs are built. Titles and descriptions live in the dictionaries of `i18n.ts`.
 */
import type { Lang } from '@polotno/domain/client';
import { localizePath } from './locale';

interface PageDefinition {
  path: string;
  parent: string | null;
}

export const PAGES = {
  home: { path: '/', parent: null },
  notFound: { path: '/404', parent: 'home' },
  catalog: { path: '/catalog', parent: 'home' },
  filter: { path: '/filter', parent: 'catalog' },
  product: { path: '/product/:id', parent: 'catalog' },
  stock: { path: '/stock', parent: 'home' },
  price: { path: '/price', parent: 'home' },
  briefOrder: { path: '/brief-order', parent: 'home' },
  cart: { path: '/cart', parent: 'home' },
  saved: { path: '/saved', parent: 'home' },
  about: { path: '/about', parent: 'home' },
  staff: { path: '/staff', parent: 'about' },
  requisites: { path: '/requisites', parent: 'about' },
  garanty: { path: '/garanty', parent: 'home' },
  policy: { path: '/policy', parent: 'home' },
  paymentTerms: { path: '/payment-terms', parent: 'home' },
  termsDelivery: { path: '/terms-delivery', parent: 'home' },
  conditionsOrders: { path: '/conditions-orders', parent: 'home' },
  contact: { path: '/contact', parent: 'home' },
  blog: { path: '/blog', parent: 'home' },
  blogItem: { path: '/blog/:id', parent: 'blog' },
  news: { path: '/news', parent: 'home' },
  newsItem: { path: '/news/:id', parent: 'news' },
  vacancies: { path: '/vacancies', parent: 'home' },
  vacancyItem: { path: '/vacancies/:id', parent: 'vacancies' },
  vacationItem: { path: '/vacation-item', parent: 'vacancies' },
  cabinet: { path: '/cabinet', parent: 'home' },
  user: { path: '/user', parent: 'home' },
  userCabinet: { path: '/user/cabinet', parent: 'user' },
  userHistory: { path: '/user/history', parent: 'user' },
  userPassword: { path: '/user/password', parent: 'user' },
  userRequisites: { path: '/user/requisites', parent: 'user' },
  userCompany: { path: '/user/company', parent: 'user' },
  invite: { path: '/invite/:token', parent: 'home' },
  login: { path: '/login', parent: 'home' },
  admin: { path: '/admin', parent: 'home' },
  adminBlog: { path: '/admin/blog', parent: 'admin' },
  adminNews: { path: '/admin/news', parent: 'admin' },
  adminUsers: { path: '/admin/users', parent: 'admin' },
  adminCompanies: { path: '/admin/companies', parent: 'admin' },
  adminCategory: { path: '/admin/category', parent: 'admin' },
  adminProducts: { path: '/admin/products', parent: 'admin' },
  adminRolls: { path: '/admin/rolls', parent: 'admin' },
  adminOrders: { path: '/admin/orders', parent: 'admin' },
  adminRequests: { path: '/admin/requests', parent: 'admin' },
  adminVacancies: { path: '/admin/vacancies', parent: 'admin' },
  adminStaff: { path: '/admin/staff', parent: 'admin' },
  adminPromotions: { path: '/admin/promotions', parent: 'admin' },
  adminPages: { path: '/admin/pages', parent: 'admin' },
  adminExchange: { path: '/admin/exchange', parent: 'admin' },
  adminAudit: { path: '/admin/audit', parent: 'admin' },
} as const satisfies Record<string, PageDefinition>;

export type PageKey = keyof typeof PAGES;

/** The page and its ancestors, from Home down to the page itself. */
export function pageTrail(page: PageKey): PageKey[] {
  const trail: PageKey[] = [];
  let current: PageKey | null = page;
  while (current) {
    trail.unshift(current);
    current = PAGES[current].parent as PageKey | null;
  }
  return trail;
}

/** The address of `page` in `lang`, with `:name` segments filled from `params`. */
export function pagePath(page: PageKey, lang: Lang, params: Record<string, string> = {}): string {
  const path = PAGES[page].path.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(params[name] ?? ''));
  return localizePath(path, lang);
}
