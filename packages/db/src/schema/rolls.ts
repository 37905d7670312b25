/**
 * Rolls with dye lots. Where the shop tracks rolls, every roll in the warehouse is a row: its number
 * (unique in the shop, from `roll_number_seq`), its dye lot, its own weight in grams and its status
 * (available → reserved by an order line → shipped, or written off). The product's `count` stays the number
 * of its available rolls, kept by the API in the same transaction as every roll change. An order line
 * records the rolls it holds in `order_line_rolls`, with number, lot and weight copied, so a cancelled
 * order still tells which rolls it had; a roll is held by at most one line at a time (a partial unique
 * index says so to the database itself). Every status change is written to `roll_events`.
 */
import { ROLL_STATUSES } from '@polotno/domain/rolls/rolls.constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { productColors, products } from './catalog.ts';
import { orderLines, orders } from './orders.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Roll numbers: `lpad(nextval, 6, '0')`, so they sort and scan as they were received. */
export const rollNumberSeq = pgSequence('roll_number_seq', { startWith: 1 });

/** A dye lot of one colour of one product; a second delivery of the same lot number joins it. */
export const rollLots = pgTable(
  'roll_lots',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null only for a product without colours. Deleting a colour that holds rolls is refused (no action). */
    colorId: integer('color_id').references(() => productColors.id),
    /** As the dye house prints it (`2611`). */
    number: text('number').notNull(),
    /** When it was first received: «oldest lot» means this. */
    receivedAt: at('received_at').notNull().defaultNow(),
    receivedBy: uuid('received_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('roll_lots_product_color_number').on(t.productId, t.colorId, t.number).nullsNotDistinct(),
    index('roll_lots_product_idx').on(t.productId, t.receivedAt),
  ],
);

export const rolls = pgTable(
  'rolls',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer('color_id').references(() => productColors.id),
    lotId: integer('lot_id')
      .notNull()
      .references(() => rollLots.id, { onDelete: 'cascade' }),
    grams: integer('grams').notNull(),
    /** cm */
    widthCm: integer('width_cm'),
    grade: text('grade'),
    note: text('note'),
    status: text('status', { enum: ROLL_STATUSES }).notNull().default('available'),
    /** The order line holding it while reserved or shipped. */
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    receivedAt: at('received_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('rolls_grams_positive', sql`${t.grams} > 0`),
    check('rolls_status_valid', sql`${t.status} in ('available', 'reserved', 'shipped', 'written_off')`),
    // What a reservation reads: the available rolls of one colour, by lot.
    index('rolls_product_status_idx').on(t.productId, t.colorId, t.status, t.lotId),
    index('rolls_lot_idx').on(t.lotId),
    index('rolls_order_line_idx').on(t.orderLineId),
  ],
);

/** The rolls of an order line, with what was printed on them when they were reserved. */
export const orderLineRolls = pgTable(
  'order_line_rolls',
  {
    id: serial('id').primaryKey(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    /** Null once the roll's record is gone (its product deleted). */
    rollId: integer('roll_id').references(() => rolls.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    lot: text('lot').notNull(),
    grams: integer('grams').notNull(),
    /** True while the roll is reserved or shipped for this line; false once released or swapped out. */
    held: boolean('held').notNull().default(true),
    /** Set when a manager swapped this roll out of the line (the row then no longer counts for the line). */
    swappedOutAt: at('swapped_out_at'),
    swapReason: text('swap_reason'),
  },
  (t) => [
    index('order_line_rolls_line_idx').on(t.orderLineId),
    // No roll in two orders, ever: at most one line holds a roll.
    uniqueIndex('order_line_rolls_held_roll')
      .on(t.rollId)
      .where(sql`${t.held}`),
  ],
);

/** Every change of a roll's status: who, when, why, for which order. */
export const rollEvents = pgTable(
  'roll_events',
  {
    id: serial('id').primaryKey(),
    rollId: integer('roll_id')
      .notNull()
      .references(() => rolls.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ROLL_STATUSES }),
    toStatus: text('to_status', { enum: ROLL_STATUSES }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Null when the system changed it (reserve expiry) or the account was deleted. */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('roll_events_roll_idx').on(t.rollId)],
);
