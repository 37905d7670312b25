/**
 * The product page's characteristics as a late part (lib/late.tsx): plain tables, hydrated after the rest of the
 * page, their code not among the scripts the page loads first (docs/decisions/006).
 */
import type { Characteristics, Product } from '@polotno/domain';
import { late } from '../../lib/late';

export const characteristicTablesPart = late<{ product: Product; groups: Characteristics }>(() =>
  import('./characteristic-tables').then((module) => ({ default: module.CharacteristicTables })),
);
