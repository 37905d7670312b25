/**
 * SQL of the 1C exchange's sale side: which orders 1C has and the queries that sent them, the orders and lines
 * read for a query's XML, and the documents and line differences 1C sends back. Orders themselves are read
 * here and changed only through the orders capability. Sessions, files, jobs and settings: `onec.repository.ts`.
 */
import { tables, type Db } from '@polotno/db';
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from '@polotno/db/orm';
import type { DifferenceRow } from './onec.repository.ts';

const { onecOrders, onecQueries, onecDifferences } = tables;
const { orders, orderLines, orderLineRolls, products, productColors, orderPayments } = tables;

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** Orders created or changed since 1C last confirmed them (never sent, or changed after what it has). */
export async function ordersToSend(db: Db, limit: number): Promise<OrderRow[]> {
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .leftJoin(onecOrders, eq(onecOrders.orderId, orders.id))
    .where(or(isNull(onecOrders.exportedVersion), gt(orders.updatedAt, onecOrders.exportedVersion)))
    .orderBy(asc(orders.id))
    .limit(limit);
  return rows.map((row) => row.order);
}

export interface SentLine extends OrderLineRow {
  /** The 1C ids of the product and of its colour (its characteristic), null for goods 1C does not know. */
  productOnecId: string | null;
  colorOnecId: string | null;
  rollItems: { number: string; lot: string; grams: number }[];
}

/** Lines of these orders with the goods' 1C ids and the rolls each holds. */
export async function linesToSend(db: Db, orderIds: readonly number[]): Promise<Map<number, SentLine[]>> {
  const result = new Map<number, SentLine[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return result;
  const rows = await db
    .select({ line: orderLines, productOnecId: products.onecId, colorOnecId: productColors.onecId })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(productColors, eq(productColors.id, orderLines.colorId))
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const lineIds = rows.map((row) => row.line.id);
  const rollRows =
    lineIds.length === 0
      ? []
      : await db
          .select({
            lineId: orderLineRolls.orderLineId,
            number: orderLineRolls.number,
            lot: orderLineRolls.lot,
            grams: orderLineRolls.grams,
          })
          .from(orderLineRolls)
          .where(and(inArray(orderLineRolls.orderLineId, lineIds), isNull(orderLineRolls.swappedOutAt)))
          .orderBy(asc(orderLineRolls.number));
  for (const row of rows) {
    result.get(row.line.orderId)?.push({
      ...row.line,
      productOnecId: row.productOnecId,
      colorOnecId: row.colorOnecId,
      rollItems: rollRows.filter((roll) => roll.lineId === row.line.id),
    });
  }
  return result;
}

/** Kopecks paid on these orders (payments not voided). */
export async function paidOf(db: Db, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderPayments.orderId, sum: sql<string>`sum(${orderPayments.amountKopecks})` })
    .from(orderPayments)
    .where(and(inArray(orderPayments.orderId, [...orderIds]), isNull(orderPayments.voidedAt)))
    .groupBy(orderPayments.orderId);
  return new Map(rows.map((row) => [row.orderId, Number(row.sum)]));
}

/** Records a query and which version of each order it sent. */
export async function recordQuery(
  db: Db,
  sessionId: string | null,
  sent: readonly { orderId: number; version: Date }[],
  now: Date,
): Promise<string> {
  const [query] = await db
    .insert(onecQueries)
    .values({ sessionId, orders: sent.length, at: now })
    .returning({ id: onecQueries.id });
  if (!query) throw new Error('query insert returned nothing');
  for (const order of sent) {
    await db
      .insert(onecOrders)
      .values({ orderId: order.orderId, sentVersion: order.version, sentQuery: query.id, updatedAt: now })
      .onConflictDoUpdate({
        target: onecOrders.orderId,
        set: { sentVersion: order.version, sentQuery: query.id, updatedAt: now },
      });
  }
  return query.id;
}

