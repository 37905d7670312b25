import { seedCatalog } from '@polotno/db';
import type { Category, Characteristics, Product, ProductList } from '@polotno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
let admin: TestUser;

const get = async <T>(url: string) => {
  const response = await t.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db);
  t.app.catalog.changed();
  admin = await createUser(t, { role: 'ADMIN' });
});
afterAll(() => t.close());

describe('the catalogue in Uzbek', () => {
  it('answers the demo catalogue wholly in Uzbek: nothing falls back, nothing is in Cyrillic', async () => {
    const list = await get<ProductList>('/api/products?lang=uz&limit=100');
    const categories = await get<Category[]>('/api/products/categories?lang=uz');
    const characteristics = await get<Characteristics>('/api/products/characteristics?lang=uz&category=futer');
    const product = await get<Product>(`/api/products/${list.items[0]?.id}?lang=uz`);
    const answer = JSON.stringify([list, categories, characteristics, product]);
    expect(answer).not.toContain('"fallback"');
    expect(answer.match(/\p{Script=Cyrillic}+/gu)).toBeNull();
  });

  it('shows an untranslated product in Russian on Uzbek pages and marks each text that fell back', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: admin.headers,
      payload: { id: 'trikotazh', name: { ru: 'Трикотаж', uz: '' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.headers,
      payload: {
        art: 'RU-ONLY-1',
        categoryId: 'trikotazh',
        name: { ru: 'Футер без перевода', uz: '' },
        description: { ru: 'Описание только по-русски', uz: '' },
        price: 900,
        canvas: { ru: 'Футер 2-нитка', uz: 'Futer 2 ipli' },
        composition: { ru: '100% хлопок', uz: '' },
        characteristics: [
          { key: 'weight', name: { ru: 'Плотность', uz: 'Zichligi' }, value: { ru: '240 г/м²', uz: '' } },
        ],
        colors: [
          { name: { ru: 'Графит', uz: '' }, hex: '#3c3f44' },
          { name: { ru: 'Белый', uz: 'Oq' }, hex: '#ffffff' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: number };

    const uz = await get<Product>(`/api/products/${id}?lang=uz`);
    expect(uz.name).toBe('Футер без перевода');
    expect(uz.canvas).toBe('Futer 2 ipli');
    // Empty in both languages (the short description) is nothing to mark.
    expect(uz.fallback).toEqual({ name: 'ru', description: 'ru', composition: 'ru' });
    expect(uz.characteristics).toEqual([{ name: 'Zichligi', value: '240 г/м²', fallback: { value: 'ru' } }]);
    expect(uz.colors.map((color) => [color.name, color.fallback])).toEqual([
      ['Графит', { name: 'ru' }],
      ['Oq', undefined],
    ]);
    // A listing's card is the same answer.
    const listed = await get<ProductList>('/api/products?lang=uz&category=trikotazh');
    expect(listed.items.map((item) => item.fallback)).toEqual([uz.fallback]);
    const category = (await get<Category[]>('/api/products/categories?lang=uz')).find((c) => c.id === 'trikotazh');
    expect(category).toMatchObject({ name: 'Трикотаж', fallback: { name: 'ru' } });

    // In Russian every text is in the asked language: no marker anywhere.
    const ru = await get<Product>(`/api/products/${id}`);
    expect(JSON.stringify(ru)).not.toContain('"fallback"');

    // Translating it removes the marker at once (the card is made anew for the product's new version).
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${id}`,
      headers: admin.headers,
      payload: { name: { ru: 'Футер без перевода', uz: 'Tarjimasiz futer' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = await get<Product>(`/api/products/${id}?lang=uz`);
    expect(after.name).toBe('Tarjimasiz futer');
    expect(after.fallback).toEqual({ description: 'ru', composition: 'ru' });
  });
  it('documents which fields may fall back in the OpenAPI document', async () => {
    const document = await get<{ paths: Record<string, { get: { responses: Record<string, unknown> } }> }>(
      '/api/docs/json',
    );
    const schemaOf = (path: string) =>
      (document.paths[path]?.get.responses['200'] as { content: { 'application/json': { schema: Schema } } }).content[
        'application/json'
      ].schema;
    interface Schema {
      properties: Record<string, { properties?: Record<string, { enum?: string[] }> }>;
    }
    const product = schemaOf('/api/products/{id}').properties.fallback?.properties ?? {};
    expect(Object.keys(product)).toEqual(['name', 'description', 'shortDescription', 'canvas', 'composition']);
    expect(product.name?.enum).toEqual(['ru', 'uz']);
    const post = schemaOf('/api/blog/{idOrSlug}').properties.fallback?.properties ?? {};
    expect(Object.keys(post)).toEqual(['title', 'excerpt', 'tags', 'html']);
  });
});
