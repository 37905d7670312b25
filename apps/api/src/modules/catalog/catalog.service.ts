/**
 * Rules of the catalogue: visibility (only published products for non-admins), search (variants in both
 * scripts and layouts, then typo correction), facets, the product shape of spec §3, and the read-through
 * cache that every write invalidates. Other modules reach the catalogue only through this service.
 */
import type { Db, StoredImage } from '@polotno/db';
import {
  AppError,
  FACETS,
  IMAGE_WIDTHS,
  LANGS,
  ProductSchema,
  searchPlan,
  type Category,
  type Characteristics,
  type Facets,
  type Lang,
  type Product,
  type ProductListQuery,
  type SuggestQuery,
} from '@polotno/domain';
import type { FileStore, StoredFile } from '../../plugins/files.ts';
import { createCatalogCache, type CatalogCache } from './catalog.cache.ts';
import { imageView, renderSwatch, swatchKey, swatchThumb, uploadKey } from './catalog.images.ts';
import * as repository from './catalog.repository.ts';
import type { ProductRow } from './catalog.repository.ts';

/** Words shorter than this are not typo-corrected: too many near neighbours. */
const MIN_CORRECTED_WORD = 4;

const pick = (lang: Lang, ru: string, uz: string) => (lang === 'uz' ? uz || ru : ru || uz);

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
 * A product's card: its answer in `lang` as the response schema shapes it, without the stock, as JSON
 * text missing its closing brace (readers append `,"count":N}`; see `product_cards`).
 */
export function cardHead(row: ProductRow, lang: Lang): string {
  const { count: _count, ...card } = ProductSchema.parse(toProduct(row, lang));
  return JSON.stringify(card).slice(0, -1);
}

/** `(a:* & b:*) | (c:*)` per chunk, chunks AND-ed. Words hold only letters and digits, so this cannot be malformed. */
function toTsquery(plan: string[][][]): string {
  return plan
    .map((variants) => `(${variants.map((words) => `(${words.map((word) => `${word}:*`).join(' & ')})`).join(' | ')})`)
    .join(' & ');
}

function emptyFacets(): Facets {
  return { category: [], composition: [], color: [], canvas: [], weight: [] };
}

/** Facet rows as the API shows them: colours with a swatch, weights by value, others most frequent first. */
function toFacets(rows: repository.FacetCount[]): Facets {
  const facets = emptyFacets();
  for (const row of rows) {
    facets[row.facet].push(
      row.facet === 'color'
        ? { value: row.value, count: row.count, hex: row.hex }
        : { value: row.value, count: row.count },
    );
  }
  for (const name of FACETS) {
    facets[name].sort((a, b) =>
      name === 'weight' ? Number(a.value) - Number(b.value) : b.count - a.count || a.value.localeCompare(b.value, 'ru'),
    );
  }
  return facets;
}

/** The text of a `ProductList` whose items are the comma-joined product JSONs `items`. */
function listJson(items: string, total: number, query: ProductListQuery, facets: Facets): string {
  return `{"items":[${items}],"total":${total},"page":${query.page},"limit":${query.limit},"facets":${JSON.stringify(facets)}}`;
}

export interface CatalogService {
  readonly cache: CatalogCache;
  /** A `ProductList` as JSON text: one page with filters, sections, search, sort, total and facets. */
  listProducts(query: ProductListQuery, admin: boolean): Promise<string>;
  /** `ProductSuggestions` as JSON text: the newest products matching a typed search (the header's search box). */
  suggestProducts(query: SuggestQuery, admin: boolean): Promise<string>;
  /** Stock by primary key, without visibility rules (benchmark baseline and internal use). */
  findStock(id: number): Promise<{ id: number; count: number } | null>;
  /** One product as JSON text in `lang`. */
  productJson(id: number, lang: Lang, admin: boolean): Promise<string>;
  getProduct(id: number, lang: Lang, admin: boolean): Promise<Product>;
  getStock(id: number, admin: boolean): Promise<{ id: number; count: number }>;
  setStock(id: number, count: number): Promise<{ id: number; count: number }>;
  listCategories(lang: Lang): Promise<Category[]>;
  getCharacteristics(categoryId: string | undefined, lang: Lang, admin: boolean): Promise<Characteristics>;
  /** A stored image rendition, or null. */
  findImage(id: string, width: number): Promise<StoredFile | null>;
  /** A colour swatch rendition, rendered on first request; null for colours the catalogue does not use. */
  findSwatch(hex: string, width: number): Promise<StoredFile | null>;
  /** Stores a complete catalogue read from WooCommerce (one transaction) and drops cached answers. */
  importWooCatalogue(input: {
    categories: repository.WooCategoryInput[];
    products: repository.WooProductInput[];
  }): Promise<{ products: number; categories: number }>;
  /** Rebuilds every missing or outdated product card (at start-up, after a seed); returns how many products. */
  refreshCards(): Promise<number>;
  /** Drops cached answers; every write calls it. */
  changed(): void;
}

