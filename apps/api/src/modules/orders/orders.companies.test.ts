/**
 * Orders of company accounts (decision 020): who may do what to a company's orders, their documents and
 * payments, and its акт сверки — role by role — and a buyer's limits with the owners' approval.
 */
import { tables } from '@polotno/db';
import { eq } from '@polotno/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyRow, joinCompany, removeMember, setLimits } from '../../../test/acting-company.ts';
import { callerOf, createUser, type TestUser } from '../../../test/auth.ts';
import { pdfLayoutText } from '../../../test/document-readers.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { createProduct, stockOf } from '../../../test/orders-fixtures.ts';
import { llcNumber } from '../../../test/requisites-fixtures.ts';
import { receiveLot, rollsOf } from '../../../test/rolls-fixtures.ts';
import { readSmsOutbox } from '../../../test/sms-outbox.ts';

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let buyer: TestUser;
let accountant: TestUser;
/** The owner of another company. */
let stranger: TestUser;
/** A private person, acting for nobody. */
let visitor: TestUser;
let company: string;
let otherCompany: string;

const call = callerOf(() => t);
const ROLES = ['owner', 'buyer', 'accountant', 'stranger', 'visitor'] as const;
type Who = (typeof ROLES)[number];
const as = (who: Who): TestUser => ({ owner, buyer, accountant, stranger, visitor })[who];

beforeAll(async () => {
  t = await createTestApp({ orderExpiryIntervalSeconds: 0 });
  [admin, owner, buyer, accountant, stranger, visitor] = await Promise.all([
    createUser(t, { role: 'ADMIN' }),
    createUser(t, { name: 'Ольга Владелец' }),
    createUser(t, { name: 'Борис Закупщик' }),
    createUser(t, { name: 'Анна Бухгалтер' }),
    createUser(t, { name: 'Чужой Владелец' }),
    createUser(t, { name: 'Частное Лицо' }),
  ]);
  company = await createCompanyRow(t, llcNumber(1));
  otherCompany = await createCompanyRow(t, llcNumber(2));
  await joinCompany(t, company, owner, 'owner');
  await joinCompany(t, company, buyer, 'buyer');
  await joinCompany(t, company, accountant, 'accountant');
  await joinCompany(t, otherCompany, stranger, 'owner');
});
afterAll(() => t.close());

/** A product tracking rolls with one received lot of `rolls` rolls. */
async function rollProduct(rolls = 3) {
  const fabric = await createProduct(t, { count: 0, priceKopecks: 75_050, colors: ['белый'] });
  await receiveLot(t, admin, {
    productId: fabric.id,
    colorId: fabric.colors[0]!.id,
    lot: `Л${fabric.id}`,
    weights: [21.5, 22.25, 23, 24.5, 20.75].slice(0, rolls),
  });
  return fabric;
}

/** An order of one roll placed by `user`; the answer. */
async function place(user: TestUser, expected = 201) {
  const fabric = await rollProduct(1);
  const placed = await call(user, 'POST', '/api/order', {
    lines: [{ productId: fabric.id, color: fabric.colors[0]!.id, count: 1 }],
  });
  expect(placed.statusCode, placed.body).toBe(expected);
  return { ...placed.json(), productId: fabric.id };
}

