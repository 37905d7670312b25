/**
 * SQL of the documents that follow an invoice: the УПД number an order takes when it ships (one sequence per
 * year, decision record 015), the payments on record that the УПД's line 5 and the акт сверки read, and a
 * customer's ledger of shipments and payments.
 */
import { tables, type Db } from '@polotno/db';
import { and, asc, eq, inArray, isNull, sql } from '@polotno/db/orm';

const { orderUpds, orderPayments, orders, updCounters } = tables;

export type UpdRow = typeof orderUpds.$inferSelect;

/**
 * Gives a shipping order the next УПД number of `year`, inside the shipping transaction: the upsert of the
 * year's counter row locks it until the transaction ends, so concurrent shipments take consecutive numbers
 * one after the other, and a rollback gives the number back. An order keeps the number it got.
 */
export async function issueUpd(db: Db, orderId: number, year: number, shippedAt: Date): Promise<UpdRow> {
  const [existing] = await db.select().from(orderUpds).where(eq(orderUpds.orderId, orderId));
  if (existing) return existing;
  const [counter] = await db
    .insert(updCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: updCounters.year, set: { lastNumber: sql`${updCounters.lastNumber} + 1` } })
    .returning({ lastNumber: updCounters.lastNumber });
  if (!counter) throw new Error('УПД counter not taken');
  const number = counter.lastNumber;
  const [row] = await db.insert(orderUpds).values({ orderId, year, number, shippedAt }).returning();
  if (!row) throw new Error('УПД not recorded');
  return row;
}

/** The order's УПД, or null before it shipped. */
export async function findUpd(db: Db, orderId: number): Promise<UpdRow | null> {
  const [row] = await db.select().from(orderUpds).where(eq(orderUpds.orderId, orderId));
  return row ?? null;
}

export interface PaymentOnRecord {
  orderId: number;
  /** `YYYY-MM-DD`. */
  paidOn: string;
  amountKopecks: number;
  documentNumber: string;
}

/** The payments of these orders that stand (voided ones left out), oldest first. */
export async function findStandingPayments(db: Db, orderIds: readonly number[]): Promise<PaymentOnRecord[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderPayments.orderId,
      paidOn: orderPayments.paidOn,
      amountKopecks: orderPayments.amountKopecks,
      documentNumber: orderPayments.documentNumber,
    })
    .from(orderPayments)
    .where(and(inArray(orderPayments.orderId, [...orderIds]), isNull(orderPayments.voidedAt)))
    .orderBy(asc(orderPayments.paidOn), asc(orderPayments.id));
}

export interface ShippedOrder {
  orderId: number;
  updYear: number;
  updNumber: number;
  shippedAt: Date;
  vatPercent: number;
}

/**
 * A customer's orders: those shipped with their УПД, and the ids of all (for their payments) — a company's
 * orders, or a private person's own (placed for nobody).
 */
export async function findCustomerOrders(
  db: Db,
  customer: { userId: string; companyId: string | null },
): Promise<{ shipped: ShippedOrder[]; orderIds: number[] }> {
  const rows = await db
    .select({
      orderId: orders.id,
      updYear: orderUpds.year,
      updNumber: orderUpds.number,
      shippedAt: orderUpds.shippedAt,
      vatPercent: orders.vatPercent,
    })
    .from(orders)
    .leftJoin(orderUpds, eq(orderUpds.orderId, orders.id))
    .where(
      customer.companyId === null
        ? and(eq(orders.userId, customer.userId), isNull(orders.companyId))
        : eq(orders.companyId, customer.companyId),
    )
    .orderBy(asc(orders.id));
  return {
    shipped: rows.flatMap((row) =>
      row.updYear === null || row.updNumber === null || row.shippedAt === null
        ? []
        : [{ ...row, updYear: row.updYear, updNumber: row.updNumber, shippedAt: row.shippedAt }],
    ),
    orderIds: rows.map((row) => row.orderId),
  };
}
