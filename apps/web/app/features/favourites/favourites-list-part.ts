/**
 * The favourites' cards as a late part (lib/late.tsx): they hydrate after the rest of `/saved`, and their code
 * is not among the scripts the page loads first (docs/decisions/006).
 */
import type { Product } from '@polotno/domain';
import { late } from '../../lib/late';

export const favouritesListPart = late<{ items: { id: number; product: Product | null }[] }>(() =>
  import('./favourites-list').then((module) => ({ default: module.FavouritesList })),
);
