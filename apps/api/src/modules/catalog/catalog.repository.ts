/**
 * SQL of the catalogue. Listing, facets and search are hand-written SQL (one round trip each) because
 * they are the hot path; simple writes use the query builder. Everything here runs on PGlite and PostgreSQL.
 */
import { refreshCatalogSearch, tables, type Db, type StoredCharacteristic, type StoredImage } from '@polotno/db';
import { and, asc, eq, inArray, notInArray, or, sql, type AnyColumn, type SQL } from '@polotno/db/orm';
import { ARRIVALS_DAYS, POPULAR_DAYS, type Facet, type Lang, type ProductListQuery } from '@polotno/domain';

const { products, productColors, categories, characteristicGroups, images } = tables;

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
  source: 'local' | 'woocommerce';
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

export interface FacetCount {
  facet: Facet;
  value: string;
  hex: string | null;
  count: number;
}

const PRODUCT_COLUMNS = sql`p.id, p.art, p.category_id as "categoryId", p.name_ru as "nameRu", p.name_uz as "nameUz",
  p.description_ru as "descriptionRu", p.description_uz as "descriptionUz",
  p.short_description_ru as "shortDescriptionRu", p.short_description_uz as "shortDescriptionUz",
  p.type, p.unit, p.price_kopecks as "priceKopecks", p.count, p.canvas_ru as "canvasRu", p.canvas_uz as "canvasUz",
  p.composition_ru as "compositionRu", p.composition_uz as "compositionUz", p.weight, p.width, p.characteristics,
  p.show, p.bestseller, p.recommended, p.latest, p.source, p.created_at as "createdAt", p.restocked_at as "restockedAt",
  p.updated_at as "updatedAt",
  (select coalesce(json_agg(json_build_object('id', c.id, 'nameRu', c.name_ru, 'nameUz', c.name_uz, 'hex', c.hex,
     'images', c.images) order by c.position, c.id), '[]'::json) from product_colors c where c.product_id = p.id) as colors`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
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

/** `180,240` and `180-240`: exact weights and ranges, OR-ed. Values that are neither are ignored. */
function weightCondition(values: string[]): SQL | null {
  const parts: SQL[] = [];
  for (const value of values) {
    const range = /^(\d{1,4})\s*-\s*(\d{1,4})$/.exec(value);
    if (range) parts.push(sql`p.weight between ${Number(range[1])} and ${Number(range[2])}`);
    else if (/^\d{1,4}$/.test(value)) parts.push(sql`p.weight = ${Number(value)}`);
  }
  if (values.length === 0) return null;
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
}

/** The per-facet conditions of a query (null = that filter is not active). */
function facetConditions(query: ProductListQuery, lang: Lang): Record<Facet, SQL | null> {
  const column = (name: 'composition' | 'canvas') => sql.raw(`p.${name}_${lang}`);
  const colorName = sql.raw(`c.name_${lang}`);
  return {
    category: query.category.length > 0 ? sql`p.category_id in (${list(query.category)})` : null,
    composition: query.composition.length > 0 ? sql`${column('composition')} in (${list(query.composition)})` : null,
    canvas: query.canvas.length > 0 ? sql`${column('canvas')} in (${list(query.canvas)})` : null,
    weight: weightCondition(query.weight),
    color:
      query.color.length > 0
        ? sql`exists (select 1 from product_colors c where c.product_id = p.id and ${colorName} in (${list(query.color)}))`
        : null,
  };
}

/**
 * Rolls ordered per product over the last `POPULAR_DAYS` days, from orders that still stand (not
 * cancelled or expired): what the popular section ranks by.
 */
const orderedRolls = () => sql`select l.product_id, sum(l.rolls)::int as rolls
  from orders o join order_lines l on l.order_id = o.id
  where o.created_at >= now() - make_interval(days => ${POPULAR_DAYS}) and o.status not in ('cancelled', 'expired')
    and l.product_id is not null
  group by l.product_id`;

/**
 * The products, joined to their search vectors (alias `s`) when searching and to their ordered rolls
 * (alias `r`) in the popular section.
 */
function source(filter: ListFilter): SQL {
  const parts = [sql`products p`];
  if (filter.tsquery !== null) parts.push(sql`join product_search s on s.product_id = p.id`);
  if (filter.query.section === 'popular') parts.push(sql`left join (${orderedRolls()}) r on r.product_id = p.id`);
  return sql.join(parts, sql` `);
}

