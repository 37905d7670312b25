/**
 * The members endpoints (and the carts), role by role: for each endpoint, what company A's owner, buyer and
 * accountant, the owner of another company B and a visitor get — and that a refused call changes nothing of A.
 */
import { tables } from '@polotno/db';
import { eq } from '@polotno/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyRow, joinCompany } from '../../../test/acting-company.ts';
import { callerOf, createUser, randomPhone, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
let companyA: string;
let companyB: string;
const people = {} as Record<'owner' | 'buyer' | 'accountant' | 'stranger' | 'target', TestUser>;
const ACTORS = ['owner', 'buyer', 'accountant', 'stranger', 'visitor'] as const;
type Actor = (typeof ACTORS)[number];

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['owner', 'buyer', 'accountant', 'stranger', 'target'] as const) {
    people[name] = await createUser(t);
  }
  companyA = await createCompanyRow(t);
  companyB = await createCompanyRow(t);
  await joinCompany(t, companyA, people.owner, 'owner');
  await joinCompany(t, companyA, people.buyer, 'buyer');
  await joinCompany(t, companyA, people.accountant, 'accountant');
  await joinCompany(t, companyA, people.target, 'buyer');
  // The owner of another company, acting for it.
  await joinCompany(t, companyB, people.stranger, 'owner');
});
afterAll(() => t.close());

const call = callerOf(() => t);
const as = (actor: Actor) => (actor === 'visitor' ? null : people[actor]);

/** Company A's members and open invitations as stored: what a refused call must leave as it was. */
async function stateOfA() {
  const members = await t.app.db
    .select({
      userId: tables.memberships.userId,
      role: tables.memberships.role,
      limit: tables.memberships.orderLimitKopecks,
    })
    .from(tables.memberships)
    .where(eq(tables.memberships.companyId, companyA));
  const invitations = await t.app.db
    .select({ id: tables.companyInvitations.id, revokedAt: tables.companyInvitations.revokedAt })
    .from(tables.companyInvitations)
    .where(eq(tables.companyInvitations.companyId, companyA));
  const byId = (a: { userId?: string; id?: string }, b: { userId?: string; id?: string }) =>
    String(a.userId ?? a.id).localeCompare(String(b.userId ?? b.id));
  return { members: members.sort(byId), invitations: invitations.sort(byId) };
}

describe('the carts of company A’s people', () => {
  it('are each person’s own: a colleague, the owner and another company read none of them', async () => {
    const expected: Record<Actor, number> = { owner: 403, buyer: 200, accountant: 403, stranger: 403, visitor: 401 };
    for (const actor of ACTORS) {
      const answer = await call(as(actor), 'GET', `/api/user/cart/${people.buyer.id}`);
      expect(answer.statusCode, actor).toBe(expected[actor]);
    }
  });
});

describe('the members endpoints of company A', () => {
  it('answer the company each member acts for, and a visitor 401', async () => {
    const expected: Record<Actor, [number, string | null]> = {
      owner: [200, companyA],
      buyer: [200, companyA],
      accountant: [200, companyA],
      stranger: [200, companyB],
      visitor: [401, null],
    };
    for (const actor of ACTORS) {
      const answer = await call(as(actor), 'GET', '/api/company');
      expect([answer.statusCode, answer.statusCode === 200 ? answer.json().id : null], actor).toEqual(expected[actor]);
    }
    // Invitations are the owner's business.
    const [owner, buyer] = [
      await call(people.owner, 'GET', '/api/company'),
      await call(people.buyer, 'GET', '/api/company'),
    ];
    expect(Array.isArray(owner.json().invitations)).toBe(true);
    expect(buyer.json().invitations ?? []).toEqual([]);
  });

  it('refuse everyone but A’s owner every change to A, and change nothing', async () => {
    const invited = await call(people.owner, 'POST', '/api/company/invitations', {
      phone: randomPhone(),
      role: 'buyer',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const invitation: string = invited.json().id;
    const before = await stateOfA();

    const endpoints: Array<
      [string, (actor: Actor) => ReturnType<typeof call>, Record<Exclude<Actor, 'owner'>, number>]
    > = [
      [
        'invite',
        (actor) => call(as(actor), 'POST', '/api/company/invitations', { phone: randomPhone(), role: 'owner' }),
        // The stranger's invitation is to their own company B, never to A.
        { buyer: 403, accountant: 403, stranger: 201, visitor: 401 },
      ],
      [
        'revoke an invitation',
        (actor) => call(as(actor), 'DELETE', `/api/company/invitations/${invitation}`),
        { buyer: 403, accountant: 403, stranger: 404, visitor: 401 },
      ],
      [
        'change a member',
        (actor) =>
          call(as(actor), 'PATCH', `/api/company/members/${people.target.id}`, { role: 'owner', orderLimit: 1 }),
        { buyer: 403, accountant: 403, stranger: 404, visitor: 401 },
      ],
      [
        'remove a member',
        (actor) => call(as(actor), 'DELETE', `/api/company/members/${people.target.id}`),
        { buyer: 403, accountant: 403, stranger: 404, visitor: 401 },
      ],
    ];
    for (const [name, request, statuses] of endpoints) {
      for (const actor of ['buyer', 'accountant', 'stranger', 'visitor'] as const) {
        const answer = await request(actor);
        expect(answer.statusCode, `${name} as ${actor}: ${answer.body}`).toBe(statuses[actor]);
      }
    }
    expect(await stateOfA()).toEqual(before);

    // A's owner may do each of them.
    expect(
      (await call(people.owner, 'PATCH', `/api/company/members/${people.target.id}`, { orderLimit: 1 })).statusCode,
    ).toBe(200);
    expect((await call(people.owner, 'DELETE', `/api/company/invitations/${invitation}`)).statusCode).toBe(204);
    expect((await call(people.owner, 'DELETE', `/api/company/members/${people.target.id}`)).statusCode).toBe(204);
    const after = await stateOfA();
    expect(after.members.map((member) => member.userId)).not.toContain(people.target.id);
    expect(after.invitations.find((row) => row.id === invitation)?.revokedAt).not.toBeNull();
  });
});
