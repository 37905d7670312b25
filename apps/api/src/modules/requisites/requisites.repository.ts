/** SQL of a buyer's requisites: one row per user, replaced as a whole. */
import { tables, type Db } from '@polotno/db';
import { eq } from '@polotno/db/orm';
import type { RequisitesRecord } from '@polotno/domain';

const { requisites } = tables;

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