/** Conditions that scope every count: visibility, section, stock and search. */
function scopeConditions(filter: ListFilter): SQL[] {
  const { query } = filter;
  const where: SQL[] = [];
  if (!filter.admin) where.push(sql`p.show`);
  if (query.inStock) where.push(sql`p.count > 0`);
  switch (query.section) {
    case 'bestseller':
      where.push(sql`p.bestseller`);
      break;
    case 'popular':
      // Products with orders; while the shop has none in the period, its best sellers.
      where.push(sql`(r.rolls is not null or (p.bestseller and not exists (${orderedRolls()})))`);
      break;
    case 'recommended':
      where.push(sql`p.recommended`);
      break;
    case 'latest':
      where.push(sql`p.latest`);
      break;
    case 'arrivals':
      where.push(
        sql`greatest(p.created_at, coalesce(p.restocked_at, p.created_at)) >= now() - make_interval(days => ${ARRIVALS_DAYS})`,
      );
      break;
    case undefined:
      break;
  }
  if (filter.tsquery !== null) where.push(sql`s.vector @@ to_tsquery('russian', ${filter.tsquery})`);
  return where;
}

const all = (conditions: (SQL | null)[]) => {
  const present = conditions.filter((condition): condition is SQL => condition !== null);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
};

function orderBy(filter: ListFilter, lang: Lang): SQL {
  const sort = filter.query.sort ?? (filter.tsquery ? 'relevance' : 'newest');
  // Popular products come most-ordered first unless the shopper picked a sort.
  if (filter.query.section === 'popular' && filter.query.sort === undefined && !filter.tsquery)
    return sql`r.rolls desc nulls last, p.created_at desc, p.id desc`;
  switch (sort) {
    case 'relevance':
      return filter.tsquery
        ? sql`ts_rank(s.vector, to_tsquery('russian', ${filter.tsquery})) desc, p.id desc`
        : sql`p.created_at desc, p.id desc`;
    case 'price_asc':
      return sql`p.price_kopecks asc, p.id asc`;
    case 'price_desc':
      return sql`p.price_kopecks desc, p.id desc`;
    case 'name':
      return sql`${sql.raw(`p.name_${lang}`)} asc, p.id asc`;
    case 'newest':
      return sql`p.created_at desc, p.id desc`;
  }
}

/**
 * A page of products as JSON texts: each product's card (`product_cards`, made when the product was
 * written) with today's stock appended, joined by commas in page order. Products whose card is missing
 * or older than the product come back in `stale`; the service rebuilds those cards and asks again.
 */
export interface CardPage {
  /** The page's product JSONs joined by commas (an array's contents), in page order. */
  items: string;
  stale: number[];
}

/** `page` (id, count, updated_at, position) joined to its cards: one row with `items` and `stale`. */
const pageCards = (lang: Lang) => sql`select
    coalesce(string_agg(c.head || ',"count":' || page.count || '}', ',' order by page.position), '') as items,
    coalesce(array_agg(page.id) filter (where c.head is null), '{}') as stale
  from page left join product_cards c on c.product_id = page.id and c.lang = ${lang} and c.built_from = page.updated_at`;

/**
 * One page of products matching every filter, how many match in total and, with `withFacets`, the facet
 * counts: all in one statement. The page is chosen on narrow rows; its products arrive as ready JSON
 * (see `CardPage`), and the facets as one JSON text.
 */
