import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { createProduct, type TestProduct } from '../../../test/orders-fixtures.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let fabric: TestProduct;
let plain: TestProduct;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([createUser(t), createUser(t)]);
  fabric = await createProduct(t, { count: 5, priceKopecks: 75_050, colors: ['белый', 'чёрный'] });
  plain = await createProduct(t, { count: 3, priceKopecks: 40_000 });
});
afterAll(() => t.close());

const call = callerOf(() => t);

describe('favourites', () => {
  it('saves a product once however often it is added, and forgets it idempotently', async () => {
    const url = `/api/user/saved/${alice.id}/${fabric.id}`;
    expect((await call(alice, 'POST', url)).json()).toEqual([fabric.id]);
    expect((await call(alice, 'POST', url)).json()).toEqual([fabric.id]);
    await call(alice, 'POST', `/api/user/saved/${alice.id}/${plain.id}`);
    expect((await call(alice, 'GET', `/api/user/saved/${alice.id}`)).json()).toEqual([plain.id, fabric.id]);
    expect((await call(alice, 'DELETE', url)).json()).toEqual([plain.id]);
    expect((await call(alice, 'DELETE', url)).statusCode).toBe(200);
  });

  it('refuses to save a product that does not exist', async () => {
    const response = await call(alice, 'POST', `/api/user/saved/${alice.id}/999999`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PRODUCT_UNAVAILABLE');
  });
});

describe('authorisation', () => {
  it('lets nobody but the owner or an ADMIN read or change favourites, and changes nothing', async () => {
    await call(alice, 'POST', `/api/user/saved/${alice.id}/${plain.id}`);
    const savedBefore = (await call(alice, 'GET', `/api/user/saved/${alice.id}`)).json();
    const attempts: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', `/api/user/saved/${alice.id}`],
      ['POST', `/api/user/saved/${alice.id}/${fabric.id}`],
      ['DELETE', `/api/user/saved/${alice.id}/${plain.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(bob, method, url, payload)).statusCode, `${method} ${url} by another user`).toBe(403);
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url} anonymously`).toBe(401);
    }
    expect((await call(alice, 'GET', `/api/user/saved/${alice.id}`)).json()).toEqual(savedBefore);
  });
});

describe('OpenAPI', () => {
  it('documents every favourites path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of ['/api/user/saved/{userId}', '/api/user/saved/{userId}/{productId}']) {
      expect(paths).toContain(path);
    }
  });
});
