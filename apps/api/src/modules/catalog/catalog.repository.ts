/**
 * SQL of the catalogue's reads: listing, facets, search, products, cards, stock and categories. Listing,
 * facets and search are hand-written SQL (one round trip each) because they are the hot path. Editing is in
 * `catalog.admin.repository.ts`, WooCommerce imports in `catalog.import.repository.ts`. Everything here runs
 * on PGlite and PostgreSQL.
 */
import { tables, type Db, type StoredCharacteristic, type StoredImage } from '@polotno/db';
import { asc, eq, sql, type SQL } from '@polotno/db/orm';
import {
  ARRIVALS_DAYS,
  POPULAR_DAYS,
  type Facet,
  type Lang,
  type ProductListQuery,
  type ProductSource,
} from '@polotno/domain';

const { products, categories, characteristicGroups } = tables;

export interface ColorRow {
  id: number;
  nameRu: string;
  nameUz: string;
  hex: string | null;
  images: StoredImage[];
}

export interface ProductRow {
  id: number;
  art: string;
  categoryId: string | null;
  nameRu: string;
  nameUz: string;
  descriptionRu: string;
  descriptionUz: string;
  shortDescriptionRu: string;
  shortDescriptionUz: string;
  type: string;
  unit: string;
  priceKopecks: number;
  count: number;
  canvasRu: string;
  canvasUz: string;
  compositionRu: string;
  compositionUz: string;
  weight: number | null;
  width: number | null;
  characteristics: StoredCharacteristic[];
  show: boolean;
  bestseller: boolean;
  recommended: boolean;
  latest: boolean;
  source: ProductSource;
  createdAt: Date;
  updatedAt: Date;
  restockedAt: Date | null;
  colors: ColorRow[];
}

/** What a listing asks for, after the service has turned the search text into a tsquery. */
export interface ListFilter {
  query: ProductListQuery;
  /** Admins also see unpublished products. */
  admin: boolean;
  /** A `to_tsquery('russian', …)` expression built only from letters and digits, or null for no search. */
  tsquery: string | null;
}

/** One facet value of a product: `[facet, value]`, and for colours `[facet, value, hex]`. */
export type FacetValue = [facet: Facet, value: string, hex?: string | null];

const PRODUCT_COLUMNS = sql`p.id, p.art, p.category_id as "categoryId", p.name_ru as "nameRu", p.name_uz as "nameUz",
  p.description_ru as "descriptionRu", p.description_uz as "descriptionUz",
  p.short_description_ru as "shortDescriptionRu", p.short_description_uz as "shortDescriptionUz",
  p.type, p.unit, p.price_kopecks as "priceKopecks", p.count, p.canvas_ru as "canvasRu", p.canvas_uz as "canvasUz",
  p.composition_ru as "compositionRu", p.composition_uz as "compositionUz", p.weight, p.width, p.characteristics,
  p.show, p.bestseller, p.recommended, p.latest, p.source, p.created_at as "createdAt", p.restocked_at as "restockedAt",
  p.updated_at as "updatedAt",
  (select coalesce(json_agg(json_build_object('id', c.id, 'nameRu', c.name_ru, 'nameUz', c.name_uz, 'hex', c.hex,
     'images', c.images) order by c.position, c.id), '[]'::json) from product_colors c where c.product_id = p.id) as colors`;

/** The rows of a raw SQL query (for the catalogue's repositories). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers answer raw SQL with `{ rows }`; drizzle's shared type does not say so.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Rows arrive as JSON text, where dates are strings. */
function normalizeRow(row: ProductRow): ProductRow {
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    restockedAt: row.restockedAt === null ? null : new Date(row.restockedAt),
  };
}

/** `180,240` and `180-240`: exact weights and ranges (as int4range literals), OR-ed; values that are neither match nothing. */
function weightRanges(values: string[]): string[] {
  const ranges: string[] = [];
  for (const value of values) {
    const range = /^(\d{1,4})\s*-\s*(\d{1,4})$/.exec(value);
    if (range) ranges.push(`[${Number(range[1])},${Number(range[2])}]`);
    else if (/^\d{1,4}$/.test(value)) ranges.push(`[${Number(value)},${Number(value)}]`);
  }
  return ranges.length > 0 ? ranges : ['empty'];
}

/** How a listing is ordered: the shopper's choice, else by relevance when searching, most ordered in the popular section, newest otherwise. */
function sortKey(filter: ListFilter): string {
  const { sort, section } = filter.query;
  if (section === 'popular' && sort === undefined && filter.tsquery === null) return 'popular';
  const chosen = sort ?? (filter.tsquery === null ? 'newest' : 'relevance');
  return chosen === 'relevance' && filter.tsquery === null ? 'newest' : chosen;
}

