/**
 * What a product card shows, and nothing more: a page listing products sends these to the browser instead
 * of whole products (descriptions, characteristics and every colour's photos stay on the server).
 */
import type { Image, Product } from '@polotno/domain';

/** Colour dots a card shows; it names how many colours there are in all. */
export const CARD_COLORS = 4;
/**
 * The widest picture a card can use: 300 px on wide screens, a third of a tablet, half a phone, at up to 3×
 * density. Wider renditions are left out of its `srcset`.
 */
const CARD_MAX_WIDTH = 1024;

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
    image: product.image && cardImage(product.image),
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

/** The picture with only the renditions a card can use in its `srcset`. */
function cardImage(image: Image): Image {
  if (!image.srcset) return image;
  const candidates = image.srcset.split(', ');
  const fitting = candidates.filter((candidate) => {
    const width = /\s(\d+)w$/.exec(candidate)?.[1];
    return width === undefined || Number(width) <= CARD_MAX_WIDTH;
  });
  return fitting.length > 0 && fitting.length < candidates.length ? { ...image, srcset: fitting.join(', ') } : image;
}
