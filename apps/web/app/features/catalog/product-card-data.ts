/**
 * What a product card shows, and nothing more: a page listing products sends these to the browser instead
 * of whole products (descriptions, characteristics and every colour's photos stay on the server).
 */
import type { Product } from '@polotno/domain';
import { compactImage } from '../../components/responsive-image';

/** Colour dots a card shows; it names how many colours there are in all. */
export const CARD_COLORS = 4;

export type ProductCardData = Pick<
  Product,
  'id' | 'name' | 'image' | 'composition' | 'weight' | 'width' | 'price' | 'unit' | 'count' | 'fallback'
> & {
  /** The card's label: the first of bestseller, new, recommended that holds; absent when none does. */
  badge?: 'bestseller' | 'latest' | 'recommended';
  /** The first colours' swatch colours (null: the colour has none). */
  colors: (string | null)[];
  colorCount: number;
};

/** A product cut down to its card. */
export function toProductCard(product: Product): ProductCardData {
  const badge = product.bestseller
    ? 'bestseller'
    : product.latest
      ? 'latest'
      : product.recommended
        ? 'recommended'
        : undefined;
  return {
    id: product.id,
    name: product.name,
    // The card derives the srcset of the shop's own pictures from `src` (ResponsiveImage).
    image: product.image && compactImage(product.image),
    composition: product.composition,
    weight: product.weight,
    width: product.width,
    price: product.price,
    unit: product.unit,
    count: product.count,
    ...(badge && { badge }),
    colors: product.colors.slice(0, CARD_COLORS).map((color) => color.hex),
    colorCount: product.colors.length,
    // Only when some text is untranslated (the card then marks it), so a translated card stays as small.
    ...(product.fallback && { fallback: product.fallback }),
  };
}
