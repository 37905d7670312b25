/**
 * People acting for a company in tests: a company row with its requisites, memberships with roles and limits,
 * and sessions that act for it — written straight into the real database, as decision 020's tables hold them.
 */
import { tables } from '@polotno/db';
import { and, eq } from '@polotno/db/orm';
import { RequisitesSchema, toRequisitesRecord, type CompanyRole } from '@polotno/domain';
import type { TestUser } from './auth.ts';
import type { TestApp } from './helper.ts';
import { llcNumber } from './requisites-fixtures.ts';

let serial = 0;

/** A company (ООО of a fresh ИНН unless `requisites` say otherwise); resolves with its id. */
export async function createCompanyRow(t: TestApp, requisites: unknown = llcNumber(100 + (serial += 1))) {
  const record = toRequisitesRecord(RequisitesSchema.parse(requisites));
  const [row] = await t.app.db
    .insert(tables.companies)
    .values({ ...record, type: record.type, inn: record.inn ?? '', kpp: record.kpp ?? '' })
    .returning({ id: tables.companies.id });
  if (!row) throw new Error('company not created');
  return row.id;
}

/** Makes `user` a member of the company with `role` (and a buyer's limits, kopecks), acting for it in every session. */
export async function joinCompany(
  t: TestApp,
  companyId: string,
  user: TestUser,
  role: CompanyRole,
  limits: { orderLimitKopecks?: number | null; monthLimitKopecks?: number | null } = {},
): Promise<void> {
  await t.app.db.insert(tables.memberships).values({ companyId, userId: user.id, role, ...limits });
  await t.app.db.update(tables.sessions).set({ companyId }).where(eq(tables.sessions.userId, user.id));
}

/** Changes a member's limits (kopecks; null: none). */
export async function setLimits(
  t: TestApp,
  companyId: string,
  user: TestUser,
  limits: { orderLimitKopecks?: number | null; monthLimitKopecks?: number | null },
): Promise<void> {
  await t.app.db
    .update(tables.memberships)
    .set(limits)
    .where(and(eq(tables.memberships.companyId, companyId), eq(tables.memberships.userId, user.id)));
}

/** Removes a member from the company (their sessions keep pointing at it: the next request acts for nobody). */
export async function removeMember(t: TestApp, companyId: string, user: TestUser): Promise<void> {
  await t.app.db
    .delete(tables.memberships)
    .where(and(eq(tables.memberships.companyId, companyId), eq(tables.memberships.userId, user.id)));
}
