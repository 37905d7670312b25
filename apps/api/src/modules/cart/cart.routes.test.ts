import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { createProduct, stockOf, type TestProduct } from '../../../test/orders-fixtures.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let fabric: TestProduct;
let plain: TestProduct;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, admin] = await Promise.all([createUser(t), createUser(t), createUser(t, { role: 'ADMIN' })]);
  fabric = await createProduct(t, { count: 5, priceKopecks: 75_050, colors: ['белый', 'чёрный'] });
  plain = await createProduct(t, { count: 3, priceKopecks: 40_000 });
});
afterAll(() => t.close());

const call = callerOf(() => t);

async function cartOf(user: TestUser) {
  const response = await call(user, 'GET', `/api/user/cart/${user.id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('cart', () => {
  it('merges the same product and colour, keeps colours apart and ignores the client price', async () => {
    const url = `/api/user/cart/${alice.id}`;
    await call(alice, 'DELETE', url);
    expect(
      (await call(alice, 'POST', url, { productId: fabric.id, count: 1, color: 'белый', price: 1 })).statusCode,
    ).toBe(200);
    await call(alice, 'POST', url, { productId: fabric.id, count: 2, color: fabric.colors[0]?.id, price: 0.01 });
    const cart = (await call(alice, 'POST', url, { productId: fabric.id, count: 1, color: 'ЧЁРНЫЙ' })).json();
    expect(cart.items).toHaveLength(2);
    const [white, black] = cart.items;
    expect(white).toMatchObject({ productId: fabric.id, count: 3, color: 'белый', pricePerKg: 750.5, unit: 'kg' });
    expect(white.estimate).toEqual({ minKg: 60, maxKg: 75, min: 45_030, max: 56_287.5 });
    expect(white.product).toMatchObject({ id: fabric.id, price: 750.5 });
    expect(black).toMatchObject({ count: 1, color: 'чёрный' });
    expect(cart.rolls).toBe(4);
    expect(cart.estimate).toEqual({ minKg: 80, maxKg: 100, min: 60_040, max: 75_050 });
  });

  it('answers colour names in Uzbek for an Uzbek request', async () => {
    const cart = (await call(alice, 'GET', `/api/user/cart/${alice.id}?lang=uz`)).json();
    expect(cart.items[0].color).toBe('белый-uz');
  });

  it('changes and removes lines, and empties the cart', async () => {
    const url = `/api/user/cart/${alice.id}`;
    const before = await cartOf(alice);
    const line = before.items[0];
    const changed = (await call(alice, 'PUT', `${url}/${line.id}`, { count: 2 })).json();
    expect(changed.items[0].count).toBe(2);
    const removed = (await call(alice, 'DELETE', `${url}/${line.id}`)).json();
    expect(removed.items.map((item: { id: number }) => item.id)).not.toContain(line.id);
    expect((await call(alice, 'DELETE', `${url}/${line.id}`)).statusCode).toBe(404);
    expect((await call(alice, 'DELETE', url)).json().items).toEqual([]);
  });

  it('refuses an unknown colour, a missing colour choice, a colour for a product without colours, and hidden products', async () => {
    const url = `/api/user/cart/${alice.id}`;
    for (const payload of [
      { productId: fabric.id, count: 1, color: 'зелёный' },
      { productId: fabric.id, count: 1 },
      { productId: plain.id, count: 1, color: 'белый' },
    ]) {
      const response = await call(alice, 'POST', url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('COLOR_INVALID');
    }
    const hidden = await createProduct(t, { show: false });
    expect((await call(alice, 'POST', url, { productId: hidden.id, count: 1 })).json().code).toBe(
      'PRODUCT_UNAVAILABLE',
    );
    expect((await cartOf(alice)).items).toEqual([]);
  });

  it('refuses more rolls than are in stock, also when merging', async () => {
    const url = `/api/user/cart/${alice.id}`;
    const tooMany = await call(alice, 'POST', url, { productId: plain.id, count: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'STOCK_SHORT',
      details: { lines: [{ productId: plain.id, available: 3 }] },
    });
    await call(alice, 'POST', url, { productId: plain.id, count: 2 });
    expect((await call(alice, 'POST', url, { productId: plain.id, count: 2 })).statusCode).toBe(409);
    const item = (await cartOf(alice)).items[0];
    expect((await call(alice, 'PUT', `${url}/${item.id}`, { count: 4 })).statusCode).toBe(409);
    expect((await cartOf(alice)).items[0].count).toBe(2);
    expect(await stockOf(t, plain.id)).toBe(3);
    await call(alice, 'DELETE', url);
  });

  it('counts every colour of a product against the same stock', async () => {
    const url = `/api/user/cart/${alice.id}`;
    await call(alice, 'DELETE', url);
    await call(alice, 'POST', url, { productId: fabric.id, count: 3, color: 'белый' });
    const black = await call(alice, 'POST', url, { productId: fabric.id, count: 3, color: 'чёрный' });
    expect(black.statusCode).toBe(409);
    expect(black.json().details.lines[0]).toMatchObject({ requested: 6, available: 5 });
    const fits = (await call(alice, 'POST', url, { productId: fabric.id, count: 2, color: 'чёрный' })).json();
    const white = fits.items.find((item: { color: string }) => item.color === 'белый');
    expect((await call(alice, 'PUT', `${url}/${white.id}`, { count: 4 })).statusCode).toBe(409);
    await call(alice, 'DELETE', url);
  });

  it.each([0, -1, 1.5, '1', 1e9, null])('refuses %j rolls with 400 and changes nothing', async (count) => {
    const url = `/api/user/cart/${alice.id}`;
    await call(alice, 'DELETE', url);
    await call(alice, 'POST', url, { productId: plain.id, count: 1 });
    const before = await cartOf(alice);
    const added = await call(alice, 'POST', url, { productId: plain.id, count });
    expect(added.statusCode).toBe(400);
    expect(added.json().code).toBe('ROLLS_INVALID');
    const changed = await call(alice, 'PUT', `${url}/${before.items[0].id}`, { count });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().code).toBe('ROLLS_INVALID');
    expect(await cartOf(alice)).toEqual(before);
  });
});

describe('authorisation', () => {
  it('lets nobody but the owner or an ADMIN read or change the cart, and changes nothing', async () => {
    await call(alice, 'POST', `/api/user/cart/${alice.id}`, { productId: fabric.id, count: 1, color: 'белый' });
    const cartBefore = await cartOf(alice);
    const item = cartBefore.items[0].id;
    const attempts: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', `/api/user/cart/${alice.id}`],
      ['POST', `/api/user/cart/${alice.id}`, { productId: plain.id, count: 1 }],
      ['PUT', `/api/user/cart/${alice.id}/${item}`, { count: 2 }],
      ['DELETE', `/api/user/cart/${alice.id}/${item}`],
      ['DELETE', `/api/user/cart/${alice.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(bob, method, url, payload)).statusCode, `${method} ${url} by another user`).toBe(403);
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url} anonymously`).toBe(401);
    }
    expect(await cartOf(alice)).toEqual(cartBefore);
    expect((await call(admin, 'GET', `/api/user/cart/${alice.id}`)).json()).toEqual(cartBefore);
  });
});

describe('OpenAPI', () => {
  it('documents every cart path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of ['/api/user/cart/{userId}', '/api/user/cart/{userId}/{itemId}']) {
      expect(paths).toContain(path);
    }
  });
});
