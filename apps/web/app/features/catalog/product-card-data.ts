/**
 * What a product card shows, and nothing more: a page listing products sends these to the browser instead
 * of whole products (descriptions, characteristics and every colour's photos stay on the server).
 */
import type { Image, Product } from '@polotno/domain';
import { compactImage } from '../../components/responsive-image';

/** Colour dots a card shows; it names how many colours there are in all. */
export const CARD_COLORS = 4;

/**
 * A card's picture: its address, with the srcset only when the browser cannot derive it from the address
 * (a picture kept elsewhere). Cards crop every picture square, so its size is not sent.
 */
export type CardImage = Pick<Image, 'src'> & { srcset?: string };

export type ProductCardData = Pick<
  Product,
  'id' | 'name' | 'composition' | 'weight' | 'width' | 'price' | 'unit' | 'count' | 'fallback'
> & {
  image: CardImage | null;
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

/** The card's picture; the card derives the srcset of the shop's own pictures from `src` (ResponsiveImage). */
function cardImage(image: Image): CardImage {
  const { src, srcset } = compactImage(image);
  return srcset ? { src, srcset } : { src };
}

const requestCards = new WeakMap<Request, Map<number, ProductCardData>>();

/**
 * `toProductCard` that gives every product one card object per request: a product in several strips and in
 * the listing is then serialised once in the page's data (React Router's stream writes a repeated object as
 * a reference), instead of once per place it shows.
 */
export function toRequestCard(request: Request): (product: Product) => ProductCardData {
  let cards = requestCards.get(request);
  if (!cards) requestCards.set(request, (cards = new Map()));
  const known = cards;
  return (product) => {
    const card = known.get(product.id) ?? toProductCard(product);
    known.set(product.id, card);
    return card;
  };
}