/** A product as a listing names it: its id, today's stock, and its version (`updated_at` as JSON text), which names its card. */
export type ListedProduct = [id: number, count: number, version: string];
/**
 * A product in a listing's scope: its id, the active filters it misses (bits, see `catalog_listing`), its
 * version and today's stock.
 */
export type ScopedProduct = [id: number, misses: number, version: string, count: number];

/** A text[] parameter, or null (the filter is not active) when there are no values. */
const textArray = (values: readonly string[]) =>
  values.length === 0 ? sql`null` : sql`array[${list(values)}]::text[]`;

/**
 * One page of products matching every filter, how many match, and every product in scope with the
 * filters it misses (the service counts facets from their cards): one call of SQL function
 * `catalog_listing`, whose plan is made once per connection and which returns the scope in the
 * listing's order, so the page is the matching products from the page's offset on.
 */
export async function findProductPage(
  db: Db,
  filter: ListFilter,
): Promise<{ page: ListedProduct[]; total: number; scope: ScopedProduct[] }> {
  const { query } = filter;
  const weights = query.weight.length === 0 ? sql`null` : sql`array[${list(weightRanges(query.weight))}]::int4range[]`;
  const [found] = await rows<{ scope: string }>(
    db,
    sql`select catalog_listing(${query.lang}::text, ${filter.admin}::boolean, ${query.inStock}::boolean,
          ${query.section ?? null}::text, ${filter.tsquery}::text, ${textArray(query.category)},
          ${textArray(query.composition)}, ${textArray(query.color)}, ${textArray(query.canvas)}, ${weights},
          ${sortKey(filter)}::text, ${ARRIVALS_DAYS}::int, ${POPULAR_DAYS}::int) as scope`,
  );
  const scope = found ? (JSON.parse(found.scope) as ScopedProduct[]) : [];
  const first = (query.page - 1) * query.limit;
  const page: ListedProduct[] = [];
  let total = 0;
  for (const [id, misses, version, count] of scope) {
    if (misses !== 0) continue;
    if (total >= first && page.length < query.limit) page.push([id, count, version]);
    total += 1;
  }
  return { page, total, scope };
}

/**
 * A typed search as chunks of variants of words (`searchPlan` of the domain) turned into a tsquery of the
 * words the catalogue has (typos corrected), or null when nothing could match: SQL function
 * `catalog_search_query`, next to the words table it reads (one statement, plan reused per connection).
 */
export async function findSearchQuery(db: Db, plan: string[][][], minCorrected: number): Promise<string | null> {
  const [found] = await rows<{ query: string | null }>(
    db,
    sql`select catalog_search_query(${JSON.stringify(plan)}::jsonb, ${minCorrected}::int) as query`,
  );
  return found?.query ?? null;
}

/**
 * Search suggestions: the newest `limit` products matching a search plan, and whether there are more, in
 * one call (SQL function `catalog_suggest`, whose plans are reused from one keystroke to the next).
 */
export async function findSuggestions(
  db: Db,
  filter: { plan: string[][][]; minCorrected: number; admin: boolean; limit: number },
): Promise<{ page: ListedProduct[]; more: boolean }> {
  const [found] = await rows<{ page: string; more: boolean }>(
    db,
    sql`select page, more from catalog_suggest(${JSON.stringify(filter.plan)}::jsonb, ${filter.minCorrected}::int,
          ${filter.admin}::boolean, ${filter.limit}::int)`,
  );
  return found ? { page: JSON.parse(found.page) as ListedProduct[], more: found.more } : { page: [], more: false };
}

export async function findProductById(db: Db, id: number): Promise<ProductRow | null> {
  const [row] = await findProductsByIds(db, [id]);
  return row ?? null;
}

/**
 * The stored products with these ids, as the card builder reads them, each with `version`: its
 * `updated_at` exactly as stored (microseconds included), which the card records as `built_from`.
 */
export async function findProductsByIds(db: Db, ids: readonly number[]): Promise<(ProductRow & { version: string })[]> {
  if (ids.length === 0) return [];
  const [row] = await rows<{ products: string | null }>(
    db,
    sql`select json_agg(x)::text as products from (select ${PRODUCT_COLUMNS} from products p
          where p.id in (${list(ids)})) x`,
  );
  const found = row?.products ? (JSON.parse(row.products) as ProductRow[]) : [];
  return found.map((product) => ({ ...normalizeRow(product), version: String(product.updatedAt) }));
}

