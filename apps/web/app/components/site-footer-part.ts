/**
 * The storefront footer as a late part (lib/late.tsx): links and texts only, it hydrates after the rest of the
 * page, and its code is not among the scripts every page loads first (docs/decisions/006).
 */
import { late } from '../lib/late';

export const siteFooterPart = late<object>(() =>
  import('./site-footer').then((module) => ({ default: module.SiteFooter })),
);
