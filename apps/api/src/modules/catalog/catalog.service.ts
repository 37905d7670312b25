/**
 * Rules of the catalogue: visibility (only published products for non-admins), search (variants in both
 * scripts and layouts, then typo correction), facets, the product shape of spec §3, and the read-through
 * cache that every catalogue change (this instance's or another's) invalidates. Other modules reach the catalogue only through this service.
 */
import type { Db } from '@polotno/db';
import {
  AppError,
  FACETS,
  searchPlan,
  type Category,
  type Characteristics,
  type Facet,
  type Facets,
  type Lang,
  type Product,
  type ProductListQuery,
  type SuggestQuery,
} from '@polotno/domain';
import { createCatalogCache, type CatalogCache } from './catalog.cache.ts';
import { ALL_CHANGED, type CatalogChanges } from './catalog.changes.ts';
import { imageView } from '../images/images.module.ts';
import { picker } from '../../lib/localized.ts';
import { createCardStore, type Versioned } from './catalog.cards.ts';
import { applyWooCatalogue, type ImportedCategory, type ImportedProduct } from './catalog.import.repository.ts';
import type { FacetValue } from './catalog.repository.ts';
import * as repository from './catalog.repository.ts';

/** Words shorter than this are not typo-corrected: too many near neighbours. */
const MIN_CORRECTED_WORD = 4;

/** Facet values of equal counts come in Russian alphabetical order (one collator: `localeCompare` with a locale builds one per call). */
const russian = new Intl.Collator('ru');

/** The filter bit of each facet in the `misses` of `catalog_listing`. */
const FACET_BITS: Record<Facet, number> = { category: 1, composition: 2, color: 4, canvas: 8, weight: 16 };

function emptyFacets(): Facets {
  return { category: [], composition: [], color: [], canvas: [], weight: [] };
}

/**
 * Facet counts: each value of each product in scope counts when the product passes every active filter
 * other than that value's own. Colours carry a swatch; weights come by value, others most frequent first.
 */
function toFacets(products: [misses: number, values: FacetValue[]][]): Facets {
  const counted: Record<Facet, Map<string, { value: string; count: number; hex?: string | null }>> = {
    category: new Map(),
    composition: new Map(),
    color: new Map(),
    canvas: new Map(),
    weight: new Map(),
  };
  for (const [misses, values] of products) {
    for (const [facet, value, hex] of values) {
      if ((misses & ~FACET_BITS[facet]) !== 0) continue;
      const entries = counted[facet];
      const entry = entries.get(value);
      if (!entry) entries.set(value, facet === 'color' ? { value, count: 1, hex: hex ?? null } : { value, count: 1 });
      else {
        entry.count += 1;
        if (hex && (!entry.hex || hex < entry.hex)) entry.hex = hex;
      }
    }
  }
  const facets = emptyFacets();
  for (const name of FACETS) {
    facets[name] = [...counted[name].values()].sort((a, b) =>
      name === 'weight' ? Number(a.value) - Number(b.value) : b.count - a.count || russian.compare(a.value, b.value),
    );
  }
  return facets;
}

/** The bytes of a `ProductList` whose items are the comma-joined product JSONs `items` (see `itemsJson`). */
function listJson(items: Buffer[], total: number, query: ProductListQuery, facets: Facets): Buffer {
  const rest = `],"total":${total},"page":${query.page},"limit":${query.limit},"facets":${JSON.stringify(facets)}}`;
  return Buffer.concat([ITEMS_OPEN, ...items, Buffer.from(rest)]);
}

const ITEMS_OPEN = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');
const NO_SUGGESTIONS = Buffer.from('{"items":[],"more":false}');

