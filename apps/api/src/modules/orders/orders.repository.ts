/**
 * SQL of favourites, carts, requisites and orders. Stock is changed only here, by single conditional
 * statements: `count = count - n WHERE count >= n` to take rolls, and status-guarded updates
 * (`WHERE status = <expected>`) so that rolls are given back exactly once however many callers race.
 */
import { tables, type Db } from '@polotno/db';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from '@polotno/db/orm';
import type { OrderStatus, RequisitesRecord } from '@polotno/domain';

const {
  favourites,
  carts,
  cartItems,
  requisites,
  orders,
  orderLines,
  orderStatusHistory,
  orderIdempotencyKeys,
  products,
  productColors,
  users,
} = tables;

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = typeof orderLines.$inferInsert;

// ---------------------------------------------------------------- products (the catalogue's rows, read and stock)

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

/** Takes `rolls` rolls of a product if that many are in stock; false (and nothing changed) when short. */
export async function takeStock(db: Db, productId: number, rolls: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ count: sql`${products.count} - ${rolls}` })
    .where(and(eq(products.id, productId), gte(products.count, rolls)))
    .returning({ id: products.id });
  return rows.length === 1;
}

/** Puts rolls back, one product at a time in id order (the same lock order as taking them: no deadlocks). */
export async function returnStock(
  db: Db,
  lines: readonly { productId: number | null; rolls: number }[],
): Promise<void> {
  const perProduct = new Map<number, number>();
  for (const line of lines) {
    if (line.productId !== null) perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.rolls);
  }
  for (const [productId, rolls] of [...perProduct].sort(([a], [b]) => a - b)) {
    await db
      .update(products)
      .set({ count: sql`${products.count} + ${rolls}` })
      .where(eq(products.id, productId));
  }
}

/** Rolls in stock now, by product id. */
export async function stockOf(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, count: products.count })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.count]));
}

// ---------------------------------------------------------------- users (contact details for notifications)

export interface Contact {
  id: string;
  name: string;
  phone: string;
  email: string | null;
}

/** The account's name, phone and e-mail, or null. */
export async function findContact(db: Db, userId: string): Promise<Contact | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

// ---------------------------------------------------------------- favourites

/** Product ids a user saved, newest first. */
export async function listSaved(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId));
  return rows.map((row) => row.productId);
}

/** Saves a product (again is a no-op). */
export async function addSaved(db: Db, userId: string, productId: number, now: Date): Promise<void> {
  await db.insert(favourites).values({ userId, productId, createdAt: now }).onConflictDoNothing();
}

/** Forgets a saved product (absent is a no-op). */
export async function removeSaved(db: Db, userId: string, productId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
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

// ---------------------------------------------------------------- requisites

/** The user's saved requisites, or null. */
export async function findRequisites(db: Db, userId: string): Promise<RequisitesRecord | null> {
  const [row] = await db.select().from(requisites).where(eq(requisites.userId, userId));
  if (!row) return null;
  const { userId: _user, updatedAt: _updated, ...record } = row;
  return record;
}

/** Replaces the user's requisites. */
export async function saveRequisites(db: Db, userId: string, record: RequisitesRecord, now: Date): Promise<void> {
  await db
    .insert(requisites)
    .values({ userId, ...record, updatedAt: now })
    .onConflictDoUpdate({ target: requisites.userId, set: { ...record, updatedAt: now } });
}

// ---------------------------------------------------------------- idempotency keys

/** Claims a key for a new order; false when it was already used (a concurrent claim waits for the first). */
export async function claimIdempotencyKey(
  db: Db,
  userId: string,
  key: string,
  requestHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(orderIdempotencyKeys)
    .values({ userId, key, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: orderIdempotencyKeys.key });
  return rows.length === 1;
}

/** What a used key recorded. */
export async function findIdempotencyKey(
  db: Db,
  userId: string,
  key: string,
): Promise<{ requestHash: string; orderId: number | null } | null> {
  const [row] = await db
    .select({ requestHash: orderIdempotencyKeys.requestHash, orderId: orderIdempotencyKeys.orderId })
    .from(orderIdempotencyKeys)
    .where(and(eq(orderIdempotencyKeys.userId, userId), eq(orderIdempotencyKeys.key, key)));
  return row ?? null;
}

/** Ties a claimed key to the order it created. */
export async function setIdempotencyOrder(db: Db, userId: string, key: string, orderId: number): Promise<void> {
  await db
    .update(orderIdempotencyKeys)
    .set({ orderId })
    .where(and(eq(orderIdempotencyKeys.userId, userId), eq(orderIdempotencyKeys.key, key)));
}

// ---------------------------------------------------------------- orders

/** Writes an order with its lines and first history entry. */
export async function insertOrder(
  db: Db,
  order: NewOrder,
  lines: readonly Omit<NewOrderLine, 'orderId'>[],
): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  if (!row) throw new Error('order insert returned nothing');
  await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
  await insertHistory(db, [
    { orderId: row.id, fromStatus: null, toStatus: row.status, changedBy: row.userId, at: row.createdAt },
  ]);
  return row;
}

