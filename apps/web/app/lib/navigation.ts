/** Which pages each menu of the shop lists, in order. Labels are the pages' titles from the dictionaries. */
import type { PageKey } from './pages';

/** The desktop header's main menu. */
export const MAIN_NAV: readonly PageKey[] = [
  'catalog',
  'stock',
  'price',
  'about',
  'news',
  'blog',
  'vacancies',
  'contact',
];

/** The mobile menu's "navigation" tab: the site's sections (its other tab lists the fabric categories). */
export const SITE_NAV: readonly PageKey[] = [
  'about',
  'news',
  'blog',
  'vacancies',
  'staff',
  'conditionsOrders',
  'paymentTerms',
  'termsDelivery',
  'garanty',
  'contact',
];

export const FOOTER_CUSTOMERS: readonly PageKey[] = [
  'catalog',
  'price',
  'briefOrder',
  'conditionsOrders',
  'paymentTerms',
  'termsDelivery',
  'garanty',
];

export const FOOTER_COMPANY: readonly PageKey[] = ['about', 'staff', 'news', 'blog', 'vacancies', 'requisites'];

/** The customer cabinet's menu (spec §2). */
export const CABINET_NAV: readonly PageKey[] = [
  'userCabinet',
  'userHistory',
  'cart',
  'saved',
  'userPassword',
  'userRequisites',
  'userCompany',
  'contact',
];

/** The back office's sidebar. */
export const ADMIN_NAV: readonly PageKey[] = [
  'admin',
  'adminOrders',
  'adminRequests',
  'adminProducts',
  'adminRolls',
  'adminExchange',
  'adminAudit',
  'adminCategory',
  'adminUsers',
  'adminCompanies',
  'adminNews',
  'adminBlog',
  'adminVacancies',
  'adminStaff',
  'adminPromotions',
  'adminPages',
];