export interface CatalogService {
  readonly cache: CatalogCache;
  /** A `ProductList` as JSON bytes: one page with filters, sections, search, sort, total and facets. */
  listProducts(query: ProductListQuery, admin: boolean): Promise<Buffer>;
  /** `ProductSuggestions` as JSON bytes: the newest products matching a typed search (the header's search box). */
  suggestProducts(query: SuggestQuery, admin: boolean): Promise<Buffer>;
  /** Stock by primary key, without visibility rules (benchmark baseline and internal use). */
  findStock(id: number): Promise<{ id: number; count: number } | null>;
  /** One product as JSON bytes in `lang`. */
  productJson(id: number, lang: Lang, admin: boolean): Promise<Buffer>;
  getProduct(id: number, lang: Lang, admin: boolean): Promise<Product>;
  getStock(id: number, admin: boolean): Promise<{ id: number; count: number }>;
  listCategories(lang: Lang): Promise<Category[]>;
  getCharacteristics(categoryId: string | undefined, lang: Lang, admin: boolean): Promise<Characteristics>;
  /** Stores a complete catalogue read from WooCommerce (one transaction) and drops cached answers. */
  importWooCatalogue(input: {
    categories: ImportedCategory[];
    products: ImportedProduct[];
  }): Promise<{ products: number; categories: number }>;
  /** Rebuilds every missing or outdated product card (at start-up, after a seed); returns how many products. */
  refreshCards(): Promise<number>;
  /**
   * Announces a catalogue write on this instance (every write calls it): these products changed, or, when
   * not told, anything. Cached answers it touched drop at once; other instances hear it from the database.
   */
  changed(products?: readonly number[]): void;
}

export interface CatalogDeps {
  db: Db;
  /** Whether hot answers are kept in the read-through cache (`CATALOG_CACHE`). */
  cacheEnabled: boolean;
  /** Where catalogue writes are announced (this instance's and, with PostgreSQL, every other's). */
  changes: CatalogChanges;
}