/** Appends status changes. */
export async function insertHistory(
  db: Db,
  entries: readonly (typeof orderStatusHistory.$inferInsert)[],
): Promise<void> {
  if (entries.length > 0) await db.insert(orderStatusHistory).values([...entries]);
}

/** One order, or null. */
export async function findOrder(db: Db, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** Lines of these orders, by order id, in position order. */
export async function findOrderLines(db: Db, orderIds: readonly number[]): Promise<Map<number, OrderLineRow[]>> {
  const result = new Map<number, OrderLineRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return result;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  for (const row of rows) result.get(row.orderId)?.push(row);
  return result;
}

/** Status history of these orders, oldest first. */
export async function findHistory(db: Db, orderIds: readonly number[]): Promise<Map<number, HistoryRow[]>> {
  const result = new Map<number, HistoryRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return result;
  const rows = await db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, [...orderIds]))
    .orderBy(asc(orderStatusHistory.id));
  for (const row of rows) result.get(row.orderId)?.push(row);
  return result;
}

/** A user's orders, most recently changed first. */
export async function listUserOrders(db: Db, userId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.updatedAt), desc(orders.id));
}

export interface OrderFilter {
  id?: number | undefined;
  status?: OrderStatus | undefined;
  userId?: string | undefined;
  /** Part of the customer's phone, name or company name, or their exact INN. */
  customer?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
  offset: number;
}

/** All orders matching the filter, newest first, with the total count. */
export async function listOrders(db: Db, filter: OrderFilter): Promise<{ rows: OrderRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(orders.id, filter.id));
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.userId) conditions.push(eq(orders.userId, filter.userId));
  if (filter.customer) {
    const pattern = `%${filter.customer.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const digits = filter.customer.replace(/\D/g, '');
    const matchingUsers = db
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(users.name, pattern), digits.length >= 3 ? ilike(users.phone, `%${digits}%`) : undefined));
    const customer = or(
      inArray(orders.userId, matchingUsers),
      sql`${orders.requisites}->>'inn' = ${filter.customer}`,
      sql`${orders.requisites}->>'companyName' ilike ${pattern}`,
      sql`${orders.requisites}->>'name' ilike ${pattern}`,
    );
    if (customer) conditions.push(customer);
  }
  if (filter.from) conditions.push(gte(orders.createdAt, filter.from));
  if (filter.to) conditions.push(lt(orders.createdAt, filter.to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ value: count() }).from(orders).where(where);
  return { rows, total: total?.value ?? 0 };
}

/**
 * Moves an order from `from` to `to` (with other fields) only if it is still at `from`; null when another
 * request changed it first. This guard is what makes stock return happen exactly once.
 */
export async function transitionOrder(
  db: Db,
  id: number,
  from: OrderStatus,
  set: Partial<NewOrder> & { updatedAt: Date },
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set(set)
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  return row ?? null;
}

/** A line's new actual weight, with the override that lets it lie outside its band (all null without one). */
export interface LineWeight {
  id: number;
  grams: number;
  override: { reason: string; by: string | null; at: Date } | null;
}

/** Records actual weights of lines of one order; a weight without an override clears the previous one. */
export async function setLineWeights(db: Db, orderId: number, weights: readonly LineWeight[]): Promise<void> {
  for (const weight of weights) {
    await db
      .update(orderLines)
      .set({
        actualGrams: weight.grams,
        weightOverrideReason: weight.override?.reason ?? null,
        weightOverrideBy: weight.override?.by ?? null,
        weightOverrideAt: weight.override?.at ?? null,
      })
      .where(and(eq(orderLines.id, weight.id), eq(orderLines.orderId, orderId)));
  }
}

/** Account names by id (who overrode a weight); accounts deleted since are simply absent. */
export async function findUserNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Deletes an order; resolves with the status it had, or null when it was already gone. */
export async function deleteOrder(db: Db, id: number): Promise<OrderStatus | null> {
  const [row] = await db.delete(orders).where(eq(orders.id, id)).returning({ status: orders.status });
  return row?.status ?? null;
}

/** Marks every invoice whose reserve ended before `now` as expired; resolves with those orders. */
export async function expireDueInvoices(db: Db, now: Date): Promise<OrderRow[]> {
  return db
    .update(orders)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(orders.status, 'invoiced'), lt(orders.reserveUntil, now)))
    .returning();
}

/**
 * Takes a transaction-scoped advisory lock so that only one instance runs the expiry pass at a time; false
 * when another holds it. The status guard alone already prevents double release; the lock saves the work.
 */
export async function tryExpiryLock(db: Db): Promise<boolean> {
  const result = (await db.execute(sql`select pg_try_advisory_xact_lock(5001001) as locked`)) as unknown as {
    rows: { locked: boolean }[];
  };
  return result.rows[0]?.locked === true;
}
