import { tables } from '@polotno/db';
import { eq } from '@polotno/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createUser, randomPhone, type TestUser } from '../../../test/auth.ts';
import { createCompany, randomInn } from '../../../test/companies-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { buyerRecord } from '../../../test/requisites-fixtures.ts';

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let buyer: TestUser;
let companyId: string;
const inn = randomInn();
const call = callerOf(() => t);

/** An order of the company placed by `by`, at `status` with `totalKopecks`, and payments on it (voided or not). */
async function order(
  by: TestUser,
  status: 'new' | 'invoiced' | 'shipped' | 'cancelled',
  totalKopecks: number | null,
  payments: Array<{ kopecks: number; voided?: boolean }> = [],
) {
  const [row] = await t.app.db
    .insert(tables.orders)
    .values({
      userId: by.id,
      companyId,
      status,
      requisites: buyerRecord('llc'),
      deliveryMethod: 'pickup',
      paymentMethod: 'bank_transfer',
      vatPercent: 20,
      totalKopecks,
    })
    .returning({ id: tables.orders.id });
  for (const payment of payments) {
    await t.app.db.insert(tables.orderPayments).values({
      orderId: row!.id,
      paidOn: '2026-03-03',
      amountKopecks: payment.kopecks,
      source: 'manual',
      recordedAt: new Date(),
      ...(payment.voided ? { voidedAt: new Date(), voidReason: 'ошибка' } : {}),
    });
  }
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner, buyer] = await Promise.all([
    createUser(t, { role: 'ADMIN' }),
    createUser(t, { name: 'Ольга Владелец' }),
    createUser(t, { name: 'Борис Закупщик' }),
  ]);
  companyId = await createCompany(t, owner, { title: 'ООО «Пряжа и Ко»', inn, members: [[buyer, 'buyer']] });
  await createCompany(t, await createUser(t), { title: 'ООО «Другая»' });
});
afterAll(() => t.close());

describe('back office: companies', () => {
  it('refuses a customer and an anonymous caller', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/companies', undefined],
      ['GET', `/api/admin/companies/${companyId}`, undefined],
      ['POST', `/api/admin/companies/${companyId}/members`, { phone: randomPhone(), role: 'buyer' }],
      ['POST', `/api/admin/companies/${companyId}/owner`, { userId: buyer.id }],
    ] as const) {
      expect((await call(owner, method, url, payload)).statusCode, url).toBe(403);
      expect((await call(null, method, url, payload)).statusCode, url).toBe(401);
    }
    expect(
      (await t.app.db.select().from(tables.memberships).where(eq(tables.memberships.companyId, companyId)))
        .map((m) => m.role)
        .sort(),
    ).toEqual(['buyer', 'owner']);
  });

  it('lists companies searched by title or ИНН, with members, orders and the balance due', async () => {
    const first = await order(owner, 'invoiced', 100_000, [{ kopecks: 30_000 }, { kopecks: 50_000, voided: true }]);
    await order(buyer, 'shipped', 40_000, [{ kopecks: 40_000 }]);
    await order(buyer, 'new', null);
    await order(owner, 'cancelled', 90_000);
    const byTitle = await call(admin, 'GET', `/api/admin/companies?search=${encodeURIComponent('пряжа')}`);
    expect(byTitle.statusCode, byTitle.body).toBe(200);
    expect(byTitle.json()).toEqual({
      items: [{ id: companyId, title: 'ООО «Пряжа и Ко»', inn, kpp: '773601001', members: 2, orders: 4, due: 700 }],
      total: 1,
      page: 1,
      limit: 20,
    });
    const byInn = (await call(admin, 'GET', `/api/admin/companies?search=${inn.slice(2)}`)).json();
    expect(byInn.items.map((item: { id: string }) => item.id)).toEqual([companyId]);
    const all = (await call(admin, 'GET', '/api/admin/companies?limit=1')).json();
    expect(all.items).toHaveLength(1);
    expect(all.total).toBeGreaterThanOrEqual(2);

    const company = await call(admin, 'GET', `/api/admin/companies/${companyId}`);
    expect(company.statusCode, company.body).toBe(200);
    const body = company.json();
    expect(body).toMatchObject({ id: companyId, type: 'llc', title: 'ООО «Пряжа и Ко»', due: 700, invitations: [] });
    expect(body.members.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ['Ольга Владелец', 'owner'],
      ['Борис Закупщик', 'buyer'],
    ]);
    expect(body.orders).toHaveLength(4);
    expect(body.orders.find((o: { id: number }) => o.id === first)).toMatchObject({
      status: 'invoiced',
      total: 1000,
      placedBy: { id: owner.id, name: 'Ольга Владелец' },
    });
    expect((await call(admin, 'GET', `/api/admin/companies/${crypto.randomUUID()}`)).json().code).toBe(
      'COMPANY_NOT_FOUND',
    );
  });

  it('adds an existing account by phone, refusing an unknown phone and a member', async () => {
    const person = await createUser(t, { name: 'Вера Бухгалтер' });
    const added = await call(admin, 'POST', `/api/admin/companies/${companyId}/members`, {
      phone: person.phone,
      role: 'accountant',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().members.at(-1)).toMatchObject({ userId: person.id, role: 'accountant' });
    const again = await call(admin, 'POST', `/api/admin/companies/${companyId}/members`, {
      phone: person.phone,
      role: 'buyer',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('COMPANY_ALREADY_MEMBER');
    const unknown = await call(admin, 'POST', `/api/admin/companies/${companyId}/members`, {
      phone: randomPhone(),
      role: 'buyer',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('USER_NOT_FOUND');

    const [record] = await t.app.db
      .select()
      .from(tables.auditRecords)
      .where(eq(tables.auditRecords.objectId, companyId));
    expect(record).toMatchObject({
      kind: 'company',
      action: 'update',
      actorId: admin.id,
      before: { member: null },
      after: { member: { userId: person.id, role: 'accountant' } },
    });
  });

  it('hands the ownership to a member: the other owners become buyers', async () => {
    const outsider = await createUser(t);
    const refused = await call(admin, 'POST', `/api/admin/companies/${companyId}/owner`, { userId: outsider.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('COMPANY_MEMBER_NOT_FOUND');

    const moved = await call(admin, 'POST', `/api/admin/companies/${companyId}/owner`, { userId: buyer.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const roles = Object.fromEntries(
      moved.json().members.map((m: { userId: string; role: string }) => [m.userId, m.role]),
    );
    expect(roles[buyer.id]).toBe('owner');
    expect(roles[owner.id]).toBe('buyer');
    const records = await t.app.db
      .select()
      .from(tables.auditRecords)
      .where(eq(tables.auditRecords.objectId, companyId));
    expect(records.at(-1)).toMatchObject({ before: { owners: [owner.id] }, after: { owners: [buyer.id] } });
  });

  it('shows each person’s companies in the admin’s users list', async () => {
    const list = await call(admin, 'GET', `/api/user?search=${buyer.phone}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({
        id: buyer.id,
        companies: [{ id: companyId, title: 'ООО «Пряжа и Ко»', role: 'owner' }],
      }),
    ]);
    const admins = (await call(admin, 'GET', `/api/user?search=${admin.phone}`)).json();
    expect(admins.items[0].companies).toEqual([]);
  });
});
