/**
 * What the product editor shows: the form's values as typed. A product read from the API and a refused
 * form both become a draft, so a refused form comes back with everything the administrator typed.
 */
import type { AdminProduct, Image, Lang } from '@polotno/domain';

type Both = Record<Lang, string>;

/** An uploaded image of a colour: its id is what the API stores, the view is for the thumbnail. */
export type DraftImage = Image & { id: string };

export interface ColorDraft {
  name: Both;
  hex: string;
  images: DraftImage[];
}

export interface CharacteristicDraft {
  key: string;
  name: Both;
  value: Both;
}

export interface ProductDraft {
  /** null for a product not saved yet. */
  id: number | null;
  /**
   * Changes whenever the form must start over from this draft (a save, a refusal), so no stale input,
   * a chosen file above all, survives into the next submission.
   */
  revision: string;
  /** Products synchronised from WooCommerce take only the fields the shop owns (stock and flags). */
  synced: boolean;
  art: string;
  categoryId: string;
  name: Both;
  shortDescription: Both;
  description: Both;
  price: string;
  count: string;
  composition: Both;
  canvas: Both;
  weight: string;
  width: string;
  show: boolean;
  bestseller: boolean;
  recommended: boolean;
  latest: boolean;
  colors: ColorDraft[];
  characteristics: CharacteristicDraft[];
}

const empty = (): Both => ({ ru: '', uz: '' });

/** The form of a new product. */
export function emptyDraft(): ProductDraft {
  return {
    id: null,
    revision: 'new',
    synced: false,
    art: '',
    categoryId: '',
    name: empty(),
    shortDescription: empty(),
    description: empty(),
    price: '',
    count: '0',
    composition: empty(),
    canvas: empty(),
    weight: '',
    width: '',
    show: true,
    bestseller: false,
    recommended: false,
    latest: false,
    colors: [],
    characteristics: [],
  };
}

/** The form of a saved product. Images kept outside the shop (WooCommerce) have no id and are left out. */
export function draftOf(product: AdminProduct): ProductDraft {
  return {
    id: product.id,
    revision: product.updatedAt,
    synced: product.source === 'woocommerce',
    art: product.art,
    categoryId: product.categoryId ?? '',
    name: product.name,
    shortDescription: product.shortDescription,
    description: product.description,
    price: String(product.price),
    count: String(product.count),
    composition: product.composition,
    canvas: product.canvas,
    weight: product.weight === null ? '' : String(product.weight),
    width: product.width === null ? '' : String(product.width),
    show: product.show,
    bestseller: product.bestseller,
    recommended: product.recommended,
    latest: product.latest,
    colors: product.colors.map((color) => ({
      name: color.name,
      hex: color.hex ?? '',
      images: color.images.flatMap((image) => (image.id ? [{ ...image, id: image.id }] : [])),
    })),
    characteristics: product.characteristics,
  };
}
