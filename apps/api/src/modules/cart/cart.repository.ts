/**
 * SQL of carts, and the catalogue's products as the cart and orders sell them: price, roll band and stock,
 * per colour for products that track rolls. Statements on a user's lines take the user id and put it in the
 * `WHERE`.
 */
import { tables, type Db } from '@polotno/db';
import { and, asc, eq, inArray, sql } from '@polotno/db/orm';

const { carts, cartItems, products, productColors } = tables;

// ---------------------------------------------------------------- products (the catalogue's rows, as sold)

export interface SellableColor {
  id: number;
  nameRu: string;
  nameUz: string;
  /** Available rolls of this colour when the product tracks rolls (issue 18); null for count-only stock. */
  available: number | null;
}

export interface SellableProduct {
  id: number;
  nameRu: string;
  nameUz: string;
  art: string;
  unit: string;
  priceKopecks: number;
  count: number;
  show: boolean;
  /** Own roll weight band in grams; both null for the shop's 20–25 kg. */
  rollMinGrams: number | null;
  rollMaxGrams: number | null;
  /** Has roll records (issue 18): stock is its available rolls, per colour. */
  tracksRolls: boolean;
  colors: SellableColor[];
}

/** Products by id with their colours (for pricing, colour checks and snapshots). */
export async function findSellableProducts(db: Db, ids: readonly number[]): Promise<Map<number, SellableProduct>> {
  const result = new Map<number, SellableProduct>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      id: products.id,
      nameRu: products.nameRu,
      nameUz: products.nameUz,
      art: products.art,
      unit: products.unit,
      priceKopecks: products.priceKopecks,
      count: products.count,
      show: products.show,
      rollMinGrams: products.rollMinGrams,
      rollMaxGrams: products.rollMaxGrams,
    })
    .from(products)
    .where(inArray(products.id, [...ids]));
  for (const row of rows) result.set(row.id, { ...row, tracksRolls: false, colors: [] });
  const colors = await db
    .select({
      id: productColors.id,
      productId: productColors.productId,
      nameRu: productColors.nameRu,
      nameUz: productColors.nameUz,
    })
    .from(productColors)
    .where(inArray(productColors.productId, [...ids]))
    .orderBy(asc(productColors.position), asc(productColors.id));
  // Products tracking rolls (those with lots) have stock per colour: that colour's available rolls.
  const perColor = await db
    .select({
      productId: tables.rollLots.productId,
      colorId: tables.rollLots.colorId,
      available: sql<number>`(count(${tables.rolls.id}) filter (where ${tables.rolls.status} = 'available'))::int`,
    })
    .from(tables.rollLots)
    .leftJoin(tables.rolls, eq(tables.rolls.lotId, tables.rollLots.id))
    .where(inArray(tables.rollLots.productId, [...ids]))
    .groupBy(tables.rollLots.productId, tables.rollLots.colorId);
  const tracked = new Set(perColor.map((row) => row.productId));
  for (const productId of tracked) {
    const product = result.get(productId);
    if (product) product.tracksRolls = true;
  }
  for (const color of colors) {
    const available = tracked.has(color.productId)
      ? (perColor.find((row) => row.colorId === color.id)?.available ?? 0)
      : null;
    result.get(color.productId)?.colors.push({ ...color, available });
  }
  return result;
}

// ---------------------------------------------------------------- cart

export type CartItemRow = typeof cartItems.$inferSelect;

/** The user's cart id, created on first use. */
export async function ensureCart(db: Db, userId: string, now: Date): Promise<string> {
  await db.insert(carts).values({ userId, createdAt: now, updatedAt: now }).onConflictDoNothing();
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!row) throw new Error(`cart of ${userId} vanished`);
  return row.id;
}

/** Items of the user's cart in the order they were added. */
export async function listCartItems(db: Db, userId: string): Promise<CartItemRow[]> {
  return db
    .select({
      id: cartItems.id,
      cartId: cartItems.cartId,
      productId: cartItems.productId,
      colorId: cartItems.colorId,
      count: cartItems.count,
      sameLot: cartItems.sameLot,
      createdAt: cartItems.createdAt,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.id));
}

/**
 * Sets a cart line to `rolls` rolls, creating it or replacing the count of the same product and colour;
 * `sameLot` replaces the line's choice when given (a new line defaults to true).
 */
export async function putCartItem(
  db: Db,
  cartId: string,
  item: { productId: number; colorId: number | null; count: number; sameLot?: boolean | undefined },
): Promise<void> {
  await db
    .insert(cartItems)
    .values({ cartId, ...item })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.colorId],
      set: item.sameLot === undefined ? { count: item.count } : { count: item.count, sameLot: item.sameLot },
    });
}

/** Changes the count and/or «из одной партии» of a line of this user's cart; false when the user has no such line. */
export async function updateCartItem(
  db: Db,
  userId: string,
  itemId: number,
  change: { count?: number | undefined; sameLot?: boolean | undefined },
): Promise<boolean> {
  const rows = await db
    .update(cartItems)
    .set({
      ...(change.count === undefined ? {} : { count: change.count }),
      ...(change.sameLot === undefined ? {} : { sameLot: change.sameLot }),
    })
    .where(
      and(
        eq(cartItems.id, itemId),
        inArray(cartItems.cartId, db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId))),
      ),
    )
    .returning({ id: cartItems.id });
  return rows.length === 1;
}

/** Deletes lines of this user's cart (all when `itemIds` is absent); resolves with how many went. */
export async function deleteCartItems(db: Db, userId: string, itemIds?: readonly number[]): Promise<number> {
  const own = inArray(cartItems.cartId, db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)));
  const where = itemIds ? and(own, inArray(cartItems.id, [...itemIds])) : own;
  const rows = await db.delete(cartItems).where(where).returning({ id: cartItems.id });
  return rows.length;
}

/** Marks the cart as changed. */
export async function touchCart(db: Db, cartId: string, now: Date): Promise<void> {
  await db.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
}
