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
  searchPlan,
  type Category,
  type Characteristics,
  type Facets,
  type Lang,
  type Product,
  type ProductList,
  type ProductListQuery,
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

/** `(a:* & b:*) | (c:*)` per chunk, chunks AND-ed. Words hold only letters and digits, so this cannot be malformed. */
function toTsquery(plan: string[][][]): string {
  return plan
    .map((variants) => `(${variants.map((words) => `(${words.map((word) => `${word}:*`).join(' & ')})`).join(' | ')})`)
    .join(' & ');
}

function emptyFacets(): Facets {
  return { category: [], composition: [], color: [], canvas: [], weight: [] };
}

export interface CatalogService {
  readonly cache: CatalogCache;
  listProducts(query: ProductListQuery, admin: boolean): Promise<ProductList>;
  /** One page of search hits without facets (typeahead; the search benchmark); null when the query is too short. */
  searchProducts(query: ProductListQuery, admin: boolean): Promise<{ items: Product[]; total: number } | null>;
  /** Stock by primary key, without visibility rules (benchmark baseline and internal use). */
  findStock(id: number): Promise<{ id: number; count: number } | null>;
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
  /** Drops cached answers; every write calls it. */
  changed(): void;
}

export function createCatalogService(deps: { db: Db; files: FileStore; cacheEnabled: boolean }): CatalogService {
  const { db, files } = deps;
  const cache = createCatalogCache({ enabled: deps.cacheEnabled });
  const rendering = new Map<string, Promise<void>>();

  async function search(query: ProductListQuery, admin: boolean, withFacets: boolean) {
    const plan = searchPlan(query.search ?? '');
    if (!plan) return null;
    const first = { query, admin, tsquery: toTsquery(plan) };
    const page = await repository.findProductPage(db, first, withFacets);
    if (page.total > 0) return page;
    // Nothing found: correct each word against the catalogue's own words (trigram distance) and retry.
    const words = [...new Set(plan.flat(2).filter((word) => [...word].length >= MIN_CORRECTED_WORD))];
    const similar = await repository.findSimilarWords(db, words);
    if (similar.length === 0) return page;
    const corrected = plan.map((variants) => {
      const extra = variants
        .flatMap((vs) => vs)
        .flatMap((word) => similar.filter((s) => s.source === word).map((s) => [s.word]));
      return [...variants, ...extra];
    });
    const second = { query, admin, tsquery: toTsquery(corrected) };
    return repository.findProductPage(db, second, withFacets);
  }

  return {
    cache,
    async listProducts(query, admin) {
      const searching = query.search !== undefined && query.search.trim() !== '';
      const page = searching
        ? await search(query, admin, true)
        : await repository.findProductPage(db, { query, admin, tsquery: null }, true);
      // Fewer than three characters: an empty result, as the spec's search box clears its list.
      if (!page) return { items: [], total: 0, page: query.page, limit: query.limit, facets: emptyFacets() };
      const facets = emptyFacets();
      for (const row of page.facets) {
        facets[row.facet].push(
          row.facet === 'color'
            ? { value: row.value, count: row.count, hex: row.hex }
            : { value: row.value, count: row.count },
        );
      }
      for (const name of FACETS) {
        facets[name].sort((a, b) =>
          name === 'weight'
            ? Number(a.value) - Number(b.value)
            : b.count - a.count || a.value.localeCompare(b.value, 'ru'),
        );
      }
      return {
        items: page.items.map((row) => toProduct(row, query.lang)),
        total: page.total,
        page: query.page,
        limit: query.limit,
        facets,
      };
    },

    async searchProducts(query, admin) {
      const page = await search(query, admin, false);
      if (!page) return null;
      return { items: page.items.map((row) => toProduct(row, query.lang)), total: page.total };
    },

    async findStock(id) {
      const row = await repository.findStock(db, id);
      return row ? { id: row.id, count: row.count } : null;
    },

    async getProduct(id, lang, admin) {
      const row = await repository.findProductById(db, id);
      if (!row || (!row.show && !admin)) throw new AppError('PRODUCT_NOT_FOUND');
      return toProduct(row, lang);
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

    changed() {
      cache.invalidate();
    },
  };
}
