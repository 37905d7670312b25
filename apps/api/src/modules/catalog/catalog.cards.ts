/**
 * Product cards: each product's answer in the API shape of spec §3 per language, and the facet values it
 * shows, made when the product changes and kept in `product_cards`. A card is named by its product's
 * version (`updated_at`), so it never goes out of date: a changed product simply asks for a card of a new
 * name. The store keeps recently used cards in memory (an LRU bounded in bytes), reads the others from
 * `product_cards`, and makes those that are missing there. A listing's statement therefore returns ids,
 * stock and versions only, and stays small whatever the products' descriptions weigh.
 */
import type { Db, StoredImage } from '@polotno/db';
import { LANGS, ProductSchema, knitOf, type Lang, type Product } from '@polotno/domain';
import { LRUCache } from 'lru-cache';
import { picker } from '../../lib/localized.ts';
import { imageView, swatchThumb } from '../images/images.module.ts';
import * as repository from './catalog.repository.ts';
import type { FacetValue, ProductRow } from './catalog.repository.ts';

/**
 * A stored product in the API shape of spec §3, in `lang`: an empty text falls back to the other language,
 * and `fallback` (on the product, a colour, a characteristic) names the texts that did.
 */
export function toProduct(row: ProductRow, lang: Lang): Product {
  const anyLanguage = { anyLanguage: true };
  // A colour without photos shows a picture of the product's knit in that colour; in the colour list one
  // small rendition is named (the web offers the other widths), so a listing of 24 products stays a third
  // smaller. The knit is read from the canvas, else the name, else the category.
  const knit = knitOf(row.canvasRu, row.nameRu, row.categoryId);
  const colors = row.colors.map((color) => {
    const images = color.images.map(imageView);
    if (images.length === 0 && color.hex) images.push(swatchThumb(color.hex, knit));
    const t = picker<'name'>(lang, anyLanguage);
    const name = t.text('name', { ru: color.nameRu, uz: color.nameUz });
    return { id: color.id, name, hex: color.hex, images, ...t.marker() };
  });
  const t = picker<'name' | 'description' | 'shortDescription' | 'canvas' | 'composition'>(lang, anyLanguage);
  const first = row.colors.find((color) => color.images.length > 0 || color.hex);
  const firstImage: StoredImage | undefined =
    first?.images[0] ?? (first?.hex ? { kind: 'swatch', hex: first.hex, knit } : undefined);
  return {
    id: row.id,
    name: t.text('name', { ru: row.nameRu, uz: row.nameUz }),
    description: t.text('description', { ru: row.descriptionRu, uz: row.descriptionUz }),
    shortDescription: t.text('shortDescription', { ru: row.shortDescriptionRu, uz: row.shortDescriptionUz }),
    price: row.priceKopecks / 100,
    unit: row.unit,
    art: row.art,
    lang,
    colors,
    image: firstImage ? imageView(firstImage) : null,
    type: row.type,
    characteristics: row.characteristics.map((entry) => {
      const own = picker<'name' | 'value'>(lang, anyLanguage);
      return { name: own.text('name', entry.name), value: own.text('value', entry.value), ...own.marker() };
    }),
    categoryId: row.categoryId,
    show: row.show,
    bestseller: row.bestseller,
    recommended: row.recommended,
    latest: row.latest,
    canvas: t.text('canvas', { ru: row.canvasRu, uz: row.canvasUz }),
    composition: t.text('composition', { ru: row.compositionRu, uz: row.compositionUz }),
    weight: row.weight,
    width: row.width,
    createdAt: row.createdAt.toISOString(),
    restockedAt: row.restockedAt?.toISOString() ?? null,
    // One entity carries both languages, so both translations are this id.
    translations: { ru: row.id, uz: row.id },
    params: { weight: row.weight, width: row.width, unit: row.unit },
    count: row.count,
    source: row.source,
    ...t.marker(),
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

/** The two parts of a card, as the store hands them out. */
export interface CardParts {
  /**
   * The product's JSON without its stock and closing brace, as UTF-8 bytes: `${head},"count":${count}}` is
   * the answer (answers are assembled from bytes, so a listing's 65 KB are not encoded again per request).
   */
  head: Buffer;
  /** The values the product shows under each filter. */
  facets: FacetValue[];
}
export type CardPart = keyof CardParts;

/** A product named with its version, as listings return it. */
export interface Versioned {
  id: number;
  version: string;
}

export interface CardStore {
  /**
   * One part of the cards in `lang` of these product versions, by id, and whether every one was found: a
   * product written after it was listed has no card of that version any more (its listing should be read
   * again). A page needs the heads of its products; facet counts need the facets of a whole scope.
   */
  get<P extends CardPart>(
    products: readonly Versioned[],
    lang: Lang,
    part: P,
  ): Promise<{ found: Map<number, CardParts[P]>; complete: boolean }>;
  /** Makes and stores the cards (both languages) of these products as they are now. */
  rebuild(ids: readonly number[]): Promise<void>;
}

/**
 * The card store. Heads and facets are kept apart, each in an LRU bounded in bytes: a listing of a large
 * catalogue needs the facets of thousands of products but the heads of one page.
 */
export function createCardStore(db: Db, options: { maxBytes?: number } = {}): CardStore {
  const maxSize = options.maxBytes ?? 64 * 1024 * 1024;
  const memory: { [P in CardPart]: LRUCache<string, CardParts[P]> } = {
    head: new LRUCache<string, Buffer>({ maxSize, sizeCalculation: (head) => head.length }),
    // A few short arrays: about four times their JSON.
    facets: new LRUCache<string, FacetValue[]>({
      maxSize,
      sizeCalculation: (facets) => 64 + facets.reduce((sum, value) => sum + 48 + value[1].length * 2, 0),
    }),
  };
  const keyOf = (id: number, lang: Lang, version: string) => `${id}|${lang}|${version}`;
  const parse: { [P in CardPart]: (text: string) => CardParts[P] } = {
    head: (text) => Buffer.from(text),
    facets: (text) => JSON.parse(text) as FacetValue[],
  };

  async function rebuild(ids: readonly number[]): Promise<void> {
    // Chunks keep each statement small whatever the catalogue's size.
    for (let start = 0; start < ids.length; start += 500) {
      const rows = await repository.findProductsByIds(db, ids.slice(start, start + 500));
      const stored = rows.flatMap((row) =>
        LANGS.map((lang) => ({ productId: row.id, lang, ...productCard(row, lang), builtFrom: row.version })),
      );
      await repository.upsertCards(db, stored);
      for (const card of stored) {
        const key = keyOf(card.productId, card.lang, card.builtFrom);
        memory.head.set(key, parse.head(card.head));
        memory.facets.set(key, parse.facets(card.facets));
      }
    }
  }

  async function get<P extends CardPart>(products: readonly Versioned[], lang: Lang, part: P) {
    const kept = memory[part] as LRUCache<string, CardParts[P]>;
    const found = new Map<number, CardParts[P]>();
    let missing: Versioned[] = [];
    for (const product of products) {
      const value = kept.get(keyOf(product.id, lang, product.version));
      if (value !== undefined) found.set(product.id, value);
      else missing.push(product);
    }
    if (missing.length === 0) return { found, complete: true };

    const versions = new Map(missing.map((product) => [product.id, product.version]));
    for (const row of await repository.findCards(db, missing, lang, part)) {
      const value = parse[part](row.text);
      kept.set(keyOf(row.id, lang, versions.get(row.id) as string), value);
      found.set(row.id, value);
    }
    missing = missing.filter((product) => !found.has(product.id));
    if (missing.length === 0) return { found, complete: true };

    // Not made yet (a fresh seed, a database from before cards, a product written just now).
    await rebuild(missing.map((product) => product.id));
    for (const product of missing) {
      const value = kept.get(keyOf(product.id, lang, product.version));
      if (value !== undefined) found.set(product.id, value);
    }
    return { found, complete: found.size === products.length };
  }

  return { rebuild, get };
}