/** One product as a listing names it (see `ListedProduct`), and whether it is shown; null when there is none. */
export async function findListedProduct(db: Db, id: number): Promise<{ product: ListedProduct; show: boolean } | null> {
  const [row] = await rows<{ product: string; show: boolean }>(
    db,
    sql`select json_build_array(p.id, p.count, p.updated_at)::text as product, p.show from products p where p.id = ${id}`,
  );
  return row ? { product: JSON.parse(row.product) as ListedProduct, show: row.show } : null;
}

/** One part (`head` or `facets`) of the stored cards in `lang` of these product versions (a card made from another version is not returned). */
export async function findCards(
  db: Db,
  products: readonly { id: number; version: string }[],
  lang: Lang,
  part: 'head' | 'facets',
): Promise<{ id: number; text: string }[]> {
  if (products.length === 0) return [];
  const found: { id: number; text: string }[] = [];
  // Chunks keep each statement's parameters well under the protocol's limit.
  for (let start = 0; start < products.length; start += 2000) {
    const wanted = products
      .slice(start, start + 2000)
      .map((product) => sql`(${product.id}::int, ${product.version}::timestamptz)`);
    found.push(
      ...(await rows<{ id: number; text: string }>(
        db,
        sql`select c.product_id as id, ${sql.raw(part === 'head' ? 'c.head' : 'c.facets')} as text from product_cards c
            join (values ${sql.join(wanted, sql`, `)}) as w(id, version) on c.product_id = w.id and c.built_from = w.version
            where c.lang = ${lang}`,
      )),
    );
  }
  return found;
}

/** Stores cards (replacing earlier ones of the same product and language). */
export async function upsertCards(
  db: Db,
  cards: { productId: number; lang: Lang; head: string; facets: string; builtFrom: string }[],
): Promise<void> {
  if (cards.length === 0) return;
  const values = cards.map(
    (card) => sql`(${card.productId}, ${card.lang}, ${card.head}, ${card.facets}, ${card.builtFrom}::timestamptz)`,
  );
  await db.execute(sql`insert into product_cards (product_id, lang, head, facets, built_from) values ${sql.join(values, sql`, `)}
    on conflict (product_id, lang) do update set head = excluded.head, facets = excluded.facets, built_from = excluded.built_from`);
}

/** Products whose card in some language is missing or older than the product. */
export async function findStaleCardIds(db: Db): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`select p.id from products p where (select count(*) from product_cards c
          where c.product_id = p.id and c.built_from = p.updated_at) < 2`,
  );
  return found.map((row) => row.id);
}

export async function findStock(db: Db, id: number): Promise<{ id: number; count: number; show: boolean } | null> {
  const [row] = await db
    .select({ id: products.id, count: products.count, show: products.show })
    .from(products)
    .where(eq(products.id, id));
  return row ?? null;
}

/** Sets the stock; a rise from zero counts as a restock (the product reappears in new arrivals). */
export async function updateStock(db: Db, id: number, count: number): Promise<{ id: number; count: number } | null> {
  const [row] = await rows<{ id: number; count: number }>(
    db,
    sql`update products set count = ${count}, updated_at = now(),
          restocked_at = case when count = 0 and ${count} > 0 then now() else restocked_at end
        where id = ${id} returning id, count`,
  );
  return row ?? null;
}

/** Whether the product has roll records (its stock is then the count of its available rolls). */
export async function tracksRolls(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tables.rollLots.id })
    .from(tables.rollLots)
    .where(eq(tables.rollLots.productId, id))
    .limit(1);
  return row !== undefined;
}

export type CategoryRow = typeof categories.$inferSelect;

export async function findCategories(db: Db) {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
}

export async function findCategory(db: Db, id: string) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ?? null;
}

/** The characteristic definitions of a category with the distinct values its visible products have. */
export async function findCharacteristics(db: Db, categoryId: string, admin: boolean) {
  const groups = await db
    .select()
    .from(characteristicGroups)
    .where(eq(characteristicGroups.categoryId, categoryId))
    .orderBy(asc(characteristicGroups.group), asc(characteristicGroups.position), asc(characteristicGroups.id));
  if (groups.length === 0) return { groups, values: [] as { key: string; ru: string; uz: string }[] };
  const values = await rows<{ key: string; ru: string; uz: string }>(
    db,
    sql`select distinct ch->>'key' as key, ch->'value'->>'ru' as ru, ch->'value'->>'uz' as uz
        from products p, jsonb_array_elements(p.characteristics) ch
        where p.category_id = ${categoryId} ${admin ? sql`` : sql`and p.show`}
        order by 1, 2`,
  );
  return { groups, values };
}
