/**
 * What caches may keep of catalogue answers: a visitor's and a customer's answers are the same and
 * revalidated by ETag; an ADMIN's (which show unpublished products) are never stored anywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { createProduct, type TestProduct } from '../../../test/orders-fixtures.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let shown: TestProduct;
let hidden: TestProduct;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
  customer = await createUser(t);
  shown = await createProduct(t, { name: 'Футер открытый' });
  hidden = await createProduct(t, { name: 'Футер черновик', show: false });
  t.app.catalog.changed();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('catalogue caching', () => {
  it('lets any cache keep the visitor’s and customer’s listing, the same bytes under the same ETag', async () => {
    const visitor = await get('/api/products?limit=100');
    const viaBearer = await get('/api/products?limit=100', customer.headers);
    const viaCookie = await get('/api/products?limit=100', { cookie: customer.cookie });
    for (const response of [visitor, viaBearer, viaCookie]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toBe(visitor.headers.etag);
      expect(response.body).toBe(visitor.body);
    }
    expect(visitor.body).not.toContain('Футер черновик');
  });

  it('marks every answer an ADMIN gets private, no-store, so no shared cache can hand it to a visitor', async () => {
    const urls = [
      '/api/products?limit=100',
      `/api/products/suggest?search=${encodeURIComponent('Футер')}`,
      `/api/products/${hidden.id}`,
      `/api/product/${hidden.id}`,
      '/api/products/categories',
      '/api/products/characteristics',
    ];
    for (const url of urls) {
      for (const credentials of [admin.headers, { cookie: admin.cookie }]) {
        const response = await get(url, credentials);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('private, no-store');
      }
    }
    const adminList = await get('/api/products?limit=100', admin.headers);
    expect(adminList.body).toContain('Футер черновик');
    // A cache revalidating what it holds for a visitor never gets the admin's answer confirmed, nor the reverse.
    expect(adminList.headers.etag).not.toBe((await get('/api/products?limit=100')).headers.etag);
    const visitorWithAdminTag = await get('/api/products?limit=100', {
      'if-none-match': String(adminList.headers.etag),
    });
    expect(visitorWithAdminTag.statusCode).toBe(200);
    expect(visitorWithAdminTag.body).not.toContain('Футер черновик');
    // What the admin sees of an unpublished product does not exist for a visitor.
    expect((await get(`/api/products/${hidden.id}`)).statusCode).toBe(404);
  });

  it('keeps a customer’s product, stock and categories answers cacheable', async () => {
    for (const url of [`/api/products/${shown.id}`, `/api/product/${shown.id}`, '/api/products/categories']) {
      const response = await get(url, { cookie: customer.cookie });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
