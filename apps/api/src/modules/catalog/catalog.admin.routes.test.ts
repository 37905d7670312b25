import { crc32 } from 'node:zlib';
import { seedCatalog } from '@polotno/db';
import type { AdminProduct, ProductList } from '@polotno/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
let admin: TestUser;
let user: TestUser;

function multipart(data: Buffer, filename = 'photo.png', type = 'image/png') {
  const boundary = '----polotno-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(data: Buffer, headers: Record<string, string> = admin.headers, filename?: string) {
  const body = multipart(data, filename);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/images',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

/** A PNG whose header claims `width`×`height` pixels (a decompression bomb in miniature). */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(16)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const newProduct = {
  art: 'TEST-777',
  categoryId: 'futer',
  name: { ru: 'Футер тестовый диагональ', uz: 'Sinov futeri diagonal' },
  description: { ru: 'Плотный футер для худи', uz: 'Xudi uchun zich futer' },
  price: 955.5,
  count: 12,
  canvas: { ru: 'Футер 3-нитка', uz: 'Futer 3 ipli' },
  composition: { ru: '80% хлопок, 20% полиэстер', uz: '80% paxta, 20% poliester' },
  weight: 330,
  width: 185,
  characteristics: [
    { key: 'weight', name: { ru: 'Плотность', uz: 'Zichligi' }, value: { ru: '330 г/м²', uz: '330 g/m²' } },
  ],
  colors: [{ name: { ru: 'Антрацит', uz: 'Antratsit' }, hex: '#2B2D31' }],
};

async function listing(query: string, headers: Record<string, string> = {}) {
  return (await t.app.inject({ method: 'GET', url: `/api/products?${query}`, headers })).json() as ProductList;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db);
  t.app.catalog.changed();
  admin = await createUser(t, { role: 'ADMIN' });
  user = await createUser(t);
});
afterAll(() => t.close());

describe('admin-only writes', () => {
  const writes = () => [
    { method: 'POST' as const, url: '/api/admin/products', payload: newProduct },
    { method: 'PATCH' as const, url: '/api/admin/products/1', payload: { count: 0 } },
    { method: 'DELETE' as const, url: '/api/admin/products/1' },
    { method: 'PUT' as const, url: '/api/product/1', payload: { count: 0 } },
    {
      method: 'POST' as const,
      url: '/api/admin/categories',
      payload: { id: 'new-cat', name: { ru: 'Новая', uz: 'Yangi' } },
    },
    { method: 'DELETE' as const, url: '/api/admin/categories/futer' },
    { method: 'PUT' as const, url: '/api/admin/categories/futer/characteristics', payload: { main: [], extra: [] } },
    { method: 'GET' as const, url: '/api/admin/products/1' },
    { method: 'GET' as const, url: '/api/admin/categories' },
    { method: 'GET' as const, url: '/api/admin/integrations/woocommerce' },
  ];

  it('refuses visitors with 401 and customers with 403, and changes nothing', async () => {
    const before = await listing('limit=100');
    const stockBefore = (await t.app.inject({ method: 'GET', url: '/api/product/1' })).json();
    for (const request of writes()) {
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode, `${request.method} ${request.url}`).toBe(401);
      const customer = await t.app.inject({ ...request, headers: user.headers });
      expect(customer.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(customer.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const image = await upload(
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ff0000' } })
        .png()
        .toBuffer(),
      user.headers,
    );
    expect(image.statusCode).toBe(403);
    expect(await listing('limit=100')).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/product/1' })).json()).toEqual(stockBefore);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/categories' })).json()).toHaveLength(8);
  });
});

