import type { MayFallBack } from '../../lib/locale';

/** A fabric category as the phone menu lists it: a link into the catalogue filtered by it, with its count. */
export interface MenuCategory extends MayFallBack<'name'> {
  id: string;
  name: string;
  count: number;
}
