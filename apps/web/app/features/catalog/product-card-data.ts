/**
 * What a product card shows, and nothing more: a page listing products sends these to the browser instead
 * of whole products (descriptions, characteristics and every colour's photos stay on the server).
 */
import type { Product } from '@polotno/domain';

export type ProductCardData = Pick<
  Product,
  | 'id'
  | 'name'
  | 'image'
  | 'composition'
  | 'weight'
  | 'width'
  | 'price'
  | 'unit'
  | 'count'
  | 'bestseller'
  | 'latest'
  | 'recommended'
  | 'fallback'
> & { colors: { id: number; hex: string | null }[] };

/** A product cut down to its card. */
export function toProductCard(product: Product): ProductCardData {
  return {
    id: product.id,
    name: product.name,
    image: product.image,
    composition: product.composition,
    weight: product.weight,
    width: product.width,
    price: product.price,
    unit: product.unit,
    count: product.count,
    bestseller: product.bestseller,
    latest: product.latest,
    recommended: product.recommended,
    colors: product.colors.map((color) => ({ id: color.id, hex: color.hex })),
    // Only when some text is untranslated (the card then marks it), so a translated card stays as small.
    ...(product.fallback && { fallback: product.fallback }),
  };
}
