/** SQL of companies, their memberships and invitations, and the session's acting company. */
import { tables, type Db } from '@polotno/db';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL } from '@polotno/db/orm';
import { INVOICED_STATUSES, type CompanyRole } from '@polotno/domain';

const { companies, memberships, companyInvitations, users, sessions, orders } = tables;

export type CompanyRow = typeof companies.$inferSelect;
export type InvitationRow = typeof companyInvitations.$inferSelect;

/** A membership with the company's naming fields. */
export interface MyCompanyRow {
  company: CompanyRow;
  role: CompanyRole;
}

/** The companies `userId` belongs to, in the order they joined them. */
export async function listUserCompanies(db: Db, userId: string): Promise<MyCompanyRow[]> {
  return db
    .select({ company: companies, role: memberships.role })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(companies.id));
}

/** The company, or null. */
/**
 * The company a person joined first, or null when they belong to none: whose requisites and акт сверки the back
 * office opens when it names a person.
 */
export async function findFirstCompany(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  return row?.companyId ?? null;
}

export async function findCompany(db: Db, id: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

/**
 * Locks the company's row for the rest of the transaction: every change of its memberships takes this lock
 * first, so two at once (two demotions of the last two owners) are counted one after the other.
 */
export async function lockCompany(db: Db, id: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).for('update');
  return row ?? null;
}

/** Makes `companyId` (or nobody) the company the session acts for. */
export async function setSessionCompany(db: Db, sessionId: string, companyId: string | null): Promise<void> {
  await db.update(sessions).set({ companyId }).where(eq(sessions.id, sessionId));
}

/**
 * A person who joined a company: this session, and their other live sessions that act for nobody, act for it
 * from their next request on; a session that chose another company keeps it.
 */
export async function followJoinedCompany(db: Db, sessionId: string, userId: string, companyId: string) {
  await db
    .update(sessions)
    .set({ companyId })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        or(eq(sessions.id, sessionId), isNull(sessions.companyId)),
      ),
    );
}

/** The person's sessions that act for the company stop doing so (they were removed from it). */
export async function clearSessionsCompany(db: Db, userId: string, companyId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ companyId: null })
    .where(and(eq(sessions.userId, userId), eq(sessions.companyId, companyId)));
}

export type MembershipRow = typeof memberships.$inferSelect;

/** `userId`'s membership of `companyId`, or null. */
export async function findMembership(db: Db, companyId: string, userId: string): Promise<MembershipRow | null> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  return row ?? null;
}

/** A member with their name and phone. */
export interface MemberRow extends MembershipRow {
  name: string;
  phone: string;
}

/** The company's members, in the order they joined. */
export async function listMembers(db: Db, companyId: string): Promise<MemberRow[]> {
  const rows = await db
    .select({ membership: memberships, name: users.name, phone: users.phone })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.companyId, companyId))
    .orderBy(asc(memberships.createdAt), asc(users.phone));
  return rows.map((row) => ({ ...row.membership, name: row.name, phone: row.phone }));
}

/** Whether the account with `phone` is a member of the company. */
export async function isMemberByPhone(db: Db, companyId: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(users.phone, phone)));
  return Boolean(row);
}

/** The account with this phone, or null. */
export async function findUserByPhone(db: Db, phone: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.phone, phone));
  return row ?? null;
}

/** Adds a member; false when they already are one (the membership stays as it was). */
export async function insertMembership(
  db: Db,
  membership: {
    companyId: string;
    userId: string;
    role: CompanyRole;
    orderLimitKopecks: number | null;
    monthLimitKopecks: number | null;
  },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(memberships)
    .values({ ...membership, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: memberships.userId });
  return rows.length > 0;
}

/** Changes a member's role or limits; null when there is no such member. */
export async function updateMembership(
  db: Db,
  companyId: string,
  userId: string,
  set: { role?: CompanyRole; orderLimitKopecks?: number | null; monthLimitKopecks?: number | null },
): Promise<MembershipRow | null> {
  const [row] = await db
    .update(memberships)
    .set(set)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
    .returning();
  return row ?? null;
}

/** Removes a member; false when there was none. */
export async function deleteMembership(db: Db, companyId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
    .returning({ userId: memberships.userId });
  return rows.length > 0;
}

/** How many owners the company has now. */
export async function countOwners(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.role, 'owner')));
  return row?.value ?? 0;
}

/** Every owner but `userId` becomes a buyer; returns who they were. */
export async function demoteOtherOwners(db: Db, companyId: string, userId: string): Promise<string[]> {
  const rows = await db
    .update(memberships)
    .set({ role: 'buyer' })
    .where(and(eq(memberships.companyId, companyId), eq(memberships.role, 'owner'), ne(memberships.userId, userId)))
    .returning({ userId: memberships.userId });
  return rows.map((row) => row.userId);
}

const isOpen = (now: Date) =>
  and(
    isNull(companyInvitations.acceptedAt),
    isNull(companyInvitations.revokedAt),
    gt(companyInvitations.expiresAt, now),
  );