/** An order placed by `user`, then confirmed, invoiced, paid in full and shipped by the back office. */
async function shipped(user: TestUser): Promise<number> {
  const { id } = await place(user);
  expect((await call(admin, 'PUT', `/api/order/${id}`, { status: 'confirmed' })).statusCode).toBe(200);
  const invoiced = await call(admin, 'PUT', `/api/order/${id}`, { status: 'invoiced' });
  expect(invoiced.statusCode, invoiced.body).toBe(200);
  const paid = await call(admin, 'POST', `/api/order/${id}/payments`, {
    paidOn: new Date().toISOString().slice(0, 10),
    amount: invoiced.json().total,
    documentNumber: `п${id}`,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  expect((await call(admin, 'PUT', `/api/order/${id}`, { status: 'shipped' })).statusCode).toBe(200);
  return id;
}

const history = async (user: TestUser, query = '') => {
  const response = await call(user, 'GET', `/api/order/${user.id}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    id: number;
    placedBy: { id: string; name: string };
    payments: unknown[];
    documentsVisible: boolean;
    companyId: string | null;
  }[];
};

describe('a company’s orders, role by role', () => {
  let byOwner: number;
  let byBuyer: number;

  beforeAll(async () => {
    byOwner = await shipped(owner);
    byBuyer = await shipped(buyer);
  });

  it('places orders for the acting company, but not for an accountant', async () => {
    const expected: Record<Who, number> = { owner: 201, buyer: 201, accountant: 403, stranger: 201, visitor: 201 };
    for (const who of ROLES) {
      const order = await place(as(who), expected[who]);
      if (expected[who] !== 201) continue;
      const companyOf: Record<Who, string | null> = {
        owner: company,
        buyer: company,
        accountant: company,
        stranger: otherCompany,
        visitor: null,
      };
      expect(order.companyId, who).toBe(companyOf[who]);
      expect(order.placedBy, who).toEqual({ id: as(who).id, name: expect.any(String) });
      expect(order.approval, who).toBeNull();
      // A company's order carries the company's requisites.
      if (companyOf[who] === company) expect(order.requisites.inn).toBe(llcNumber(1).inn);
    }
  });

  it('lists the company’s orders with who placed them to every member, and to nobody else', async () => {
    const sees: Record<Who, boolean> = { owner: true, buyer: true, accountant: true, stranger: false, visitor: false };
    for (const who of ROLES) {
      const ids = (await history(as(who))).map((order) => order.id);
      expect(ids.includes(byOwner), who).toBe(sees[who]);
      expect(ids.includes(byBuyer), who).toBe(sees[who]);
    }
    const orders = await history(owner);
    expect(orders.find((order) => order.id === byBuyer)?.placedBy).toEqual({ id: buyer.id, name: 'Борис Закупщик' });
    const filtered = await history(owner, `?placedBy=${buyer.id}`);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((order) => order.placedBy.id === buyer.id)).toBe(true);
    // Someone else's history stays theirs.
    expect((await call(buyer, 'GET', `/api/order/${owner.id}`)).statusCode).toBe(403);
  });

  it('shows the payments of an order to the owner and the accountant, and to a buyer only on their own orders', async () => {
    for (const who of ['owner', 'accountant'] as const) {
      const orders = await history(as(who));
      for (const id of [byOwner, byBuyer]) {
        const order = orders.find((candidate) => candidate.id === id)!;
        expect(order.documentsVisible, `${who} on ${id}`).toBe(true);
        expect(order.payments, `${who} on ${id}`).toHaveLength(1);
      }
    }
    const mine = await history(buyer);
    const others = mine.find((order) => order.id === byOwner)!;
    expect(others).toMatchObject({ documentsVisible: false, payments: [], paid: 0, due: null });
    expect(mine.find((order) => order.id === byBuyer)).toMatchObject({ documentsVisible: true });
    expect(mine.find((order) => order.id === byBuyer)!.payments).toHaveLength(1);
  });

  it('answers each document of an order as the role allows', async () => {
    const moneyOnOwners: Record<Who, number> = {
      owner: 200,
      buyer: 403,
      accountant: 200,
      stranger: 403,
      visitor: 403,
    };
    const moneyOnBuyers: Record<Who, number> = { ...moneyOnOwners, buyer: 200 };
    const documents = ['documents', 'invoice.pdf', 'upd.pdf', 'packing-list.pdf'];
    for (const who of ROLES) {
      for (const document of documents) {
        const onOwners = await call(as(who), 'GET', `/api/order/${byOwner}/${document}`);
        expect(onOwners.statusCode, `${who}: ${document} of the owner’s order`).toBe(moneyOnOwners[who]);
        const onBuyers = await call(as(who), 'GET', `/api/order/${byBuyer}/${document}`);
        expect(onBuyers.statusCode, `${who}: ${document} of the buyer’s order`).toBe(moneyOnBuyers[who]);
      }
    }
    // Without the ЭДО ids the electronic УПД is refused for what is missing — only to who may see it at all.
    expect((await call(owner, 'GET', `/api/order/${byOwner}/upd.xml`)).statusCode).toBe(409);
    expect((await call(buyer, 'GET', `/api/order/${byOwner}/upd.xml`)).statusCode).toBe(403);
    expect((await call(stranger, 'GET', `/api/order/${byOwner}/upd.xml`)).statusCode).toBe(403);
  });

  it('lets owners and buyers cancel a new order of the company, and nobody else', async () => {
    const expected: Record<Who, number> = { owner: 200, buyer: 200, accountant: 403, stranger: 403, visitor: 403 };
    for (const who of ROLES) {
      const { id } = await place(owner);
      const cancelled = await call(as(who), 'PUT', `/api/order/${id}`, { status: 'cancelled' });
      expect(cancelled.statusCode, who).toBe(expected[who]);
    }
  });

  it('repeats a company’s order into the caller’s own cart, not for an accountant', async () => {
    const expected: Record<Who, number> = { owner: 200, buyer: 200, accountant: 403, stranger: 403, visitor: 403 };
    for (const who of ROLES) {
      const response = await call(as(who), 'POST', `/api/order/${byOwner}/reorder`);
      expect(response.statusCode, who).toBe(expected[who]);
    }
  });

  it('makes the акт сверки of the company’s orders for its owner and accountant, not for a buyer', async () => {
    const period = `from=2026-01-01&to=${new Date().toISOString().slice(0, 10)}`;
    const expected: Record<Who, number> = { owner: 200, buyer: 403, accountant: 200, stranger: 200, visitor: 200 };
    for (const who of ROLES) {
      const response = await call(as(who), 'GET', `/api/reconciliation.pdf?${period}`);
      expect(response.statusCode, who).toBe(expected[who]);
      if (response.statusCode !== 200) continue;
      const text = await pdfLayoutText(response.rawPayload);
      const covers = who === 'owner' || who === 'accountant';
      expect(text.includes(`(заказ № ${byBuyer})`), who).toBe(covers);
      expect(text.includes(`(заказ № ${byOwner})`), who).toBe(covers);
    }
    // The back office: by company, or by a member of it (who stands for the company).
    for (const query of [`companyId=${company}`, `userId=${buyer.id}`]) {
      const response = await call(admin, 'GET', `/api/reconciliation.pdf?${period}&${query}`);
      expect(response.statusCode, query).toBe(200);
      const text = await pdfLayoutText(response.rawPayload);
      expect(text, query).toContain(`(заказ № ${byOwner})`);
      expect(text, query).toContain('ООО «Фирма 1»');
    }
    expect((await call(owner, 'GET', `/api/reconciliation.pdf?${period}&companyId=${otherCompany}`)).statusCode).toBe(
      403,
    );
  });
});

describe('a buyer’s limits', () => {
  let limited: TestUser;
  let firm: string;
  let boss: TestUser;

  beforeAll(async () => {
    [limited, boss] = await Promise.all([
      createUser(t, { name: 'Лимитный Закупщик' }),
      createUser(t, { name: 'Главный Владелец' }),
    ]);
    firm = await createCompanyRow(t, llcNumber(3));
    await joinCompany(t, firm, boss, 'owner');
    await joinCompany(t, firm, limited, 'buyer', { orderLimitKopecks: 1_000_000 });
  });

  it('holds an order above the buyer’s order limit for the owners, who approve it; the manager waits for that', async () => {
    const order = await place(limited);
    expect(order.approval).toEqual({ state: 'pending', reason: null, by: null, at: null });
    expect(order.lines[0].rolls).toHaveLength(1); // rolls reserved as for any order
    const sms = (await readSmsOutbox(t)).filter((message) => message.to === boss.phone);
    expect(sms.at(-1)?.text).toContain(`заказ № ${order.id}`);
    expect(sms.at(-1)?.text).toContain('Лимитный Закупщик');

    const waiting = await call(admin, 'PUT', `/api/order/${order.id}`, { status: 'confirmed' });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().code).toBe('ORDER_AWAITING_APPROVAL');
    expect(waiting.json().message).toBe('Заказ ждёт одобрения владельца компании');

    for (const who of [limited, admin, owner]) {
      const refused = await call(who, 'POST', `/api/order/${order.id}/approval`, { decision: 'approve' });
      expect(refused.statusCode).toBe(403);
    }
    const approved = await call(boss, 'POST', `/api/order/${order.id}/approval`, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().approval).toMatchObject({
      state: 'approved',
      by: { id: boss.id, name: 'Главный Владелец' },
      at: expect.any(String),
    });
    const again = await call(boss, 'POST', `/api/order/${order.id}/approval`, { decision: 'approve' });
    expect(again.json().code).toBe('ORDER_NOT_AWAITING_APPROVAL');
    expect((await call(admin, 'PUT', `/api/order/${order.id}`, { status: 'confirmed' })).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(tables.orders).where(eq(tables.orders.id, order.id));
    expect(row).toMatchObject({ approval: 'approved', approvalBy: boss.id });
  });

  it('cancels a declined order with the reason and releases its rolls', async () => {
    const order = await place(limited);
    const before = await stockOf(t, order.productId);
    expect((await call(boss, 'POST', `/api/order/${order.id}/approval`, { decision: 'decline' })).statusCode).toBe(400);
    const declined = await call(boss, 'POST', `/api/order/${order.id}/approval`, {
      decision: 'decline',
      reason: 'Не в этом месяце',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'cancelled',
      approval: { state: 'declined', reason: 'Не в этом месяце', by: { id: boss.id } },
    });
    expect(declined.json().history.at(-1)).toMatchObject({ from: 'new', to: 'cancelled' });
    expect(await stockOf(t, order.productId)).toBe(before + 1);
    expect((await rollsOf(t, admin, order.productId)).map((roll) => roll.status)).toEqual(['available']);
    // Nothing is left to decide on a cancelled order, pending or not.
    const cancelled = await place(limited);
    expect((await call(limited, 'PUT', `/api/order/${cancelled.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    const late = await call(boss, 'POST', `/api/order/${cancelled.id}/approval`, { decision: 'approve' });
    expect(late.json().code).toBe('ORDER_NOT_AWAITING_APPROVAL');
    const audit = await call(admin, 'GET', `/api/admin/audit?kind=order&objectId=${order.id}`);
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().items[0]).toMatchObject({
      actor: { id: boss.id },
      actorRole: 'USER',
      before: { status: 'new', approval: 'pending' },
      after: { status: 'cancelled', approval: 'declined', approvalReason: 'Не в этом месяце' },
    });
  });

  it('holds the order that takes the buyer’s month above the month limit', async () => {
    // One roll is estimated at up to 25 kg × 750,50 ₽ = 18 762,50 ₽: with the approved order of the month, one
    // more fits 40 000 ₽, the next does not.
    await setLimits(t, firm, limited, { orderLimitKopecks: null, monthLimitKopecks: 4_000_000 });
    const counted = await t.app.db.select().from(tables.orders).where(eq(tables.orders.userId, limited.id));
    // The approved order of the first test counts; the declined one does not.
    expect(counted.filter((order) => order.status !== 'cancelled')).toHaveLength(1);
    expect((await place(limited)).approval).toBeNull();
    expect((await place(limited)).approval).toMatchObject({ state: 'pending' });
  });

  it('puts no limits on owners', async () => {
    await setLimits(t, firm, boss, { orderLimitKopecks: 1, monthLimitKopecks: 1 });
    expect((await place(boss)).approval).toBeNull();
  });
});