export function createCatalogService(deps: CatalogDeps): CatalogService {
  const { db, changes } = deps;
  const cache = createCatalogCache({ enabled: deps.cacheEnabled });
  changes.on('change', (change) => cache.invalidate(change));
  const changed = (products?: readonly number[]) =>
    changes.emit('change', products ? { kind: 'products', ids: products } : ALL_CHANGED);

  const cardStore = createCardStore(db);

  const versioned = (products: readonly [number, number, string, ...unknown[]][]): Versioned[] =>
    products.map(([id, , version]) => ({ id, version }));

  /**
   * Runs a read that lists products, then takes the heads of `page` and, when asked, the facets of
   * `scope` from their cards. A product written between the two has no card of the listed version; the
   * read then runs again (a few times at most, then the answer leaves out what kept changing).
   */
  async function withCards<T>(
    read: () => Promise<T>,
    listed: (result: T) => { page: repository.ListedProduct[]; scope?: repository.ScopedProduct[] },
    lang: Lang,
  ) {
    for (let attempt = 1; ; attempt += 1) {
      const result = await read();
      const { page, scope } = listed(result);
      const heads = await cardStore.get(versioned(page), lang, 'head');
      const facets = scope ? await cardStore.get(versioned(scope), lang, 'facets') : null;
      if ((heads.complete && (facets?.complete ?? true)) || attempt === 3) {
        return { result, heads: heads.found, facets: facets?.found ?? new Map<number, FacetValue[]>() };
      }
    }
  }

  /** The bytes of the product JSONs, comma-joined, of listed products whose card heads are at hand. */
  function itemsJson(page: repository.ListedProduct[], heads: Map<number, Buffer>): Buffer[] {
    const parts: Buffer[] = [];
    for (const [id, count] of page) {
      const head = heads.get(id);
      if (head === undefined) continue;
      if (parts.length > 0) parts.push(COMMA);
      parts.push(head, Buffer.from(`,"count":${count}}`));
    }
    return parts;
  }

  /**
   * The tsquery of a typed search: `undefined` when it is too short to search, null when the catalogue
   * holds nothing it could match (the variants and typo correction are resolved against the catalogue's
   * words in the database: see `findSearchQuery`).
   */
  async function resolveSearch(text: string): Promise<string | null | undefined> {
    const plan = searchPlan(text);
    if (!plan) return undefined;
    return repository.findSearchQuery(db, plan, MIN_CORRECTED_WORD);
  }

  async function productJson(id: number, lang: Lang, admin: boolean): Promise<Buffer> {
    const { result: found, heads } = await withCards(
      () => repository.findListedProduct(db, id),
      (listed) => ({ page: listed ? [listed.product] : [] }),
      lang,
    );
    if (!found || (!found.show && !admin)) throw new AppError('PRODUCT_NOT_FOUND');
    const parts = itemsJson([found.product], heads);
    if (parts.length === 0) throw new AppError('PRODUCT_NOT_FOUND');
    return Buffer.concat(parts);
  }

  return {
    cache,
    async listProducts(query, admin) {
      const searching = query.search !== undefined && query.search.trim() !== '';
      const tsquery = searching ? await resolveSearch(query.search ?? '') : null;
      // Fewer than three characters gives an empty result, as the spec's search box clears its list; so
      // does a search the catalogue has no words for.
      if (tsquery === undefined || (searching && tsquery === null)) return listJson([], 0, query, emptyFacets());
      const { result, heads, facets } = await withCards(
        () => repository.findProductPage(db, { query, admin, tsquery }),
        (listing) => listing,
        query.lang,
      );
      const counts = toFacets(result.scope.map(([id, misses]) => [misses, facets.get(id) ?? []]));
      return listJson(itemsJson(result.page, heads), result.total, query, counts);
    },

    async suggestProducts(query, admin) {
      const plan = searchPlan(query.search);
      if (!plan) return NO_SUGGESTIONS;
      const filter = { plan, minCorrected: MIN_CORRECTED_WORD, admin, limit: query.limit };
      const { result, heads } = await withCards(
        () => repository.findSuggestions(db, filter),
        (found) => found,
        query.lang,
      );
      return Buffer.concat([ITEMS_OPEN, ...itemsJson(result.page, heads), Buffer.from(`],"more":${result.more}}`)]);
    },

    async findStock(id) {
      const row = await repository.findStock(db, id);
      return row ? { id: row.id, count: row.count } : null;
    },

    productJson,

    async getProduct(id, lang, admin) {
      return JSON.parse((await productJson(id, lang, admin)).toString()) as Product;
    },

    async getStock(id, admin) {
      const row = await repository.findStock(db, id);
      if (!row || (!row.show && !admin)) throw new AppError('PRODUCT_NOT_FOUND');
      return { id: row.id, count: row.count };
    },

    async listCategories(lang) {
      const rows = await repository.findCategories(db);
      return rows.map((row) => {
        const t = picker<'name'>(lang, { anyLanguage: true });
        const name = t.text('name', { ru: row.nameRu, uz: row.nameUz });
        return { id: row.id, name, image: row.image ? { src: imageView(row.image).src } : null, ...t.marker() };
      });
    },

    async getCharacteristics(categoryId, lang, admin) {
      // An unknown or missing category gives empty lists, not an error (spec §8).
      if (!categoryId) return { main: [], extra: [] };
      const { groups, values } = await repository.findCharacteristics(db, categoryId, admin);
      const result: Characteristics = { main: [], extra: [] };
      for (const group of groups) {
        // A value falls back to the other language as the product's texts do; a list of values needs no marker.
        const valueIn = picker<'value'>(lang, { anyLanguage: true });
        const own = values
          .filter((value) => value.key === group.key)
          .map((value) => valueIn.text('value', { ru: value.ru ?? '', uz: value.uz ?? '' }));
        const t = picker<'name'>(lang, { anyLanguage: true });
        const name = t.text('name', { ru: group.nameRu, uz: group.nameUz });
        result[group.group].push({ key: group.key, name, values: [...new Set(own)], ...t.marker() });
      }
      return result;
    },

    async importWooCatalogue(input) {
      try {
        return await applyWooCatalogue(db, input);
      } finally {
        changed();
      }
    },

    async refreshCards() {
      const stale = await repository.findStaleCardIds(db);
      await cardStore.rebuild(stale);
      return stale.length;
    },

    changed(products) {
      changed(products);
    },
  };
}