/** The last query not yet confirmed: the session's own, else any. */
export async function lastOpenQuery(db: Db, sessionId: string): Promise<string | null> {
  const own = await db
    .select({ id: onecQueries.id })
    .from(onecQueries)
    .where(and(eq(onecQueries.sessionId, sessionId), isNull(onecQueries.confirmedAt)))
    .orderBy(desc(onecQueries.at))
    .limit(1);
  if (own[0]) return own[0].id;
  const [any] = await db
    .select({ id: onecQueries.id })
    .from(onecQueries)
    .where(isNull(onecQueries.confirmedAt))
    .orderBy(desc(onecQueries.at))
    .limit(1);
  return any?.id ?? null;
}

/** 1C confirmed a query: what it sent of each order is what 1C has. Resolves with those orders' count. */
export async function confirmQuery(db: Db, queryId: string, now: Date): Promise<number> {
  await db.update(onecQueries).set({ confirmedAt: now }).where(eq(onecQueries.id, queryId));
  const rows = await db
    .update(onecOrders)
    .set({ exportedVersion: sql`${onecOrders.sentVersion}`, sentQuery: null, updatedAt: now })
    .where(eq(onecOrders.sentQuery, queryId))
    .returning({ orderId: onecOrders.orderId });
  return rows.length;
}

/** «Send this order to 1C again»: forgets what 1C has of it. False for an unknown order. */
export async function resendOrder(db: Db, orderId: number, now: Date): Promise<boolean> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) return false;
  await db
    .insert(onecOrders)
    .values({ orderId, exportedVersion: null, updatedAt: now })
    .onConflictDoUpdate({ target: onecOrders.orderId, set: { exportedVersion: null, updatedAt: now } });
  return true;
}

// ---------------------------------------------------------------- documents back from 1C

export async function findOrderRow(db: Db, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export async function findOrderLines(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

/**
 * Remembers 1C's id and number of an order; when 1C had the order as it was before this change
 * (`inSyncAt`), what 1C just changed is not sent back to it.
 */
export async function rememberOnecOrder(
  db: Db,
  orderId: number,
  link: { onecId: string | null; onecNumber: string | null; inSyncAt: Date | null; version: Date; now: Date },
): Promise<void> {
  const [current] = await db.select().from(onecOrders).where(eq(onecOrders.orderId, orderId));
  const exported = current?.exportedVersion ?? null;
  const inSync = exported !== null && link.inSyncAt !== null && exported >= link.inSyncAt;
  const set = {
    onecId: link.onecId ?? current?.onecId ?? null,
    onecNumber: link.onecNumber ?? current?.onecNumber ?? null,
    updatedAt: link.now,
    ...(inSync ? { exportedVersion: link.version } : {}),
  };
  await db
    .insert(onecOrders)
    .values({ orderId, ...set })
    .onConflictDoUpdate({ target: onecOrders.orderId, set });
}

/** A difference of lines; false when the same one was already recorded for the order. */
export async function insertDifference(db: Db, difference: typeof onecDifferences.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(onecDifferences)
    .values(difference)
    .onConflictDoNothing()
    .returning({ id: onecDifferences.id });
  return rows.length === 1;
}

export async function listDifferences(db: Db, open: boolean, limit: number, offset: number) {
  const where = open ? isNull(onecDifferences.resolvedAt) : undefined;
  const rows = await db
    .select()
    .from(onecDifferences)
    .where(where)
    .orderBy(desc(onecDifferences.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(onecDifferences).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function resolveDifference(db: Db, id: number, by: string, now: Date): Promise<DifferenceRow | null> {
  const [row] = await db
    .update(onecDifferences)
    .set({ resolvedAt: now, resolvedBy: by })
    .where(and(eq(onecDifferences.id, id), isNull(onecDifferences.resolvedAt)))
    .returning();
  return row ?? null;
}

export async function exportState(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(onecOrders)
    .where(inArray(onecOrders.orderId, [...orderIds]));
}
