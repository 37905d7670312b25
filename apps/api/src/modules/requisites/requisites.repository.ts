/**
 * SQL of requisites: a private person's are one `requisites` row per user, replaced as a whole; a company's are
 * its `companies` row (one per ИНН + КПП), which a person acting for nobody creates by saving company
 * requisites — becoming its owner, their session acting for it.
 */
import { tables, type Db } from '@polotno/db';
import { and, eq, ne } from '@polotno/db/orm';
import type { RequisitesRecord } from '@polotno/domain';

const { requisites, companies, memberships } = tables;

type CompanyRow = typeof companies.$inferSelect;
type CompanyRecord = RequisitesRecord & { type: CompanyRow['type'] };

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

/** A company's requisites as the requisites answer them (a company without a КПП has it null), or null. */
export async function findCompanyRequisites(db: Db, companyId: string): Promise<RequisitesRecord | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) return null;
  return {
    type: row.type,
    name: row.name,
    companyName: row.companyName,
    inn: row.inn,
    kpp: row.kpp === '' ? null : row.kpp,
    ogrn: row.ogrn,
    ogrnip: row.ogrnip,
    address: row.address,
    bankName: row.bankName,
    bik: row.bik,
    account: row.account,
    corrAccount: row.corrAccount,
    edoId: row.edoId ?? null,
  };
}

/** The columns of a company's requisites. */
function companyColumns(record: CompanyRecord) {
  const { edoId, inn, kpp, ...rest } = record;
  return { ...rest, inn: inn ?? '', kpp: kpp ?? '', edoId: edoId ?? null };
}

/** Whether another company than `exceptId` holds the record's ИНН + КПП. */
export async function innTaken(db: Db, record: CompanyRecord, exceptId: string | null): Promise<boolean> {
  const { inn, kpp } = companyColumns(record);
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(eq(companies.inn, inn), eq(companies.kpp, kpp), exceptId === null ? undefined : ne(companies.id, exceptId)),
    );
  return row !== undefined;
}

/** Replaces a company's requisites. */
export async function saveCompanyRequisites(
  db: Db,
  companyId: string,
  record: CompanyRecord,
  now: Date,
): Promise<void> {
  await db
    .update(companies)
    .set({ ...companyColumns(record), updatedAt: now })
    .where(eq(companies.id, companyId));
}

/** A new company with these requisites; null when one of its ИНН + КПП exists (nothing written). */
export async function insertCompany(db: Db, record: CompanyRecord, now: Date): Promise<string | null> {
  const [row] = await db
    .insert(companies)
    .values({ ...companyColumns(record), createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: companies.id });
  return row?.id ?? null;
}

/** Makes the user an owner of the company. */
export async function insertOwner(db: Db, companyId: string, userId: string, now: Date): Promise<void> {
  await db.insert(memberships).values({ companyId, userId, role: 'owner', createdAt: now });
}
