/** Carts: one per user, with one line per product and colour (whole rolls). Stock is checked, not held. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { productColors, products } from './catalog.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

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
