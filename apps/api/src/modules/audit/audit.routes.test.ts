import type { AuditPage } from '@polotno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { createProduct } from '../../../test/orders-fixtures.ts';
import { receiveLot } from '../../../test/rolls-fixtures.ts';

let t: TestApp;
let anna: TestUser;
let boris: TestUser;
let customer: TestUser;
const call = callerOf(() => t);

const trail = async (query: string): Promise<AuditPage> => {
  const response = await call(anna, 'GET', `/api/admin/audit?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const newProduct = (art: string) => ({ art, name: { ru: 'Футер', uz: 'Futer' }, price: 700, count: 3 });

beforeAll(async () => {
  t = await createTestApp();
  anna = await createUser(t, { role: 'ADMIN', name: 'Анна' });
  boris = await createUser(t, { role: 'ADMIN', name: 'Борис' });
  customer = await createUser(t);
});
afterAll(() => t.close());

describe('the audit trail', () => {
  it('keeps only the fields that changed, as they were and as they became', async () => {
    const created = (await call(anna, 'POST', '/api/admin/products', newProduct('AUD-1'))).json();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${created.id}`,
      headers: boris.headers,
      payload: { price: 812.5 },
    });
    expect(patched.statusCode).toBe(200);
    const { items } = await trail(`kind=product&objectId=${created.id}`);
    expect(items.map((record) => [record.action, record.actor?.name])).toEqual([
      ['update', 'Борис'],
      ['create', 'Анна'],
    ]);
    expect(items[0]).toMatchObject({ before: { price: 700 }, after: { price: 812.5 }, actorRole: 'ADMIN' });
    expect(Object.keys(items[0]!.before ?? {})).toEqual(['price']);
    expect(items[1]).toMatchObject({ before: null, after: { art: 'AUD-1', price: 700, count: 3 } });
  });

  it('filters by person, kind, object and Moscow days, a page at a time', async () => {
    for (const art of ['AUD-2', 'AUD-3', 'AUD-4']) await call(boris, 'POST', '/api/admin/products', newProduct(art));
    const byBoris = await trail(`actorId=${boris.id}&kind=product&limit=2`);
    expect(byBoris.total).toBe(4);
    expect(byBoris.items).toHaveLength(2);
    expect((await trail(`actorId=${boris.id}&kind=product&limit=2&page=2`)).items).toHaveLength(2);
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect((await trail(`actorId=${boris.id}&from=${today}&to=${today}`)).total).toBe(4);
    expect((await trail(`actorId=${boris.id}&to=2020-01-01`)).total).toBe(0);
    expect((await trail(`kind=order&actorId=${boris.id}`)).total).toBe(0);
    const actors = (await call(anna, 'GET', '/api/admin/audit/actors')).json();
    expect(actors.map((actor: { name: string }) => actor.name)).toEqual(['Анна', 'Борис']);
  });

  it('answers only an ADMIN, and refuses a malformed filter', async () => {
    expect((await call(null, 'GET', '/api/admin/audit')).statusCode).toBe(401);
    expect((await call(customer, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    expect((await call(customer, 'GET', '/api/admin/audit/actors')).statusCode).toBe(403);
    expect((await call(anna, 'GET', '/api/admin/audit?from=yesterday')).statusCode).toBe(400);
    expect((await call(anna, 'GET', '/api/admin/audit?kind=cart')).statusCode).toBe(400);
  });

  it('loses the record with the change when the change fails', async () => {
    const fabric = await createProduct(t, { count: 0, colors: ['Белый'] });
    const [roll] = await receiveLot(t, anna, {
      productId: fabric.id,
      colorId: fabric.colors[0]!.id,
      lot: '7',
      weights: [21],
    });
    await call(customer, 'POST', '/api/order', { lines: [{ productId: fabric.id, color: 'Белый', count: 1 }] });
    // Writing off a roll an order holds fails after the record is written: both are rolled back.
    const refused = await call(anna, 'PUT', `/api/rolls/${roll!.id}`, {
      status: 'written_off',
      reason: 'Брак',
      note: 'x',
    });
    expect(refused.statusCode).toBe(409);
    expect((await trail(`kind=roll&objectId=${roll!.id}`)).total).toBe(0);
    const corrected = await call(anna, 'PUT', `/api/rolls/${roll!.id}`, { note: 'Край надорван' });
    expect(corrected.statusCode).toBe(200);
    expect((await trail(`kind=roll&objectId=${roll!.id}`)).items[0]).toMatchObject({
      before: { note: null },
      after: { note: 'Край надорван' },
    });
  });

  it('keeps a customer cancelling their order, and none of their own other writes', async () => {
    const { id: productId } = await createProduct(t, { count: 5 });
    const order = (
      await call(customer, 'POST', '/api/order', { lines: [{ productId, color: null, count: 1 }] })
    ).json();
    await call(customer, 'PUT', `/api/user/${customer.id}`, { company: 'ООО «Вязь»' });
    await call(customer, 'POST', `/api/user/cart/${customer.id}`, { productId, color: null, count: 1 });
    const cancelled = await call(customer, 'PUT', `/api/order/${order.id}`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { items } = await trail(`actorId=${customer.id}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'order',
      objectId: String(order.id),
      actorRole: 'USER',
      before: { status: 'new' },
      after: { status: 'cancelled' },
    });
  });
});
