/** Where the back office shows each kind of object the audit trail names (null: nowhere of its own). */
import type { AuditKind, Lang } from '@polotno/domain/client';
import { pagePath, type PageKey } from '../../lib/pages';

const PLACES: Partial<Record<AuditKind, { page: PageKey; param?: string }>> = {
  product: { page: 'adminProducts', param: 'edit' },
  category: { page: 'adminCategory' },
  lot: { page: 'adminRolls' },
  roll: { page: 'adminRolls' },
  order: { page: 'adminOrders', param: 'id' },
  news: { page: 'adminNews', param: 'edit' },
  blog: { page: 'adminBlog', param: 'edit' },
  vacancy: { page: 'adminVacancies', param: 'edit' },
  staff: { page: 'adminStaff', param: 'edit' },
  promotion: { page: 'adminPromotions', param: 'edit' },
  page: { page: 'adminPages', param: 'edit' },
  request: { page: 'adminRequests' },
  user: { page: 'adminUsers' },
  company: { page: 'adminCompanies', param: 'id' },
  onec_difference: { page: 'adminExchange' },
};

/** The back-office page of an object, opened at it where the page takes its id. */
export function objectHref(kind: AuditKind, objectId: string, lang: Lang): string | null {
  if (kind === 'integration') return objectId === '1c' ? pagePath('adminExchange', lang) : null;
  const place = PLACES[kind];
  if (!place) return null;
  const path = pagePath(place.page, lang);
  return place.param ? `${path}?${new URLSearchParams({ [place.param]: objectId })}` : path;
}

/** The trail of one object. */
export function historyHref(kind: AuditKind, objectId: string, lang: Lang): string {
  return `${pagePath('adminAudit', lang)}?${new URLSearchParams({ kind, objectId })}`;
}
