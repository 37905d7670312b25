import type { Location, MetaDescriptor } from 'react-router';
import { dictionary } from './i18n';
import { langFromPath } from './locale';
import { descriptionOf } from './page-description';
import type { PageKey } from './pages';

/** What a route's `meta` receives that pageMeta needs. */
export interface PageMetaArgs {
  location: Location;
  matches: readonly ({ id: string; loaderData: unknown } | undefined)[];
}

// Pages that belong to one visitor or to the back office: search engines should not list them.
const PRIVATE: ReadonlySet<PageKey> = new Set<PageKey>([
  'notFound',
  'cart',
  'saved',
  'cabinet',
  'user',
  'userCabinet',
  'userHistory',
  'userPassword',
  'userRequisites',
  'userCompany',
  'invite',
  'login',
  'admin',
  'adminBlog',
  'adminNews',
  'adminUsers',
  'adminCompanies',
  'adminCategory',
  'adminProducts',
  'adminRolls',
  'adminOrders',
  'adminRequests',
  'adminVacancies',
  'adminStaff',
  'adminPromotions',
  'adminPages',
  'adminExchange',
  'adminAudit',
]);

/**
 * The `<title>` and description of `page` in the language of the address. The description comes from the
 * language layout's loader (lib/page-description.ts), as the browser keeps no table of them.
 */
export function pageMeta(page: PageKey, { location, matches }: PageMetaArgs): MetaDescriptor[] {
  const lang = langFromPath(location.pathname);
  const t = dictionary(lang);
  const title = page === 'home' ? `Polotno — ${t.home.heroTitle}` : `${t.pages[page].title} — Polotno`;
  // A page that shows "not found" (a missing product, say) says so, whatever address it is at.
  const description =
    page === 'notFound'
      ? t.errors.notFoundText
      : descriptionOf(page, matches.find((match) => match?.id === lang)?.loaderData);
  const meta: MetaDescriptor[] = [{ title }];
  if (description) meta.push({ name: 'description', content: description });
  if (PRIVATE.has(page)) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}
