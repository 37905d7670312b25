/**
 * The bilingual fabric catalogue. One product row holds both languages (ru/uz columns); colours,
 * uploaded images and per-category characteristic definitions sit beside it. `search_text` (names, art,
 * composition, canvas and colours) feeds the Russian full-text vector kept in `product_search`.
 */
import type { Knit } from '@polotno/domain';
import { CHARACTERISTIC_GROUPS, PRODUCT_SOURCES } from '@polotno/domain/catalog/catalog.constants';
import { LANGS } from '@polotno/domain/i18n';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * An image as stored: an upload we converted (served from /api/images/<id>), a generated fabric picture
 * (rendered on first request from its knit and hex, plain jersey when not told, `drape` for a category's
 * draped piece) or a remote one (WooCommerce).
 */
export type StoredImage =
  | { kind: 'upload'; id: string; width: number; height: number }
  | { kind: 'swatch'; hex: string; knit?: Knit; drape?: boolean }
  | { kind: 'url'; src: string; width?: number | null; height?: number | null };

/**
 * What 1C said about a product beyond the catalogue's own columns (decision 013): its requisites
 * (ЗначенияРеквизитов) as written, its base unit, the pictures already converted (so an unchanged one is
 * not converted again), and the price (kopecks per unit) and quantity of each of its offers — `''` is the
 * product's own offer, a characteristic's id the others — from which `price_kopecks` and `count` are made.
 */
export interface StoredOnecProduct {
  traits: { name: string; values: string[] }[];
  unit: { code: string; name: string } | null;
  pictures: { file: string; sha256: string; image: StoredImage }[];
  prices: Record<string, number>;
  quantities: Record<string, number>;
  /** True once 1C marked it deleted (it is hidden until 1C lists it again). */
  deleted: boolean;
  /** True until its first price arrives: a product 1C created stays hidden without one. */
  unpriced: boolean;
}

/** A name/value pair of a product, in both languages; `key` ties it to a category characteristic. */
export interface StoredCharacteristic {
  key: string;
  name: { ru: string; uz: string };
  value: { ru: string; uz: string };
}