export async function findProductPage(
  db: Db,
  filter: ListFilter,
  withFacets = false,
): Promise<CardPage & { total: number; facets: FacetCount[] }> {
  const { query } = filter;
  const lang = query.lang;
  const facets = facetConditions(query, lang);
  const where = all([...scopeConditions(filter), ...Object.values(facets)]);
  const offset = (query.page - 1) * query.limit;
  const [found] = await rows<CardPage & { total: number | null; facets: string | null }>(
    db,
    sql`with page as (
          select p.id, p.count, p.updated_at, count(*) over ()::int as total,
            row_number() over (order by ${orderBy(filter, lang)}) as position
          from ${source(filter)} where ${where} order by ${orderBy(filter, lang)} limit ${query.limit} offset ${offset})
        ${withFacets ? sql`, ${facetSources(filter)}` : sql``}
        select cards.items, cards.stale, (select max(page.total) from page) as total,
          ${withFacets ? sql`(select json_agg(f)::text from (${facetCounts(filter)}) f)` : sql`null`} as facets
        from (${pageCards(lang)}) cards`,
  );
  const counts = found?.facets ? (JSON.parse(found.facets) as FacetCount[]) : [];
  const page = { items: found?.items ?? '', stale: found?.stale ?? [] };
  if (page.items !== '' || page.stale.length > 0 || query.page === 1) {
    return { ...page, total: Number(found?.total ?? 0), facets: counts };
  }
  // Past the last page the window count is not available: count separately.
  const [counted] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${source(filter)} where ${where}`,
  );
  return { ...page, total: Number(counted?.total ?? 0), facets: counts };
}

/**
 * Search suggestions: the newest `limit` products matching `tsquery`, and whether there are more
 * (SQL function `catalog_suggest`, whose plan is reused from one keystroke to the next).
 */
export async function findSuggestions(
  db: Db,
  filter: { tsquery: string; lang: Lang; admin: boolean; limit: number },
): Promise<CardPage & { more: boolean }> {
  const [found] = await rows<CardPage & { more: boolean }>(
    db,
    sql`select items, stale, more
        from catalog_suggest(${filter.tsquery}::text, ${filter.lang}::text, ${filter.admin}::boolean, ${filter.limit}::int)`,
  );
  return found ?? { items: '', stale: [], more: false };
}

/** What the catalogue's words say of one typed word. */
export interface WordLookup {
  /** Some catalogue word starts with the word as typed or with its Russian stem (queries ask for prefixes). */
  known: boolean;
  /** For an unknown word of letters only, at least `minCorrected` long: the nearest catalogue words by trigram distance. */
  similar: string[];
}

/**
 * Looks each of `words` up in the catalogue's words in one call (SQL function `catalog_words`): whether
 * it could match, and for a word that cannot (a typo), its nearest catalogue words.
 */
export async function lookupWords(db: Db, words: string[], minCorrected: number): Promise<Map<string, WordLookup>> {
  if (words.length === 0) return new Map();
  const found = await rows<{ word: string; known: boolean; nearest: string[] | null }>(
    db,
    sql`select word, known, nearest from catalog_words(array[${list(words)}]::text[], ${minCorrected}::int)`,
  );
  return new Map(found.map((row) => [row.word, { known: row.known, similar: row.nearest ?? [] }]));
}

/** The CTE `b` of facet counting: every product in scope with a flag per filter saying whether it passes. */
function facetSources(filter: ListFilter): SQL {
  const lang = filter.query.lang;
  const f = facetConditions(filter.query, lang);
  const flag = (facet: Facet) => f[facet] ?? sql`true`;
  return sql`b as (
      select p.id, p.category_id, ${sql.raw(`p.composition_${lang}`)} as composition, ${sql.raw(`p.canvas_${lang}`)} as canvas,
        p.weight, ${flag('category')} as f_category, ${flag('composition')} as f_composition, ${flag('color')} as f_color,
        ${flag('canvas')} as f_canvas, ${flag('weight')} as f_weight
      from ${source(filter)} where ${all(scopeConditions(filter))}
    )`;
}

/** For each filter, its values with how many products of `b` match under all the other active filters. */
function facetCounts(filter: ListFilter): SQL {
  const others = (facet: Facet) =>
    sql.raw(
      (['category', 'composition', 'color', 'canvas', 'weight'] as const)
        .filter((name) => name !== facet)
        .map((name) => `b.f_${name}`)
        .join(' and '),
    );
  const colorName = sql.raw(`c.name_${filter.query.lang}`);
  return sql`select 'category' as facet, b.category_id as value, null as hex, count(*)::int as count from b
      where ${others('category')} and b.category_id is not null group by b.category_id
    union all
    select 'composition', b.composition, null, count(*)::int from b
      where ${others('composition')} and b.composition <> '' group by b.composition
    union all
    select 'canvas', b.canvas, null, count(*)::int from b where ${others('canvas')} and b.canvas <> '' group by b.canvas
    union all
    select 'weight', b.weight::text, null, count(*)::int from b where ${others('weight')} and b.weight is not null group by b.weight
    union all
    select 'color', ${colorName}, min(c.hex), count(distinct b.id)::int from b join product_colors c on c.product_id = b.id
      where ${others('color')} and ${colorName} <> '' group by ${colorName}`;
}

export async function findProductById(db: Db, id: number): Promise<ProductRow | null> {
  const [row] = await rows<{ product: string }>(
    db,
    sql`select row_to_json(x)::text as product from (select ${PRODUCT_COLUMNS} from products p where p.id = ${id}) x`,
  );
  return row ? normalizeRow(JSON.parse(row.product) as ProductRow) : null;
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

/** One product's JSON (card plus today's stock), whether it is shown, and whether its card must be rebuilt. */
export async function findProductCard(
  db: Db,
  id: number,
  lang: Lang,
): Promise<{ json: string | null; show: boolean } | null> {
  const [row] = await rows<{ json: string | null; show: boolean }>(
    db,
    sql`select c.head || ',"count":' || p.count || '}' as json, p.show
        from products p left join product_cards c on c.product_id = p.id and c.lang = ${lang} and c.built_from = p.updated_at
        where p.id = ${id}`,
  );
  return row ?? null;
}

/** Stores cards (replacing earlier ones of the same product and language). */
export async function upsertCards(
  db: Db,
  cards: { productId: number; lang: Lang; head: string; builtFrom: string }[],
): Promise<void> {
  if (cards.length === 0) return;
  const values = cards.map(
    (card) => sql`(${card.productId}, ${card.lang}, ${card.head}, ${card.builtFrom}::timestamptz)`,
  );
  await db.execute(sql`insert into product_cards (product_id, lang, head, built_from) values ${sql.join(values, sql`, `)}
    on conflict (product_id, lang) do update set head = excluded.head, built_from = excluded.built_from`);
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

/** True when a product colour or a category photo uses this swatch colour (`#rrggbb`). */
export async function isSwatchInUse(db: Db, hex: string): Promise<boolean> {
  const [row] = await rows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from product_colors where hex = ${hex})
          or exists (select 1 from categories where image->>'kind' = 'swatch' and image->>'hex' = ${hex}) as used`,
  );
  return Boolean(row?.used);
}

/** A bilingual category and product from WooCommerce, ready to store (see woocommerce.mapper.ts). */
export interface WooCategoryInput {
  id: string;
  nameRu: string;
  nameUz: string;
  image: StoredImage | null;
  position: number;
  wooIdRu: number | null;
  wooIdUz: number | null;
}
export interface WooProductInput {
  wooIdRu: number | null;
  wooIdUz: number | null;
  art: string;
  categoryId: string | null;
  nameRu: string;
  nameUz: string;
  descriptionRu: string;
  descriptionUz: string;
  shortDescriptionRu: string;
  shortDescriptionUz: string;
  type: string;
  priceKopecks: number;
  canvasRu: string;
  canvasUz: string;
  compositionRu: string;
  compositionUz: string;
  weight: number | null;
  width: number | null;
  characteristics: StoredCharacteristic[];
  colors: { nameRu: string; nameUz: string; images: StoredImage[] }[];
  show: boolean;
  bestseller: boolean;
  recommended: boolean;
  latest: boolean;
  createdAt: Date;
}

const byWooIds = <T extends { wooIdRu: AnyColumn; wooIdUz: AnyColumn }>(
  table: T,
  ru: number | null,
  uz: number | null,
) => or(ru === null ? undefined : eq(table.wooIdRu, ru), uz === null ? undefined : eq(table.wooIdUz, uz)) ?? sql`false`;

/**
 * Stores a complete WooCommerce catalogue in one transaction: synced fields are overwritten, stock and
 * flags stay ours after the first import, products gone from WooCommerce are hidden (orders may refer to them).
 */
export async function applyWooCatalogue(
  db: Db,
  input: { categories: WooCategoryInput[]; products: WooProductInput[] },
) {
  return db.transaction(async (tx) => {
    const categoryIds = new Map<string, string>();
    for (const category of input.categories) {
      const [existing] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(byWooIds(categories, category.wooIdRu, category.wooIdUz));
      const fields = {
        nameRu: category.nameRu || category.nameUz,
        nameUz: category.nameUz || category.nameRu,
        image: category.image,
        position: category.position,
        wooIdRu: category.wooIdRu,
        wooIdUz: category.wooIdUz,
        source: 'woocommerce' as const,
        updatedAt: new Date(),
      };
      if (existing) {
        await tx.update(categories).set(fields).where(eq(categories.id, existing.id));
        categoryIds.set(category.id, existing.id);
        continue;
      }
      const [taken] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, category.id));
      const id = taken ? `${category.id}-woo-${category.wooIdRu ?? category.wooIdUz}` : category.id;
      await tx.insert(categories).values({ id, ...fields });
      categoryIds.set(category.id, id);
    }

    const touched: number[] = [];
    for (const product of input.products) {
      const { colors, bestseller, recommended, latest, createdAt, ...synced } = product;
      const fields = {
        ...synced,
        categoryId: product.categoryId === null ? null : (categoryIds.get(product.categoryId) ?? null),
        source: 'woocommerce' as const,
        updatedAt: new Date(),
      };
      const [existing] = await tx
        .select({ id: products.id })
        .from(products)
        .where(byWooIds(products, product.wooIdRu, product.wooIdUz));
      let id: number;
      if (existing) {
        id = existing.id;
        await tx.update(products).set(fields).where(eq(products.id, id));
        await tx.delete(productColors).where(eq(productColors.productId, id));
      } else {
        const [inserted] = await tx
          .insert(products)
          .values({ ...fields, bestseller, recommended, latest, createdAt, count: 0 })
          .returning({ id: products.id });
        id = (inserted as { id: number }).id;
      }
      if (colors.length > 0) {
        await tx.insert(productColors).values(colors.map((color, position) => ({ productId: id, position, ...color })));
      }
      touched.push(id);
    }
    // Products that left WooCommerce stay for existing orders but are no longer shown.
    await tx
      .update(products)
      .set({ show: false, updatedAt: new Date() })
      .where(
        and(eq(products.source, 'woocommerce'), touched.length > 0 ? notInArray(products.id, touched) : undefined),
      );
    if (touched.length > 0) await refreshCatalogSearch(tx as unknown as Db, touched);
    return { products: touched.length, categories: categoryIds.size };
  });
}

export type ProductValues = typeof products.$inferInsert;
export type ColorValues = Omit<typeof productColors.$inferInsert, 'productId' | 'position'>;

export async function insertImage(db: Db, image: { id: string; width: number; height: number; bytes: number }) {
  await db.insert(images).values(image);
}

export async function findImages(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(images).where(inArray(images.id, ids));
}

/** Creates a product with its colours; returns its id. */
export async function insertProduct(db: Db, values: ProductValues, colors: ColorValues[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(products).values(values).returning({ id: products.id });
    const id = (row as { id: number }).id;
    if (colors.length > 0)
      await tx.insert(productColors).values(colors.map((c, position) => ({ ...c, productId: id, position })));
    await refreshCatalogSearch(tx as unknown as Db, [id]);
    return id;
  });
}

/** Updates the given fields; `colors` (when given) replaces the colour list. False when there is no such product. */
export async function updateProduct(
  db: Db,
  id: number,
  values: Partial<ProductValues>,
  colors: ColorValues[] | undefined,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (!row) return false;
    if (colors) {
      await tx.delete(productColors).where(eq(productColors.productId, id));
      if (colors.length > 0)
        await tx.insert(productColors).values(colors.map((c, position) => ({ ...c, productId: id, position })));
    }
    await refreshCatalogSearch(tx as unknown as Db, [id]);
    return true;
  });
}

export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return deleted.length > 0;
}

export async function insertCategory(db: Db, values: typeof categories.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(categories).values(values).onConflictDoNothing().returning({ id: categories.id });
  return inserted.length > 0;
}

export async function updateCategory(db: Db, id: string, values: Partial<typeof categories.$inferInsert>) {
  const updated = await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  return updated.length > 0;
}

export async function deleteCategory(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  return deleted.length > 0;
}

export async function findCharacteristicGroups(db: Db, categoryId: string) {
  return db
    .select()
    .from(characteristicGroups)
    .where(eq(characteristicGroups.categoryId, categoryId))
    .orderBy(asc(characteristicGroups.group), asc(characteristicGroups.position), asc(characteristicGroups.id));
}

/** Replaces the characteristic definitions of a category. */
export async function replaceCharacteristicGroups(
  db: Db,
  categoryId: string,
  groups: { group: 'main' | 'extra'; key: string; nameRu: string; nameUz: string; position: number }[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(characteristicGroups).where(eq(characteristicGroups.categoryId, categoryId));
    if (groups.length > 0) await tx.insert(characteristicGroups).values(groups.map((g) => ({ ...g, categoryId })));
  });
}
