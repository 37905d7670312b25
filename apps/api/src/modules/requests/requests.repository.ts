import { tables, type Db } from '@polotno/db';
import { and, count, desc, eq, gte, or, sql } from '@polotno/db/orm';

const { visitorRequests, storedFiles } = tables;
export type RequestRow = typeof visitorRequests.$inferSelect;
export type FileRow = typeof storedFiles.$inferSelect;

export async function insertRequest(db: Db, row: typeof visitorRequests.$inferInsert): Promise<RequestRow> {
  const [inserted] = await db.insert(visitorRequests).values(row).returning();
  return inserted!;
}

/** How many requests came from this phone or e-mail in the last `minutes`. */
export async function countRecentFrom(
  db: Db,
  contact: { phone: string | null; email: string | null },
  minutes: number,
): Promise<number> {
  const matches = [
    contact.phone ? eq(visitorRequests.phone, contact.phone) : undefined,
    contact.email ? eq(visitorRequests.email, contact.email) : undefined,
  ].filter((clause) => clause !== undefined);
  if (matches.length === 0) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(visitorRequests)
    .where(and(or(...matches), gte(visitorRequests.createdAt, sql`now() - make_interval(mins => ${minutes})`)));
  return row?.value ?? 0;
}

export async function listRequests(
  db: Db,
  filter: { status?: string; kind?: string },
  window: { limit: number; offset: number },
) {
  const where = and(
    filter.status ? eq(visitorRequests.status, filter.status) : undefined,
    filter.kind ? eq(visitorRequests.kind, filter.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: visitorRequests, file: storedFiles })
      .from(visitorRequests)
      .leftJoin(storedFiles, eq(storedFiles.id, visitorRequests.fileId))
      .where(where)
      .orderBy(desc(visitorRequests.createdAt), desc(visitorRequests.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(visitorRequests).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findRequest(db: Db, id: number): Promise<RequestRow | null> {
  const [row] = await db.select().from(visitorRequests).where(eq(visitorRequests.id, id));
  return row ?? null;
}

export async function updateStatus(db: Db, id: number, status: string) {
  const [updated] = await db
    .update(visitorRequests)
    .set({ status, updatedAt: new Date() })
    .where(eq(visitorRequests.id, id))
    .returning();
  if (!updated) return null;
  const [file] = updated.fileId ? await db.select().from(storedFiles).where(eq(storedFiles.id, updated.fileId)) : [];
  return { request: updated, file: file ?? null };
}