describe('products', () => {
  it('creates a product in both languages that the shop lists and finds at once', async () => {
    await listing('search=diagonal'); // warm the cache: the write must drop it
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      payload: newProduct,
      headers: admin.headers,
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json() as AdminProduct;
    expect(product).toMatchObject({ price: 955.5, count: 12, name: newProduct.name, source: 'local' });
    expect(product.colors[0]?.hex).toBe('#2b2d31');
    const found = await listing('search=diagonal&lang=uz');
    expect(found.items.map((i) => i.name)).toEqual(['Sinov futeri diagonal']);
    expect((await listing(`search=${encodeURIComponent('антрацит')}`)).items.map((i) => i.id)).toEqual([product.id]);
    // Without photos, the colour is shown as the product's knit (a footer) in that colour.
    expect(found.items[0]?.image?.src).toBe('/api/images/fabric/footer/2b2d31/640.webp');
  });

  it('updates fields, marks a restock and rejects a negative stock without changing it', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        payload: { ...newProduct, count: 0, art: 'TEST-778' },
        headers: admin.headers,
      })
    ).json() as AdminProduct;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${created.id}`,
      payload: { price: 1000, name: { ru: 'Футер переименованный', uz: 'Yangi nom' } },
      headers: admin.headers,
    });
    expect(patched.json()).toMatchObject({
      price: 1000,
      name: { ru: 'Футер переименованный', uz: 'Yangi nom' },
      art: 'TEST-778',
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/product/${created.id}`,
      payload: { count: -1 },
      headers: { ...admin.headers, 'accept-language': 'uz' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'STOCK_INVALID' });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/product/${created.id}`,
          payload: { count: 2.5 },
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(400);
    const stock = await t.app.inject({
      method: 'PUT',
      url: `/api/product/${created.id}`,
      payload: { count: 7 },
      headers: admin.headers,
    });
    expect(stock.json()).toEqual({ id: created.id, count: 7 });
    const shown = (await t.app.inject({ method: 'GET', url: `/api/products/${created.id}` })).json() as {
      count: number;
      restockedAt: string | null;
      name: string;
    };
    expect(shown).toMatchObject({ count: 7, name: 'Футер переименованный' });
    expect(shown.restockedAt).not.toBeNull();
    expect((await listing('section=arrivals&limit=100')).items.map((i) => i.id)).toContain(created.id);
  });

  it('hides unpublished products from visitors but shows them to admins', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        payload: { ...newProduct, show: false, art: 'HIDDEN-1' },
        headers: admin.headers,
      })
    ).json() as AdminProduct;
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${created.id}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${created.id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    expect((await listing('search=HIDDEN')).total).toBe(0);
    expect((await listing('search=HIDDEN', admin.headers)).total).toBe(1);
  });

  it('refuses bad input with a coded error and an unknown category', async () => {
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      payload: { ...newProduct, price: -5 },
      headers: admin.headers,
    });
    expect(invalid.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      payload: { ...newProduct, categoryId: 'nope' },
      headers: admin.headers,
    });
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'CATEGORY_NOT_FOUND' });
    const image = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      payload: { ...newProduct, colors: [{ name: { ru: 'X' }, images: [crypto.randomUUID()] }] },
      headers: admin.headers,
    });
    expect(image.json()).toMatchObject({ code: 'IMAGE_NOT_FOUND' });
  });

  it('deletes a product', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        payload: { ...newProduct, art: 'DEL-1' },
        headers: admin.headers,
      })
    ).json() as AdminProduct;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${created.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${created.id}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${created.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe('categories and characteristic groups', () => {
  it('creates, renames and deletes a category; a duplicate id is a conflict', async () => {
    const payload = { id: 'dvunitka', name: { ru: 'Двунитка', uz: 'Ikki ipli' }, position: 20 };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/categories', payload, headers: admin.headers }))
        .statusCode,
    ).toBe(201);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/categories', payload, headers: admin.headers })).json(),
    ).toMatchObject({ code: 'CATEGORY_EXISTS' });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/categories/dvunitka',
      payload: { name: { ru: 'Двунитка new', uz: 'Ikki ipli' } },
      headers: admin.headers,
    });
    const both = (await t.app.inject({ method: 'GET', url: '/api/admin/categories', headers: admin.headers })).json();
    expect(both).toContainEqual(
      expect.objectContaining({ id: 'dvunitka', name: { ru: 'Двунитка new', uz: 'Ikki ipli' }, position: 20 }),
    );
    const uz = (await t.app.inject({ method: 'GET', url: '/api/products/categories?lang=uz' })).json() as {
      id: string;
      name: string;
    }[];
    expect(uz.find((c) => c.id === 'dvunitka')?.name).toBe('Ikki ipli');
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/categories/dvunitka', headers: admin.headers }))
        .statusCode,
    ).toBe(204);
    expect(((await t.app.inject({ method: 'GET', url: '/api/products/categories' })).json() as unknown[]).length).toBe(
      8,
    );
  });

  it('replaces the characteristic groups of a category', async () => {
    const body = {
      main: [{ key: 'composition', name: { ru: 'Состав', uz: 'Tarkibi' } }],
      extra: [{ key: 'yarn', name: { ru: 'Пряжа', uz: 'Ip' } }],
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/categories/pike/characteristics',
      payload: body,
      headers: admin.headers,
    });
    expect(saved.json()).toEqual(body);
    const shown = (
      await t.app.inject({ method: 'GET', url: '/api/products/characteristics?category=pike&lang=uz' })
    ).json() as { main: { name: string }[]; extra: { name: string }[] };
    expect(shown.main.map((c) => c.name)).toEqual(['Tarkibi']);
    expect(shown.extra.map((c) => c.name)).toEqual(['Ip']);
  });
});

describe('image pipeline', () => {
  it('converts an upload to WebP at every width and serves it for srcset', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const response = await upload(png);
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json() as { id: string; src: string; srcset: string; width: number; height: number };
    expect(image).toMatchObject({ width: 1536, height: 768, src: `/api/images/${image.id}/640.webp` });
    const urls = image.srcset.split(', ').map((entry) => entry.split(' ')[0] as string);
    expect(urls).toHaveLength(6);
    for (const [index, width] of [320, 640, 768, 1024, 1280, 1536].entries()) {
      const served = await t.app.inject({ method: 'GET', url: urls[index] as string });
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
    // A colour can use it.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      payload: {
        ...newProduct,
        art: 'IMG-1',
        colors: [{ name: { ru: 'Синий', uz: "Ko'k" }, hex: null, images: [image.id] }],
      },
      headers: admin.headers,
    });
    expect((created.json() as AdminProduct).colors[0]?.images[0]?.src).toBe(image.src);
  });

  it('accepts JPEG and WebP by their bytes, whatever the file is called', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#aa3366' } })
      .jpeg()
      .toBuffer();
    const response = await upload(jpeg, admin.headers, 'weird-name.txt');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 300, height: 200 });
    const webp = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#00ff00' } })
      .webp()
      .toBuffer();
    expect((await upload(webp)).statusCode).toBe(201);
  });

  it('refuses files that are not images, too large, or too many pixels', async () => {
    const text = await upload(Buffer.from('just some text pretending to be a picture'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'IMAGE_INVALID' });
    const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));
    expect(gif.statusCode).toBe(415);
    const truncated = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]));
    expect(truncated.statusCode).toBe(415);
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const big = await upload(huge);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    const bomb = await upload(pngHeader(30_000, 30_000));
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json()).toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS' });
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      payload: { a: 1 },
      headers: admin.headers,
    });
    expect(notMultipart.statusCode).toBe(415);
  });
});
