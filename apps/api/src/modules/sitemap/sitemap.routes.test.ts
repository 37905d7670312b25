import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sitemap, SitemapProducts } from '@polotno/domain';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { bootstrap } from '../../bootstrap.ts';
import { findProductParts, findProductsOfPart } from './sitemap.repository.ts';

let t: TestApp;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

async function rows<T>(text: string): Promise<T[]> {
  return ((await t.database.db.execute(text)) as unknown as { rows: T[] }).rows;
}
async function sitemap(): Promise<Sitemap> {
  const response = await t.app.inject({ url: '/api/sitemap' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Sitemap;
}

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  await bootstrap(t.app, () => {});
});
afterAll(() => t.close());

describe('sitemap data', () => {
  it('lists every visible product once, by id, and no hidden one', async () => {
    await t.database.db.execute(`update products set show = false where id = (select min(id) from products)`);
    const visible = (await rows<{ id: number }>('select id from products where show order by id')).map((r) => r.id);
    const hidden = (await rows<{ id: number }>('select id from products where not show')).map((r) => r.id);
    expect(hidden.length).toBeGreaterThan(0);

    const data = await sitemap();
    expect(data.productParts).toHaveLength(1);
    expect(data.productParts[0]?.count).toBe(visible.length);
    const response = await t.app.inject({ url: '/api/sitemap/products?part=1' });
    expect(response.statusCode).toBe(200);
    const part = response.json() as SitemapProducts;
    expect(part.items.map((item) => item.id)).toEqual(visible);
    expect(part.items.every((item) => ISO.test(item.lastmod))).toBe(true);
    for (const id of hidden) expect(part.items.some((item) => item.id === id)).toBe(false);
  });

  it('dates a product by its last change', async () => {
    const [row] = await rows<{ id: number }>('select min(id) as id from products where show');
    await t.database.db.execute(
      `update products set price_kopecks = price_kopecks + 100, updated_at = now() where id = ${row?.id}`,
    );
    const part = (await t.app.inject({ url: '/api/sitemap/products?part=1' })).json() as SitemapProducts;
    const changed = part.items.find((item) => item.id === row?.id);
    expect(Date.now() - Date.parse(changed?.lastmod ?? '')).toBeLessThan(60_000);
    expect((await sitemap()).lastmod.products).toBe(
      part.items.map((item) => item.lastmod).reduce((a, b) => (a > b ? a : b)),
    );
  });

  it('lists exactly the news, blog posts and vacancies the public lists show, and no draft', async () => {
    await t.database.db.execute(
      `insert into posts (kind, slug, title, excerpt, body, body_html, published)
       values ('news', 'sitemap-draft', '{"ru":"Черновик","uz":""}', '{"ru":"","uz":""}', '{"ru":"","uz":""}', '{"ru":"","uz":""}', false)`,
    );
    const data = await sitemap();
    for (const [kind, path] of [
      ['news', '/api/news'],
      ['blog', '/api/blog'],
      ['vacancies', '/api/vacancies'],
    ] as const) {
      const listed = (await t.app.inject({ url: `${path}?limit=100` })).json() as { items: { id: number }[] };
      expect(listed.items.length, kind).toBeGreaterThan(0);
      expect(data[kind].map((entry) => entry.id).sort(), kind).toEqual(listed.items.map((item) => item.id).sort());
      expect(
        data[kind].every((entry) => ISO.test(entry.lastmod)),
        kind,
      ).toBe(true);
    }
    const [draft] = await rows<{ id: number }>(`select id from posts where slug = 'sitemap-draft'`);
    expect(data.news.some((entry) => entry.id === draft?.id)).toBe(false);
    expect(data.lastmod.news).toMatch(ISO);
  });

  it('lists the published information pages and the categories that have products', async () => {
    const data = await sitemap();
    expect(data.pages.map((page) => page.slug)).toEqual(
      expect.arrayContaining(['about', 'policy', 'contacts', 'garanty', 'conditions-orders']),
    );
    const withProducts = await rows<{ id: string }>(
      'select distinct category_id as id from products where show and category_id is not null',
    );
    expect(data.categories.map((category) => category.id).sort()).toEqual(withProducts.map((row) => row.id).sort());
  });

  it('answers a part past the last, or a malformed part, with 404', async () => {
    for (const part of ['2', '0', 'abc', '-1']) {
      const response = await t.app.inject({
        url: `/api/sitemap/products?part=${part}`,
        headers: { 'accept-language': 'uz' },
      });
      expect(response.statusCode, part).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('is described in the OpenAPI document with its response shapes', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const index = document.paths['/api/sitemap'].get;
    expect(index.tags).toEqual(['sitemap']);
    expect(Object.keys(index.responses['200'].content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['lastmod', 'pages', 'categories', 'news', 'blog', 'vacancies', 'productParts']),
    );
    const products = document.paths['/api/sitemap/products'].get;
    expect(products.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['part']);
  });

  it('cuts the products into consecutive parts of a fixed size', async () => {
    const visible = (await rows<{ id: number }>('select id from products where show order by id')).map((r) => r.id);
    const perPart = 7;
    const parts = await findProductParts(t.database.db, perPart);
    expect(parts.map((part) => part.part)).toEqual(parts.map((_, index) => index + 1));
    expect(parts.length).toBe(Math.ceil(visible.length / perPart));
    const ids: number[] = [];
    for (const part of parts) {
      const items = await findProductsOfPart(t.database.db, part.part, perPart);
      expect(items).toHaveLength(part.count);
      expect(part.lastmod).toBe(items.map((item) => item.lastmod).reduce((a, b) => (a > b ? a : b)));
      ids.push(...items.map((item) => item.id));
    }
    expect(ids).toEqual(visible);
  });
});
