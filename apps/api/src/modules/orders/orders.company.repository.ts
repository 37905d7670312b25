/**
 * SQL of a company's orders: the company's list, what a buyer's month has taken against their limit (under a
 * lock), the owners who approve, and recording an owner's approval.
 */
import { tables, type Db } from '@polotno/db';
import { and, asc, desc, eq, gte, notInArray, sql } from '@polotno/db/orm';
import { RELEASED_STATUSES } from '@polotno/domain';
import type { Contact, OrderRow } from './orders.repository.ts';

const { orders, users, memberships } = tables;

/** A company's orders (those one member placed, with `placedBy`), most recently changed first. */
export async function listCompanyOrders(db: Db, companyId: string, placedBy?: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), placedBy ? eq(orders.userId, placedBy) : undefined))
    .orderBy(desc(orders.updatedAt), desc(orders.id));
}

/**
 * The orders a buyer placed for a company since `since` that still count against their month's limit: all but
 * the cancelled (declined ones included) and expired.
 */
export async function findBuyerOrdersSince(
  db: Db,
  userId: string,
  companyId: string,
  since: Date,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.companyId, companyId),
        gte(orders.createdAt, since),
        notInArray(orders.status, [...RELEASED_STATUSES]),
      ),
    );
}

/**
 * Holds a transaction-scoped lock on one buyer's orders for one company, so that two orders placed at once
 * cannot both fit under a month's limit only one of them leaves room for.
 */
export async function lockBuyerLimits(db: Db, userId: string, companyId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(5001002, hashtext(${`${companyId}:${userId}`}))`);
}

/** The contacts of a company's owners (who approve orders above a buyer's limit). */
export async function findCompanyOwners(db: Db, companyId: string): Promise<Contact[]> {
  return db
    .select({ id: users.id, name: users.name, phone: users.phone, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.role, 'owner')))
    .orderBy(asc(memberships.createdAt));
}

/** Records an owner's approval of a pending order; null when it is not waiting for one (nothing changed). */
export async function approveOrder(
  db: Db,
  id: number,
  set: { approvalReason: string | null; approvalBy: string; approvalAt: Date; updatedAt: Date },
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ ...set, approval: 'approved' })
    .where(and(eq(orders.id, id), eq(orders.approval, 'pending'), notInArray(orders.status, [...RELEASED_STATUSES])))
    .returning();
  return row ?? null;
}
