import type { MetaDescriptor } from 'react-router';
import { dictionary } from './i18n';
import { langFromPath } from './locale';
import type { PageKey } from './pages';

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
  'login',
  'admin',
  'adminBlog',
  'adminNews',
  'adminUsers',
  'adminCategory',
  'adminProducts',
  'adminOrders',
  'adminRequests',
  'adminVacancies',
  'adminStaff',
  'adminPromotions',
  'adminPages',
]);

/** The `<title>` and description of `page` in the language of `pathname`. */
export function pageMeta(page: PageKey, pathname: string): MetaDescriptor[] {
  const t = dictionary(langFromPath(pathname));
  const text = t.pages[page];
  const title = page === 'home' ? `Polotno — ${t.home.heroTitle}` : `${text.title} — Polotno`;
  const meta: MetaDescriptor[] = [{ title }, { name: 'description', content: text.description }];
  if (PRIVATE.has(page)) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}