export const categories = pgTable('categories', {
  /** Slug, e.g. `futer`. */
  id: text('id').primaryKey(),
  nameRu: text('name_ru').notNull(),
  nameUz: text('name_uz').notNull(),
  image: jsonb('image').$type<StoredImage | null>(),
  position: integer('position').notNull().default(0),
  source: text('source', { enum: PRODUCT_SOURCES }).notNull().default('local'),
  wooIdRu: integer('woo_id_ru').unique(),
  wooIdUz: integer('woo_id_uz').unique(),
  /** The 1C group (Группа/Ид) this category is, and the group it sits in: 1C's tree, any depth. */
  onecId: text('onec_id').unique(),
  parentId: text('parent_id').references((): AnyPgColumn => categories.id, {
    onDelete: 'set null',
    onUpdate: 'cascade',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    art: text('art').notNull().default(''),
    categoryId: text('category_id').references(() => categories.id, { onDelete: 'set null', onUpdate: 'cascade' }),
    nameRu: text('name_ru').notNull(),
    nameUz: text('name_uz').notNull(),
    descriptionRu: text('description_ru').notNull().default(''),
    descriptionUz: text('description_uz').notNull().default(''),
    shortDescriptionRu: text('short_description_ru').notNull().default(''),
    shortDescriptionUz: text('short_description_uz').notNull().default(''),
    type: text('type').notNull().default('simple'),
    unit: text('unit').notNull().default('kg'),
    /** Price per unit in kopecks. */
    priceKopecks: integer('price_kopecks').notNull(),
    /** Rolls in stock. */
    count: integer('count').notNull().default(0),
    canvasRu: text('canvas_ru').notNull().default(''),
    canvasUz: text('canvas_uz').notNull().default(''),
    compositionRu: text('composition_ru').notNull().default(''),
    compositionUz: text('composition_uz').notNull().default(''),
    /** g/m² */
    weight: integer('weight'),
    /** cm */
    width: integer('width'),
    /**
     * What one roll of this fabric weighs, at least and at most, in grams; both null means the shop's
     * 20–25 kg (spec §9). An order line snapshots it, and the manager's weighing is checked against it.
     */
    rollMinGrams: integer('roll_min_grams'),
    rollMaxGrams: integer('roll_max_grams'),
    characteristics: jsonb('characteristics').$type<StoredCharacteristic[]>().notNull().default([]),
    show: boolean('show').notNull().default(true),
    bestseller: boolean('bestseller').notNull().default(false),
    recommended: boolean('recommended').notNull().default(false),
    latest: boolean('latest').notNull().default(false),
    source: text('source', { enum: PRODUCT_SOURCES }).notNull().default('local'),
    wooIdRu: integer('woo_id_ru').unique(),
    wooIdUz: integer('woo_id_uz').unique(),
    /** 1C's Товар/Ид, and what else 1C said about it (see StoredOnecProduct). */
    onecId: text('onec_id').unique(),
    onec: jsonb('onec').$type<StoredOnecProduct>(),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    restockedAt: timestamp('restocked_at', { withTimezone: true }),
  },
  (t) => [
    check('products_count_non_negative', sql`${t.count} >= 0`),
    check('products_price_non_negative', sql`${t.priceKopecks} >= 0`),
    check(
      'products_roll_band_valid',
      sql`(${t.rollMinGrams} is null and ${t.rollMaxGrams} is null) or (${t.rollMinGrams} > 0 and ${t.rollMaxGrams} >= ${t.rollMinGrams})`,
    ),
    index('products_category_idx').on(t.categoryId),
    index('products_created_idx').on(t.createdAt),
  ],
);

export const productColors = pgTable(
  'product_colors',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    nameRu: text('name_ru').notNull(),
    nameUz: text('name_uz').notNull(),
    /** `#rrggbb`, lower case; null for colours known only by their photo. */
    hex: text('hex'),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    /** 1C's offer id of this colour: `<product Ид>#<characteristic Ид>`, or the product's Ид for its own pictures. */
    onecId: text('onec_id').unique(),
  },
  (t) => [
    index('product_colors_product_idx').on(t.productId),
    index('product_colors_name_ru_idx').on(t.nameRu),
    check('product_colors_hex_format', sql`${t.hex} is null or ${t.hex} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/** The characteristics shown for a category, in the spec's two groups `main` and `extra`. */
export const characteristicGroups = pgTable(
  'characteristic_groups',
  {
    id: serial('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    group: text('group', { enum: CHARACTERISTIC_GROUPS }).notNull(),
    key: text('key').notNull(),
    nameRu: text('name_ru').notNull(),
    nameUz: text('name_uz').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('characteristic_groups_category_key').on(t.categoryId, t.key)],
);

/**
 * Where 1C's stock of a product that tracks rolls disagrees with its rolls (decision 013): 1C's figure is
 * kept here for the manager, never written over the rolls. A row goes when a later import agrees.
 */
export const onecStockDifferences = pgTable('onec_stock_differences', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** 1C's quantity in its unit (kg with grams, or pieces/rolls). */
  onecQuantity: numeric('onec_quantity', { precision: 14, scale: 3 }).notNull(),
  onecUnit: text('onec_unit').notNull(),
  /** The shop's available rolls and their weight when the import compared them. */
  shopRolls: integer('shop_rolls').notNull(),
  shopGrams: integer('shop_grams').notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uploaded images; their WebP renditions live in the file store under `images/<id>/<width>.webp`. */
export const images = pgTable('images', {
  id: uuid('id').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The full-text vector of each product, apart from the wide product row: a search reads only these
 * narrow rows (several times faster than scanning products, whose descriptions and JSON are large).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    vector: tsvector('vector').notNull(),
  },
  (t) => [index('product_search_vector_idx').using('gin', t.vector)],
);

/**
 * Distinct words of the catalogue: those without digits trigram-indexed, so a mistyped word is corrected
 * against them before FTS (article numbers, most of the words, are never corrected), and all indexed for `LIKE 'prefix%'`, so a typed prefix that no catalogue word starts with is known
 * to find nothing without touching the products.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx')
    .using('gist', t.word.op('gist_trgm_ops'))
    .where(sql`${t.word} !~ '[0-9]'`),
  index('search_words_prefix_idx').on(t.word.op('text_pattern_ops')),
]);

/**
 * Each product's answer in the API shape of spec §3, per language, made by the API when the product is
 * written (see the catalogue service), so a listing joins ready JSON instead of building it per request.
 * `head` is the JSON object without its stock and closing brace: stock changes with every order, so the
 * reader appends `,"count":N}`. `builtFrom` is the product's `updated_at` the card was made from; a card
 * whose product changed since (or a missing card) is rebuilt by the next reader.
 */
export const productCards = pgTable(
  'product_cards',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: text('lang', { enum: LANGS }).notNull(),
    head: text('head').notNull(),
    /** The product's facet values in this language as JSON: `[[facet, value, hex?], …]` (see the catalogue service). */
    facets: text('facets').notNull(),
    builtFrom: timestamp('built_from', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lang] })],
);
