import { tables, type Db } from '@polotno/db';
import { and, count, desc, eq, isNull, type SQL } from '@polotno/db/orm';

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

/**
 * Whose requisites documents: a company's (`companyId`), a private person's own (uploaded for nobody), or —
 * for the back office looking at a person — every one they uploaded (`anyCompany`).
 */
export interface FileScope {
  ownerId: string;
  companyId: string | null;
  anyCompany?: boolean;
}

function scoped(scope: FileScope, kind: string): SQL | undefined {
  if (scope.companyId !== null) return and(eq(storedFiles.companyId, scope.companyId), eq(storedFiles.kind, kind));
  return and(
    eq(storedFiles.ownerId, scope.ownerId),
    eq(storedFiles.kind, kind),
    scope.anyCompany ? undefined : isNull(storedFiles.companyId),
  );
}

export async function findOwnedFiles(db: Db, scope: FileScope, kind: string): Promise<StoredFileRow[]> {
  return db.select().from(storedFiles).where(scoped(scope, kind)).orderBy(desc(storedFiles.createdAt));
}

export async function deleteOwnedFile(
  db: Db,
  scope: FileScope,
  kind: string,
  id: string,
): Promise<StoredFileRow | null> {
  const [row] = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, id), scoped(scope, kind)))
    .returning();
  return row ?? null;
}

export async function countOwnedFiles(db: Db, scope: FileScope, kind: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(storedFiles).where(scoped(scope, kind));
  return row?.value ?? 0;
}