export function createCatalogService(deps: { db: Db; files: FileStore; cacheEnabled: boolean }): CatalogService {
  const { db, files } = deps;
  const cache = createCatalogCache({ enabled: deps.cacheEnabled });
  const rendering = new Map<string, Promise<void>>();

  async function rebuildCards(ids: readonly number[]) {
    // Chunks keep each statement small whatever the catalogue's size.
    for (let start = 0; start < ids.length; start += 500) {
      const found = await repository.findProductsByIds(db, ids.slice(start, start + 500));
      const cards = found.flatMap((row) =>
        LANGS.map((lang) => ({ productId: row.id, lang, head: cardHead(row, lang), builtFrom: row.version })),
      );
      await repository.upsertCards(db, cards);
    }
  }

  /**
   * Runs a read that takes products from their cards; when some card was missing or outdated (a product
   * written since, a fresh seed) it is rebuilt and the read runs again. A write racing the rebuild can
   * outdate a card once more, so this tries a few times.
   */
  async function withCards<T extends repository.CardPage>(read: () => Promise<T>): Promise<T> {
    let page = await read();
    for (let attempt = 0; attempt < 3 && page.stale.length > 0; attempt += 1) {
      await rebuildCards(page.stale);
      page = await read();
    }
    return page;
  }

  /**
   * The tsquery of a typed search: `undefined` when it is too short to search, null when the catalogue
   * holds nothing it could match. Each chunk keeps the variants (as typed, other layout, other script)
   * whose words some catalogue word starts with; a chunk left with none is corrected against the
   * catalogue's words by trigram distance, so a typo costs one more small query and no product scan.
   */
  async function resolveSearch(text: string): Promise<string | null | undefined> {
    const plan = searchPlan(text);
    if (!plan) return undefined;
    const lookup = await repository.lookupWords(db, [...new Set(plan.flat(2))], MIN_CORRECTED_WORD);
    const known = (word: string) => lookup.get(word)?.known === true;
    const resolved = plan.map((variants) => {
      const usable = variants.filter((words) => words.every(known));
      if (usable.length > 0) return usable;
      const corrections = variants.flat().flatMap((word) => lookup.get(word)?.similar ?? []);
      return [...new Set(corrections)].map((word) => [word]);
    });
    return resolved.every((variants) => variants.length > 0) ? toTsquery(resolved) : null;
  }

  async function productJson(id: number, lang: Lang, admin: boolean): Promise<string> {
    let found = await repository.findProductCard(db, id, lang);
    if (found && found.json === null) {
      await rebuildCards([id]);
      found = await repository.findProductCard(db, id, lang);
    }
    if (!found?.json || (!found.show && !admin)) throw new AppError('PRODUCT_NOT_FOUND');
    return found.json;
  }

  return {
    cache,
    async listProducts(query, admin) {
      const searching = query.search !== undefined && query.search.trim() !== '';
      const tsquery = searching ? await resolveSearch(query.search ?? '') : null;
      // Fewer than three characters gives an empty result, as the spec's search box clears its list; so
      // does a search the catalogue has no words for.
      if (tsquery === undefined || (searching && tsquery === null)) return listJson('', 0, query, emptyFacets());
      const page = await withCards(() => repository.findProductPage(db, { query, admin, tsquery }, true));
      return listJson(page.items, page.total, query, toFacets(page.facets));
    },

    async suggestProducts(query, admin) {
      const tsquery = await resolveSearch(query.search);
      if (!tsquery) return '{"items":[],"more":false}';
      const filter = { tsquery, lang: query.lang, admin, limit: query.limit };
      const page = await withCards(() => repository.findSuggestions(db, filter));
      return `{"items":[${page.items}],"more":${page.more}}`;
    },

    async findStock(id) {
      const row = await repository.findStock(db, id);
      return row ? { id: row.id, count: row.count } : null;
    },

    productJson,

    async getProduct(id, lang, admin) {
      return JSON.parse(await productJson(id, lang, admin)) as Product;
    },

    async getStock(id, admin) {
      const row = await repository.findStock(db, id);
      if (!row || (!row.show && !admin)) throw new AppError('PRODUCT_NOT_FOUND');
      return { id: row.id, count: row.count };
    },

    async setStock(id, count) {
      const row = await repository.updateStock(db, id, count);
      if (!row) throw new AppError('PRODUCT_NOT_FOUND');
      cache.invalidate();
      return row;
    },

    async listCategories(lang) {
      const rows = await repository.findCategories(db);
      return rows.map((row) => ({
        id: row.id,
        name: pick(lang, row.nameRu, row.nameUz),
        image: row.image ? { src: imageView(row.image).src } : null,
      }));
    },

    async getCharacteristics(categoryId, lang, admin) {
      // An unknown or missing category gives empty lists, not an error (spec §8).
      if (!categoryId) return { main: [], extra: [] };
      const { groups, values } = await repository.findCharacteristics(db, categoryId, admin);
      const result: Characteristics = { main: [], extra: [] };
      for (const group of groups) {
        const own = values
          .filter((value) => value.key === group.key)
          .map((value) => pick(lang, value.ru ?? '', value.uz ?? ''));
        result[group.group].push({
          key: group.key,
          name: pick(lang, group.nameRu, group.nameUz),
          values: [...new Set(own)],
        });
      }
      return result;
    },

    async findImage(id, width) {
      return files.find(uploadKey(id, width));
    },

    async findSwatch(hex, width) {
      const key = swatchKey(hex, width);
      const stored = await files.find(key);
      if (stored) return stored;
      if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
      if (!(await repository.isSwatchInUse(db, `#${hex}`))) return null;
      let job = rendering.get(hex);
      if (!job) {
        job = renderSwatch(files, hex).finally(() => rendering.delete(hex));
        rendering.set(hex, job);
      }
      await job;
      return files.find(key);
    },

    async importWooCatalogue(input) {
      try {
        return await repository.applyWooCatalogue(db, input);
      } finally {
        cache.invalidate();
      }
    },

    async refreshCards() {
      const stale = await repository.findStaleCardIds(db);
      await rebuildCards(stale);
      return stale.length;
    },

    changed() {
      cache.invalidate();
    },
  };
}
