/**
 * The fabric categories with their product counts, for the phone menu's «Категории» tab (spec §2). The
 * language layouts' loaders send them with every page (a few hundred bytes of data, no code); both API
 * reads are answered from the catalogue's cache, which every catalogue change invalidates.
 */
import type { ProductList } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { apiRequest } from '../../lib/api.server';
import type { MenuCategory } from './menu-category';
import { findCategories } from './catalog.server';

/** Every category in the catalogue's order with its count of products; none when the catalogue cannot be read. */
export async function findMenuCategories(context: AppLoadContext, request: Request): Promise<MenuCategory[]> {
  try {
    const [categories, list] = await Promise.all([
      findCategories(context, request),
      apiRequest<ProductList>(context, request, '/api/products?limit=1'),
    ]);
    const counts = new Map(list.facets.category.map((facet) => [facet.value, facet.count]));
    return categories.map(({ id, name, fallback }) => ({
      id,
      name,
      count: counts.get(id) ?? 0,
      ...(fallback?.name ? { fallback: { name: fallback.name } } : {}),
    }));
  } catch (error) {
    // The menu still opens, with its other tab; the page itself is not lost for want of its menu.
    console.error('menu categories unavailable', error);
    return [];
  }
}