describe('a removed member', () => {
  it('loses the company’s orders and documents with the next request', async () => {
    const leaving = await createUser(t, { name: 'Уходящий Бухгалтер' });
    await joinCompany(t, company, leaving, 'accountant');
    const order = await shipped(owner);
    expect((await call(leaving, 'GET', `/api/order/${order}/invoice.pdf`)).statusCode).toBe(200);
    expect((await history(leaving)).some((candidate) => candidate.id === order)).toBe(true);

    await removeMember(t, company, leaving);
    expect((await call(leaving, 'GET', `/api/order/${order}/invoice.pdf`)).statusCode).toBe(403);
    expect((await call(leaving, 'GET', `/api/order/${order}/documents`)).statusCode).toBe(403);
    expect((await history(leaving)).some((candidate) => candidate.id === order)).toBe(false);
    expect((await call(leaving, 'GET', `/api/user/${leaving.id}/requisites`)).json()).toBeNull();
  });
});

describe('OpenAPI', () => {
  it('documents the approval route and the company fields of an order', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.paths['/api/order/{id}/approval'].post.responses['200']).toBeDefined();
    const history = spec.paths['/api/order/{id}'].get;
    expect(history.parameters.map((parameter: { name: string }) => parameter.name)).toContain('placedBy');
    const text = JSON.stringify(history.responses['200']);
    for (const field of ['placedBy', 'approval', 'documentsVisible', 'companyId']) expect(text).toContain(field);
  });
});
