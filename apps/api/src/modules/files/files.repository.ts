import { tables, type Db } from '@polotno/db';
import { and, count, desc, eq } from '@polotno/db/orm';

const { storedFiles } = tables;
export type StoredFileRow = typeof storedFiles.$inferSelect;

export async function insertFile(db: Db, row: typeof storedFiles.$inferInsert): Promise<StoredFileRow> {
  const [inserted] = await db.insert(storedFiles).values(row).returning();
  return inserted!;
}

export async function findFile(db: Db, id: string): Promise<StoredFileRow | null> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row ?? null;
}

export async function findOwnedFiles(db: Db, ownerId: string, kind: string): Promise<StoredFileRow[]> {
  return db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, ownerId), eq(storedFiles.kind, kind)))
    .orderBy(desc(storedFiles.createdAt));
}

export async function deleteOwnedFile(db: Db, ownerId: string, id: string): Promise<StoredFileRow | null> {
  const [row] = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.ownerId, ownerId)))
    .returning();
  return row ?? null;
}

export async function countOwnedFiles(db: Db, ownerId: string, kind: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, ownerId), eq(storedFiles.kind, kind)));
  return row?.value ?? 0;
}
