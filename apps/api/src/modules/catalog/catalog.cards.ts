/**
 * Product cards: each product's answer in the API shape of spec §3 per language, and the facet values it
 * shows, made when the product changes and kept in `product_cards`. A card is named by its product's
 * version (`updated_at`), so it never goes out of date: a changed product simply asks for a card of a new
 * name. The store keeps recently used cards in memory (an LRU bounded in bytes), reads the others from
 * `product_cards`, and makes those that are missing there. A listing's statement therefore returns ids,
 * stock and versions only, and stays small whatever the products' descriptions weigh.
 */
import type { Db, StoredImage } from '@polotno/db';
import { LANGS, ProductSchema, type Lang, type Product } from '@polotno/domain';
import { LRUCache } from 'lru-cache';
import { imageView, swatchThumb } from './catalog.images.ts';
import * as repository from './catalog.repository.ts';
import type { FacetValue, ProductRow } from './catalog.repository.ts';

/** A text in `lang`, falling back to the other language when it is empty. */
export const pick = (lang: Lang, ru: string, uz: string) => (lang === 'uz' ? uz || ru : ru || uz);

/** A stored product in the API shape of spec §3, in `lang` (Uzbek falls back to Russian when empty). */
export function toProduct(row: ProductRow, lang: Lang): Product {
  // A colour without photos shows its swatch; in the colour list one small rendition is enough (a flat
  // texture gains nothing from srcset, and a listing of 24 products stays a third smaller).
  const colors = row.colors.map((color) => {
    const images = color.images.map(imageView);
    if (images.length === 0 && color.hex) images.push(swatchThumb(color.hex));
    return { id: color.id, name: pick(lang, color.nameRu, color.nameUz), hex: color.hex, images };
  });
  const first = row.colors.find((color) => color.images.length > 0 || color.hex);
  const firstImage: StoredImage | undefined =
    first?.images[0] ?? (first?.hex ? { kind: 'swatch', hex: first.hex } : undefined);
  return {
    id: row.id,
    name: pick(lang, row.nameRu, row.nameUz),
    description: pick(lang, row.descriptionRu, row.descriptionUz),
    shortDescription: pick(lang, row.shortDescriptionRu, row.shortDescriptionUz),
    price: row.priceKopecks / 100,
    unit: row.unit,
    art: row.art,
    lang,
    colors,
    image: firstImage ? imageView(firstImage) : null,
    type: row.type,
    characteristics: row.characteristics.map((entry) => ({
      name: pick(lang, entry.name.ru, entry.name.uz),
      value: pick(lang, entry.value.ru, entry.value.uz),
    })),
    categoryId: row.categoryId,
    show: row.show,
    bestseller: row.bestseller,
    recommended: row.recommended,
    latest: row.latest,
    canvas: pick(lang, row.canvasRu, row.canvasUz),
    composition: pick(lang, row.compositionRu, row.compositionUz),
    weight: row.weight,
    width: row.width,
    createdAt: row.createdAt.toISOString(),
    restockedAt: row.restockedAt?.toISOString() ?? null,
    // One entity carries both languages, so both translations are this id.
    translations: { ru: row.id, uz: row.id },
    params: { weight: row.weight, width: row.width, unit: row.unit },
    count: row.count,
    source: row.source,
  };
}

/**
 * A product's card in `lang` (see `product_cards`): `head`, its answer as the response schema shapes it,
 * without the stock, as JSON text missing its closing brace (readers append `,"count":N}`); and `facets`,
 * the values it shows under each filter, as JSON `[[facet, value, hex?], …]`.
 */
export function productCard(row: ProductRow, lang: Lang): { head: string; facets: string } {
  const { count: _count, ...card } = ProductSchema.parse(toProduct(row, lang));
  const values: FacetValue[] = [];
  if (card.categoryId) values.push(['category', card.categoryId]);
  if (card.composition) values.push(['composition', card.composition]);
  if (card.canvas) values.push(['canvas', card.canvas]);
  if (card.weight !== null) values.push(['weight', String(card.weight)]);
  // One value per colour name; of several colours of one name, the smallest hex is the swatch.
  const colors = new Map<string, string | null>();
  for (const color of card.colors) {
    if (!color.name) continue;
    const seen = colors.get(color.name);
    colors.set(
      color.name,
      seen === undefined || (color.hex !== null && (seen === null || color.hex < seen)) ? color.hex : seen,
    );
  }
  for (const [name, hex] of colors) values.push(['color', name, hex]);
  return { head: JSON.stringify(card).slice(0, -1), facets: JSON.stringify(values) };
}

/** A product's card in one language, as the store hands it out. */
export interface Card {
  /** The product's JSON without its stock and closing brace: `${head},"count":${count}}` is the answer. */
  head: string;
  facets: FacetValue[];
}

/** A product named with its version, as listings return it. */
export interface Versioned {
  id: number;
  version: string;
}

export interface CardStore {
  /**
   * The cards in `lang` of these product versions, by id, and whether every one was found: a product
   * written after it was listed has no card of that version any more (its listing should be read again).
   */
  get(products: readonly Versioned[], lang: Lang): Promise<{ cards: Map<number, Card>; complete: boolean }>;
  /** Makes and stores the cards (both languages) of these products as they are now. */
  rebuild(ids: readonly number[]): Promise<void>;
}

export function createCardStore(db: Db, options: { maxBytes?: number } = {}): CardStore {
  const memory = new LRUCache<string, Card>({
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    // UTF-16 text, plus about as much again for the facet values.
    sizeCalculation: (card) => card.head.length * 4,
  });
  const keyOf = (id: number, lang: Lang, version: string) => `${id}|${lang}|${version}`;

  async function rebuild(ids: readonly number[]): Promise<void> {
    // Chunks keep each statement small whatever the catalogue's size.
    for (let start = 0; start < ids.length; start += 500) {
      const rows = await repository.findProductsByIds(db, ids.slice(start, start + 500));
      const stored = rows.flatMap((row) =>
        LANGS.map((lang) => ({ productId: row.id, lang, ...productCard(row, lang), builtFrom: row.version })),
      );
      await repository.upsertCards(db, stored);
      for (const card of stored) {
        memory.set(keyOf(card.productId, card.lang, card.builtFrom), {
          head: card.head,
          facets: JSON.parse(card.facets) as FacetValue[],
        });
      }
    }
  }

  return {
    rebuild,
    async get(products, lang) {
      const cards = new Map<number, Card>();
      let missing: Versioned[] = [];
      for (const product of products) {
        const card = memory.get(keyOf(product.id, lang, product.version));
        if (card) cards.set(product.id, card);
        else missing.push(product);
      }
      if (missing.length === 0) return { cards, complete: true };

      const versions = new Map(missing.map((product) => [product.id, product.version]));
      for (const row of await repository.findCards(db, missing, lang)) {
        const card = { head: row.head, facets: JSON.parse(row.facets) as FacetValue[] };
        memory.set(keyOf(row.id, lang, versions.get(row.id) as string), card);
        cards.set(row.id, card);
      }
      missing = missing.filter((product) => !cards.has(product.id));
      if (missing.length === 0) return { cards, complete: true };

      // Not made yet (a fresh seed, a database from before cards, a product written just now).
      await rebuild(missing.map((product) => product.id));
      for (const product of missing) {
        const card = memory.get(keyOf(product.id, lang, product.version));
        if (card) cards.set(product.id, card);
      }
      return { cards, complete: cards.size === products.length };
    },
  };
}
