/** Companies for tests: a company row with its owner written straight into the real database, and invitation links. */
import { tables } from '@polotno/db';
import type { CompanyRole } from '@polotno/domain';
import { randomInt } from 'node:crypto';
import type { TestUser } from './auth.ts';
import type { TestApp } from './helper.ts';
import { readSmsOutbox } from './sms-outbox.ts';

/** A ten-digit ИНН no other test company has (the checksum is not what these tests are about). */
export function randomInn(): string {
  return `77${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** An ООО owned by `owner` (plus `members` with their roles); returns its id. */
export async function createCompany(
  t: TestApp,
  owner: TestUser,
  options: { title?: string; inn?: string; members?: Array<[TestUser, CompanyRole]> } = {},
): Promise<string> {
  const [company] = await t.app.db
    .insert(tables.companies)
    .values({
      type: 'llc',
      companyName: options.title ?? 'ООО «Ромашка»',
      inn: options.inn ?? randomInn(),
      kpp: '773601001',
    })
    .returning({ id: tables.companies.id });
  if (!company) throw new Error('company not created');
  const members: Array<[TestUser, CompanyRole]> = [[owner, 'owner'], ...(options.members ?? [])];
  for (const [index, [user, role]] of members.entries()) {
    await t.app.db.insert(tables.memberships).values({
      companyId: company.id,
      userId: user.id,
      role,
      // Joined in the order given.
      createdAt: new Date(Date.now() + index),
    });
  }
  return company.id;
}

/** The token of the newest invitation link sent to `phone`. */
export async function lastInvitationToken(t: TestApp, phone: string): Promise<string> {
  const message = (await readSmsOutbox(t)).filter((m) => m.to === phone).at(-1);
  const token = message?.text.match(/\/invite\/([\w-]{43})/)?.[1];
  if (!token) throw new Error(`no invitation sent to ${phone}`);
  return token;
}
