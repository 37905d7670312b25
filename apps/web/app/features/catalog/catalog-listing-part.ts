/**
 * The catalogue's listing (filters, sorting, cards, pagination) as a late part (lib/late.tsx): it hydrates after
 * the rest of the page and its code is not among the scripts the catalogue, filter and search pages load first
 * (docs/decisions/006). Until then its filter form, sorting and links work as HTML, as without JavaScript.
 */
import { late } from '../../lib/late';
import type { CatalogData } from './catalog-listing';

export const catalogListingPart = late<{ data: CatalogData; filterPage: boolean }>(() =>
  import('./catalog-listing').then((module) => ({ default: module.CatalogListing })),
);