/** The company's invitations still open, newest first. */
export async function listOpenInvitations(db: Db, companyId: string, now: Date): Promise<InvitationRow[]> {
  return db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), isOpen(now)))
    .orderBy(desc(companyInvitations.createdAt));
}

/** All the company's invitations, newest first. */
export async function listInvitations(db: Db, companyId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(companyInvitations)
    .where(eq(companyInvitations.companyId, companyId))
    .orderBy(desc(companyInvitations.createdAt));
}

/** Revokes the company's open invitations to `phone` (a new one replaces them). */
export async function revokeInvitationsTo(db: Db, companyId: string, phone: string, now: Date): Promise<void> {
  await db
    .update(companyInvitations)
    .set({ revokedAt: now })
    .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.phone, phone), isOpen(now)));
}

/** Stores an invitation. */
export async function insertInvitation(
  db: Db,
  invitation: Omit<typeof companyInvitations.$inferInsert, 'id' | 'createdAt'>,
  now: Date,
): Promise<InvitationRow> {
  const [row] = await db
    .insert(companyInvitations)
    .values({ ...invitation, createdAt: now })
    .returning();
  if (!row) throw new Error('invitation insert returned no row');
  return row;
}

/** Removes an invitation whose SMS could not be sent. */
export async function deleteInvitation(db: Db, id: string): Promise<void> {
  await db.delete(companyInvitations).where(eq(companyInvitations.id, id));
}

/** Revokes one open invitation of the company; false when there is none open with this id. */
export async function revokeInvitation(db: Db, companyId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(companyInvitations)
    .set({ revokedAt: now })
    .where(and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, companyId), isOpen(now)))
    .returning({ id: companyInvitations.id });
  return rows.length > 0;
}

/** The invitation of a link's token (its hash), with its company. */
export async function findInvitationByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<{ invitation: InvitationRow; company: CompanyRow } | null> {
  const [row] = await db
    .select({ invitation: companyInvitations, company: companies })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(eq(companyInvitations.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Marks an open invitation accepted by `userId` — one conditional UPDATE, so of two accepts at once only one
 * finds it open; null when it is no longer open.
 */
export async function claimInvitation(db: Db, id: string, userId: string, now: Date): Promise<InvitationRow | null> {
  const [row] = await db
    .update(companyInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(and(eq(companyInvitations.id, id), isOpen(now)))
    .returning();
  return row ?? null;
}

// Back office.

function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = text.replace(/\D/g, '');
  return or(
    ilike(companies.companyName, pattern),
    ilike(companies.name, pattern),
    ...(digits.length >= 3 ? [sql`${companies.inn} like ${`%${digits}%`}`] : []),
  );
}

/** A page of companies by title, optionally those whose title or ИНН holds `search`, with their counts. */
export async function listCompanies(
  db: Db,
  options: { search?: string; limit: number; offset: number },
): Promise<{ rows: Array<{ company: CompanyRow; members: number; orders: number }>; total: number }> {
  const where = searchCondition(options.search);
  // Written out: drizzle leaves the columns of a one-table select unqualified, which a subquery would misread.
  const memberCount = sql<number>`(select count(*)::int from memberships m where m.company_id = companies.id)`;
  const orderCount = sql<number>`(select count(*)::int from orders o where o.company_id = companies.id)`;
  const rows = await db
    .select({ company: companies, members: memberCount, orders: orderCount })
    .from(companies)
    .where(where)
    .orderBy(
      sql`lower(coalesce(${companies.companyName}, ${companies.name}, ''))`,
      asc(companies.inn),
      asc(companies.id),
    )
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ value: count() }).from(companies).where(where);
  return {
    rows: rows.map((row) => ({ ...row, members: Number(row.members), orders: Number(row.orders) })),
    total: total?.value ?? 0,
  };
}

/** An invoiced order of a company with what was paid on it (payments not voided). */
export interface InvoicedOrder {
  companyId: string;
  totalKopecks: number | null;
  paidKopecks: number;
}

/** The invoiced orders (invoiced, paid, shipped, completed) of these companies, with their payments. */
export async function listInvoicedOrders(db: Db, companyIds: readonly string[]): Promise<InvoicedOrder[]> {
  if (companyIds.length === 0) return [];
  const paid = sql<string>`coalesce((select sum(p.amount_kopecks) from order_payments p
    where p.order_id = orders.id and p.voided_at is null), 0)`;
  const rows = await db
    .select({ companyId: orders.companyId, totalKopecks: orders.totalKopecks, paid })
    .from(orders)
    .where(and(inArray(orders.companyId, [...companyIds]), inArray(orders.status, [...INVOICED_STATUSES])));
  return rows.map((row) => ({
    companyId: row.companyId as string,
    totalKopecks: row.totalKopecks,
    paidKopecks: Number(row.paid),
  }));
}

/** The company's orders, newest first, with who placed each. */
export async function listCompanyOrders(db: Db, companyId: string) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      totalKopecks: orders.totalKopecks,
      createdAt: orders.createdAt,
      placedById: users.id,
      placedByName: users.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.companyId, companyId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}
