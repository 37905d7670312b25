/**
 * Favourites, carts, buyer requisites and orders. Stock is the catalogue's `products.count` (rolls): an order
 * takes its rolls with one conditional update per product, and gives them back exactly once when it is
 * cancelled, expires or is deleted. Lines keep a snapshot of name and price, so later catalogue edits never
 * change an order; money is kopecks (bigint where sums can pass 2^31), weight grams.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { productColors, products } from './catalog.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' });

export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer('color_id').references(() => productColors.id, { onDelete: 'cascade' }),
    /** Whole rolls. */
    count: integer('count').notNull(),
    /**
     * Products tracking rolls: keep the line in one dye lot when one can supply it («из одной партии», the
     * default); false takes the oldest rolls first. Passed to the roll picker when the cart is ordered.
     */
    sameLot: boolean('same_lot').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // One line per product and colour (no colour counts as one value): adding the same again merges into it.
    unique('cart_items_product_color').on(t.cartId, t.productId, t.colorId).nullsNotDistinct(),
    check('cart_items_count_positive', sql`${t.count} > 0`),
  ],
);

export const requisites = pgTable('requisites', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type', { enum: ['llc', 'entrepreneur', 'self_employed', 'private_person'] }).notNull(),
  name: text('name'),
  companyName: text('company_name'),
  inn: text('inn'),
  kpp: text('kpp'),
  ogrn: text('ogrn'),
  ogrnip: text('ogrnip'),
  address: text('address'),
  bankName: text('bank_name'),
  bik: text('bik'),
  account: text('account'),
  corrAccount: text('corr_account'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The requisites an order was placed with, frozen. */
export interface RequisitesSnapshot {
  type: 'llc' | 'entrepreneur' | 'self_employed' | 'private_person';
  name: string | null;
  companyName: string | null;
  inn: string | null;
  kpp: string | null;
  ogrn: string | null;
  ogrnip: string | null;
  address: string | null;
  bankName: string | null;
  bik: string | null;
  account: string | null;
  corrAccount: string | null;
}

export const ORDER_STATUS_VALUES = [
  'new',
  'confirmed',
  'invoiced',
  'paid',
  'shipped',
  'completed',
  'cancelled',
  'expired',
] as const;

export const orders = pgTable(
  'orders',
  {
    /** Also the invoice number. */
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUS_VALUES }).notNull().default('new'),
    requisites: jsonb('requisites').$type<RequisitesSnapshot>().notNull(),
    deliveryMethod: text('delivery_method', { enum: ['pickup', 'moscow', 'transport_company'] }).notNull(),
    paymentMethod: text('payment_method', { enum: ['bank_transfer', 'cash'] }).notNull(),
    comment: text('comment').notNull().default(''),
    managerNote: text('manager_note').notNull().default(''),
    vatPercent: integer('vat_percent').notNull(),
    /** Σ actual weight × price, set when the invoice is issued. */
    totalKopecks: money('total_kopecks'),
    vatKopecks: money('vat_kopecks'),
    invoicedAt: at('invoiced_at'),
    /** End of the 3rd working day after the invoice, Moscow time; the expiry schedule reads it. */
    reserveUntil: at('reserve_until'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_updated_idx').on(t.userId, t.updatedAt),
    check(
      'orders_status_valid',
      sql.raw(`status in (${ORDER_STATUS_VALUES.map((status) => `'${status}'`).join(', ')})`),
    ),
    check('orders_delivery_valid', sql`${t.deliveryMethod} in ('pickup', 'moscow', 'transport_company')`),
    check('orders_payment_valid', sql`${t.paymentMethod} in ('bank_transfer', 'cash')`),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_invoiced_reserve_idx')
      .on(t.reserveUntil)
      .where(sql`${t.status} = 'invoiced'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Null once the product is deleted from the catalogue; the snapshot below still tells what was sold. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    colorId: integer('color_id'),
    nameRu: text('name_ru').notNull(),
    nameUz: text('name_uz').notNull(),
    art: text('art').notNull(),
    colorRu: text('color_ru'),
    colorUz: text('color_uz'),
    unit: text('unit').notNull(),
    rolls: integer('rolls').notNull(),
    /** Price snapshot at ordering, kopecks per unit (kg). */
    priceKopecks: integer('price_kopecks').notNull(),
    /** The product's roll weight band at ordering (grams per roll): the estimate, and the weighing's check. */
    rollMinGrams: integer('roll_min_grams').notNull().default(20_000),
    rollMaxGrams: integer('roll_max_grams').notNull().default(25_000),
    /** Weighed by the manager before the invoice. */
    actualGrams: integer('actual_grams'),
    /**
     * A weight outside `rolls × roll band` is kept only when the manager overrode the check on purpose:
     * why, who and when. All null while the weight is in its band (or not weighed).
     */
    weightOverrideReason: text('weight_override_reason'),
    weightOverrideBy: uuid('weight_override_by').references(() => users.id, { onDelete: 'set null' }),
    weightOverrideAt: at('weight_override_at'),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_rolls_positive', sql`${t.rolls} > 0`),
    check('order_lines_grams_positive', sql`${t.actualGrams} is null or ${t.actualGrams} > 0`),
    check('order_lines_roll_band_valid', sql`${t.rollMinGrams} > 0 and ${t.rollMaxGrams} >= ${t.rollMinGrams}`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUS_VALUES }),
    toStatus: text('to_status', { enum: ORDER_STATUS_VALUES }).notNull(),
    /** Null when the system changed it (reserve expiry). */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/** `Idempotency-Key` of order placement: a retry with the same key gets the same order. */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request body, to refuse the same key with a different order. */
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
