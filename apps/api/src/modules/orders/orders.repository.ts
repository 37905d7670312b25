/**
 * SQL of orders (with their lines, status history, idempotency keys and payments) and of the stock they take and give
 * back. Stock is changed only here, by single conditional
 * statements: `count = count - n WHERE count >= n` to take rolls, and status-guarded updates
 * (`WHERE status = <expected>`) so that rolls are given back exactly once however many callers race.
 */
import { tables, type Db } from '@polotno/db';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from '@polotno/db/orm';
import type { OrderStatus } from '@polotno/domain';

const { orders, orderLines, orderStatusHistory, orderIdempotencyKeys, orderPayments, products, users } = tables;

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = typeof orderLines.$inferInsert;

// ---------------------------------------------------------------- stock (the catalogue's products.count)

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

/**
 * Orders a user placed, most recently changed first: only those for nobody (a private person's) when
 * `privateOnly`, else every one (the back office's view of a person).
 */
export async function listUserOrders(db: Db, userId: string, privateOnly: boolean): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), privateOnly ? isNull(orders.companyId) : undefined))
    .orderBy(desc(orders.updatedAt), desc(orders.id));
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

// ---------------------------------------------------------------- payments on record

export type PaymentRow = typeof orderPayments.$inferSelect;
export type NewPayment = typeof orderPayments.$inferInsert;

/** The order, its row locked until the transaction ends (payments of one order are recorded one at a time). */
export async function lockOrder(db: Db, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

/** Records a payment; null when one with the same `sourceRef` is already on the order (nothing written). */
export async function insertPayment(db: Db, payment: NewPayment): Promise<PaymentRow | null> {
  const [row] = await db.insert(orderPayments).values(payment).onConflictDoNothing().returning();
  return row ?? null;
}

/** Voids a payment of the order that is not void yet; null when there is none such. */
export async function voidPayment(
  db: Db,
  orderId: number,
  paymentId: number,
  set: { voidedAt: Date; voidedBy: string; voidReason: string },
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(orderPayments)
    .set(set)
    .where(and(eq(orderPayments.id, paymentId), eq(orderPayments.orderId, orderId), isNull(orderPayments.voidedAt)))
    .returning();
  return row ?? null;
}

/** One payment of an order, or null. */
export async function findPayment(db: Db, orderId: number, paymentId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.id, paymentId), eq(orderPayments.orderId, orderId)));
  return row ?? null;
}

/** Payments of these orders (voided ones too), by order id, oldest first. */
export async function findPayments(db: Db, orderIds: readonly number[]): Promise<Map<number, PaymentRow[]>> {
  const result = new Map<number, PaymentRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return result;
  const rows = await db
    .select()
    .from(orderPayments)
    .where(inArray(orderPayments.orderId, [...orderIds]))
    .orderBy(asc(orderPayments.paidOn), asc(orderPayments.id));
  for (const row of rows) result.get(row.orderId)?.push(row);
  return result;
}

/** Kopecks paid on the order: its payments not voided. */
export async function paidKopecks(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${orderPayments.amountKopecks})` })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), isNull(orderPayments.voidedAt)));
  return Number(row?.sum ?? 0);
}

/** Marks the order changed (a payment recorded or voided) without changing its status. */
export async function touchOrder(db: Db, id: number, now: Date): Promise<OrderRow | null> {
  const [row] = await db.update(orders).set({ updatedAt: now }).where(eq(orders.id, id)).returning();
  return row ?? null;
}
