/**
 * Orders, their lines, status history and idempotency keys. Stock is the catalogue's `products.count`
 * (rolls): an order takes its rolls with one conditional update per product, and gives them back exactly once
 * when it is cancelled, expires or is deleted. Lines keep a snapshot of name and price, so later catalogue
 * edits never change an order; money is kopecks (bigint where sums can pass 2^31), weight grams. The order
 * statuses, delivery and payment methods are the domain's lists (`ORDER_STATUSES`, `ORDER_DELIVERY_METHODS`,
 * `ORDER_PAYMENT_METHODS`): the columns' types and their checks follow them.
 */
import {
  ORDER_APPROVALS,
  ORDER_DELIVERY_METHODS,
  ORDER_PAYMENT_METHODS,
  ORDER_PAYMENT_SOURCES,
} from '@polotno/domain/orders/orders.constants';
import { ORDER_STATUSES } from '@polotno/domain/orders/order-status';
import type { CustomerType } from '@polotno/domain/requisites/customer-types';
import { ROLL_MAX_GRAMS, ROLL_MIN_GRAMS } from '@polotno/domain/rolls/roll-band';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { companies } from './companies.ts';
import { products } from './catalog.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' });
/** `'a', 'b', …`: a list's values as SQL literals, for a check constraint. */
const literals = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** The requisites an order was placed with, frozen. */
export interface RequisitesSnapshot {
  type: CustomerType;
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
  /** Absent in orders placed before the field existed. */
  edoId?: string | null;
}

export const orders = pgTable(
  'orders',
  {
    /** Also the invoice number. */
    id: serial('id').primaryKey(),
    /** Who placed the order: the customer, or the member who placed it for their company. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The company the order was placed for; null for a private person's order. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    /**
     * An order above a buyer's limit: `pending` until an owner approves or declines it (declined orders are
     * cancelled); null for an order that needed no approval.
     */
    approval: text('approval', { enum: ORDER_APPROVALS }),
    approvalReason: text('approval_reason'),
    approvalBy: uuid('approval_by').references(() => users.id, { onDelete: 'set null' }),
    approvalAt: at('approval_at'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('new'),
    requisites: jsonb('requisites').$type<RequisitesSnapshot>().notNull(),
    deliveryMethod: text('delivery_method', { enum: ORDER_DELIVERY_METHODS }).notNull(),
    paymentMethod: text('payment_method', { enum: ORDER_PAYMENT_METHODS }).notNull(),
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
    index('orders_company_updated_idx').on(t.companyId, t.updatedAt),
    check('orders_approval_valid', sql`${t.approval} in (${literals(ORDER_APPROVALS)})`),
    check('orders_status_valid', sql`status in (${literals(ORDER_STATUSES)})`),
    check('orders_delivery_valid', sql`${t.deliveryMethod} in (${literals(ORDER_DELIVERY_METHODS)})`),
    check('orders_payment_valid', sql`${t.paymentMethod} in (${literals(ORDER_PAYMENT_METHODS)})`),
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
    rollMinGrams: integer('roll_min_grams').notNull().default(ROLL_MIN_GRAMS),
    rollMaxGrams: integer('roll_max_grams').notNull().default(ROLL_MAX_GRAMS),
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
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
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

/**
 * Payments on record of an order: each one the buyer's bank transfer (or cash) as a manager typed it in or
 * as 1C reported it. Partial payments add up; an order is paid when the payments not voided cover its
 * invoice total. A payment is never changed or deleted: a wrong one is voided, with who, when and why.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The day the money was paid (the payment order's date). */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amountKopecks: money('amount_kopecks').notNull(),
    /** The buyer's payment order number («платёжное поручение №»), or 1C's payment document number. */
    documentNumber: text('document_number').notNull().default(''),
    source: text('source', { enum: ORDER_PAYMENT_SOURCES }).notNull(),
    /** What made a 1C payment (its number and date): the same document twice records it once. */
    sourceRef: text('source_ref'),
    /** Null when the exchange with 1C recorded it. */
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: at('recorded_at').notNull().defaultNow(),
    voidedAt: at('voided_at'),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId),
    uniqueIndex('order_payments_source_ref_idx').on(t.orderId, t.sourceRef),
    check('order_payments_amount_positive', sql`${t.amountKopecks} > 0`),
    check('order_payments_source_valid', sql`${t.source} in (${literals(ORDER_PAYMENT_SOURCES)})`),
  ],
);

/**
 * УПД numbers: one chronological sequence per calendar year (Moscow). The shipping transaction takes the next
 * number with one upsert of its year's row, so concurrent shipments wait on that row and get consecutive
 * numbers, and a shipment that rolls back gives its number back (decision record 015).
 */
export const updCounters = pgTable('upd_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** The УПД (status 1) an order got when it shipped: its number in its year and the shipment's time. */
export const orderUpds = pgTable(
  'order_upds',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    shippedAt: at('shipped_at').notNull(),
    /** The electronic УПД's file id ends with it, so the file keeps its name however often it is made. */
    fileUuid: uuid('file_uuid').notNull().defaultRandom(),
  },
  (t) => [
    uniqueIndex('order_upds_year_number_idx').on(t.year, t.number),
    check('order_upds_number_positive', sql`${t.number} > 0`),
  ],
);
