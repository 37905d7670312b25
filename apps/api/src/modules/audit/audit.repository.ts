import { tables, type Db } from '@polotno/db';
import { and, count, desc, eq, gte, lt, sql } from '@polotno/db/orm';
import type { AuditKind } from '@polotno/domain';

const { auditRecords, users } = tables;
export type AuditRecordRow = typeof auditRecords.$inferSelect;

export async function insertRecord(db: Db, row: typeof auditRecords.$inferInsert): Promise<void> {
  await db.insert(auditRecords).values(row);
}

export interface AuditFilter {
  actorId?: string | undefined;
  kind?: AuditKind | undefined;
  objectId?: string | undefined;
  /** At or after. */
  from?: Date | undefined;
  /** Before. */
  to?: Date | undefined;
}

/** A page of records, newest first, with the person behind each (null once the account is gone). */
export async function listRecords(db: Db, filter: AuditFilter, window: { limit: number; offset: number }) {
  const where = and(
    filter.actorId ? eq(auditRecords.actorId, filter.actorId) : undefined,
    filter.kind ? eq(auditRecords.kind, filter.kind) : undefined,
    filter.objectId ? eq(auditRecords.objectId, filter.objectId) : undefined,
    filter.from ? gte(auditRecords.at, filter.from) : undefined,
    filter.to ? lt(auditRecords.at, filter.to) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ record: auditRecords, actor: { id: users.id, name: users.name, phone: users.phone } })
      .from(auditRecords)
      .leftJoin(users, eq(users.id, auditRecords.actorId))
      .where(where)
      .orderBy(desc(auditRecords.at), desc(auditRecords.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(auditRecords).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Everyone the trail names, by name. */
export async function listActors(db: Db) {
  return db
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .where(sql`exists (select 1 from ${auditRecords} where ${auditRecords.actorId} = ${users.id})`)
    .orderBy(users.name, users.phone);
}
