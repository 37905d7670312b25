/** The header search's suggestions (spec §2: states "searching" and "no results"): a few matching products. */
import type { ProductSuggestions } from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { apiRequest } from '../../lib/api.server';

// Spec §9: a search needs at least 3 characters.
const MIN_SEARCH = 3;
const SUGGESTIONS = 6;

/** The products matching the request's `?search=`, as the suggestion list shows them; none below 3 characters. */
export async function findSuggestions(context: AppLoadContext, request: Request) {
  const search = (new URL(request.url).searchParams.get('search') ?? '').trim().slice(0, 200);
  if (search.length < MIN_SEARCH) return { search, more: false, items: [] };
  const query = new URLSearchParams({ search, limit: String(SUGGESTIONS) });
  const list = await apiRequest<ProductSuggestions>(context, request, `/api/products/suggest?${query}`);
  return {
    search,
    more: list.more,
    items: list.items.map((product) => ({
      id: product.id,
      name: product.name,
      composition: product.composition,
      weight: product.weight,
      price: product.price,
      unit: product.unit,
      image: product.image?.srcset
        ? (product.image.srcset.split(', ')[0]?.split(' ')[0] ?? null)
        : (product.image?.src ?? null),
      // Only when the name or composition is untranslated (the suggestion then marks its language).
      ...(product.fallback && { fallback: product.fallback }),
    })),
  };
}

export type Suggestions = Awaited<ReturnType<typeof findSuggestions>>;
