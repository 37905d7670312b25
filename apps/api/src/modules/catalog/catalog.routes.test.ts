import { seedCatalog } from '@polotno/db';
import { LANGS, ProductSchema, type Product, type ProductList, type ProductSuggestions } from '@polotno/domain';
import fc from 'fast-check';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { BUYERS } from '../../../test/requisites-fixtures.ts';
import { findProductById } from './catalog.repository.ts';
import { toProduct } from './catalog.cards.ts';

let t: TestApp;
let everything: Product[];

async function list(query: string): Promise<ProductList> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProductList;
}

const names = (result: ProductList) => result.items.map((item) => item.name);
const sql = (text: string) => t.database.db.execute(text);

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db);
  t.app.catalog.changed();
  everything = (await list('limit=100')).items;
});
afterAll(() => t.close());

describe('product listing', () => {
  it('lists only published products to visitors, 24 per page by default, newest first', async () => {
    const result = await list('');
    expect(result.items).toHaveLength(24);
    expect(result.page).toBe(1);
    expect(result.total).toBe(everything.length);
    expect(everything.every((item) => item.show)).toBe(true);
    expect(everything.length).toBeGreaterThan(50);
    const dates = result.items.map((item) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers in the spec §3 product shape with roubles, rolls and fabric pictures', async () => {
    const [item] = (await list('limit=1')).items;
    expect(item).toMatchObject({
      lang: 'ru',
      unit: 'kg',
      translations: { ru: item?.id, uz: item?.id },
      source: 'local',
    });
    expect(item?.price).toBeGreaterThanOrEqual(450);
    expect(item?.price).toBeLessThanOrEqual(1200);
    expect(item?.colors.length).toBeGreaterThanOrEqual(3);
    expect(item?.image?.src).toMatch(/^\/api\/images\/fabric\/[a-z]+\/[0-9a-f]{6}\/640\.webp$/);
    expect(item?.image?.srcset?.split(', ')).toHaveLength(6);
    expect(item?.characteristics.map((c) => c.name)).toContain('Состав');
  });

  it('speaks Uzbek on request and Russian for an unknown language', async () => {
    const uz = await list('lang=uz&limit=3');
    expect(uz.items[0]?.lang).toBe('uz');
    expect(uz.items[0]?.characteristics.map((c) => c.name)).toContain('Tarkibi');
    const unknown = await list('lang=fr&limit=3');
    expect(unknown.items[0]?.lang).toBe('ru');
    expect(unknown.items[0]?.name).toBe((await list('lang=ru&limit=3')).items[0]?.name);
  });

  it('pages through the catalogue in order and reports the total past the last page', async () => {
    const ids = (result: ProductList) => result.items.map((item) => item.id);
    const pages = [await list('limit=10&page=1'), await list('limit=10&page=2'), await list('limit=10&page=3')];
    expect(pages.flatMap(ids)).toEqual(everything.slice(0, 30).map((item) => item.id));
    const beyond = await list('limit=10&page=50');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(everything.length);
  });

  it('sorts newest first, by price both ways and by name, equal keys in a fixed order', async () => {
    // Two products of one price and one creation time, so the tie-breaks show (a new updated_at names
    // their new cards).
    const [a, b] = everything;
    const set = (id: number | undefined, values: string) =>
      sql(`update products set ${values}, updated_at = now() where id = ${id}`);
    for (const id of [a?.id, b?.id]) await set(id, `price_kopecks = 77700, created_at = '2026-01-01T00:00:00Z'`);
    t.app.catalog.changed();
    try {
      const all = (await list('limit=100')).items;
      const order = (sort: string) => list(`sort=${sort}&limit=100`).then((result) => result.items.map((i) => i.id));
      const byId = (x: Product, y: Product) => x.id - y.id;
      const by = (compare: (x: Product, y: Product) => number) => [...all].sort(compare).map((item) => item.id);
      expect(await order('newest')).toEqual(by((x, y) => y.createdAt.localeCompare(x.createdAt) || -byId(x, y)));
      expect(await order('price_asc')).toEqual(by((x, y) => x.price - y.price || byId(x, y)));
      expect(await order('price_desc')).toEqual(by((x, y) => y.price - x.price || -byId(x, y)));
      // Names by their letters whatever the case ('Велюр детский' before 'Велюр ПЕ'), in code point order.
      const lower = (item: Product) => item.name.toLowerCase();
      expect(await order('name')).toEqual(
        by((x, y) => (lower(x) < lower(y) ? -1 : lower(x) > lower(y) ? 1 : byId(x, y))),
      );
    } finally {
      for (const item of [a, b])
        await set(item?.id, `price_kopecks = ${(item?.price ?? 0) * 100}, created_at = '${item?.createdAt}'`);
      t.app.catalog.changed();
    }
  });
});

describe('cached answers', () => {
  it('carries an ETag, answers 304 to it, and compresses for clients that accept it', async () => {
    const url = '/api/products?limit=24';
    const plain = await t.app.inject({ method: 'GET', url });
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    // Each encoding is its own representation, with its own strong ETag.
    expect(br.headers.etag).toBe(etag.replace(/"$/, '-br"'));
    const brAgain = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': br.headers.etag as string },
    });
    expect(brAgain.statusCode).toBe(304);
    const brForPlainTag = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etag },
    });
    expect(brForPlainTag.statusCode).toBe(200);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('gives a new ETag after a catalogue write', async () => {
    const url = '/api/products/categories';
    const before = (await t.app.inject({ method: 'GET', url })).headers.etag;
    expect((await t.app.inject({ method: 'GET', url })).headers.etag).toBe(before);
    t.app.catalog.changed();
    expect((await t.app.inject({ method: 'GET', url })).headers.etag).not.toBe(before);
  });

  it("drops a changed product's answers and every listing, and keeps other products' answers and the categories", async () => {
    const [changed, untouched] = everything as [Product, Product];
    const urls = {
      changed: `/api/products/${changed.id}`,
      changedUz: `/api/products/${changed.id}?lang=uz`,
      untouched: `/api/products/${untouched.id}`,
      listing: '/api/products?limit=5',
      suggestions: '/api/products/suggest?search=футер',
      categories: '/api/products/categories',
    };
    const etags = async () => {
      const found: Record<string, unknown> = {};
      for (const [name, url] of Object.entries(urls))
        found[name] = (await t.app.inject({ method: 'GET', url })).headers.etag;
      return found;
    };
    const before = await etags();
    expect(await etags()).toEqual(before);
    t.app.catalog.changed([changed.id]);
    const after = await etags();
    for (const name of ['changed', 'changedUz', 'listing', 'suggestions']) expect(after[name]).not.toBe(before[name]);
    expect(after.untouched).toBe(before.untouched);
    expect(after.categories).toBe(before.categories);
  });
});

describe('filters and facets', () => {
  const count = (items: Product[], pick: (p: Product) => string[]) => {
    const counts = new Map<string, number>();
    for (const item of items) for (const value of new Set(pick(item))) counts.set(value, (counts.get(value) ?? 0) + 1);
    return counts;
  };
  const asMap = (values: { value: string; count: number }[]) => new Map(values.map((v) => [v.value, v.count]));

  it('filters by canvas, composition, colour, weight and category together', async () => {
    const sample = everything.find((p) => p.canvas === 'Футер 3-нитка с начёсом') as Product;
    const result = await list(
      `canvas=${encodeURIComponent(sample.canvas)}&composition=${encodeURIComponent(sample.composition)}&color=${encodeURIComponent(sample.colors[0]?.name ?? '')}&weight=${sample.weight}&category=${sample.categoryId}&limit=100`,
    );
    expect(result.items.map((i) => i.id)).toContain(sample.id);
    for (const item of result.items) {
      expect(item.canvas).toBe(sample.canvas);
      expect(item.composition).toBe(sample.composition);
      expect(item.weight).toBe(sample.weight);
      expect(item.colors.map((c) => c.name)).toContain(sample.colors[0]?.name);
    }
  });

  it('accepts several values of one filter and weight ranges', async () => {
    const result = await list('canvas=Пике,Велюр&weight=250-330&limit=100');
    expect(result.total).toBeGreaterThan(0);
    for (const item of result.items) {
      expect(['Пике', 'Велюр']).toContain(item.canvas);
      expect(item.weight).toBeGreaterThanOrEqual(250);
      expect(item.weight).toBeLessThanOrEqual(330);
    }
    const expected = everything.filter(
      (p) => ['Пике', 'Велюр'].includes(p.canvas) && (p.weight ?? 0) >= 250 && (p.weight ?? 0) <= 330,
    );
    expect(result.total).toBe(expected.length);
  });

  it('finds as many products by each composition as its facet counts, commas and all', async () => {
    const { facets } = await list('limit=1');
    expect(facets.composition.some((facet) => facet.value.includes(', '))).toBe(true);
    for (const facet of facets.composition) {
      const result = await list(`composition=${encodeURIComponent(facet.value)}&limit=1`);
      expect({ value: facet.value, total: result.total }).toEqual({ value: facet.value, total: facet.count });
    }
  });

  it('counts each facet value under the other active filters only', async () => {
    const canvas = 'Кулирная гладь';
    const result = await list(`canvas=${encodeURIComponent(canvas)}&inStock=true&limit=100`);
    const inStock = everything.filter((p) => p.count > 0);
    const filtered = inStock.filter((p) => p.canvas === canvas);
    // The canvas facet ignores the canvas filter itself, so the shopper sees the alternatives.
    expect(asMap(result.facets.canvas)).toEqual(count(inStock, (p) => [p.canvas]));
    expect(asMap(result.facets.composition)).toEqual(count(filtered, (p) => [p.composition]));
    expect(asMap(result.facets.color)).toEqual(count(filtered, (p) => p.colors.map((c) => c.name)));
    expect(asMap(result.facets.weight)).toEqual(count(filtered, (p) => [String(p.weight)]));
    expect(asMap(result.facets.category)).toEqual(count(filtered, (p) => [p.categoryId ?? '']));
    expect(result.facets.color.every((c) => /^#[0-9a-f]{6}$/.test(c.hex ?? ''))).toBe(true);
    expect(result.facets.weight.map((w) => Number(w.value))).toEqual(
      result.facets.weight.map((w) => Number(w.value)).sort((a, b) => a - b),
    );
  });

  it('gives facet values in the language of the request', async () => {
    const result = await list('lang=uz&limit=1');
    expect(result.facets.composition.map((c) => c.value)).toContain('100% paxta');
    expect(result.facets.color.map((c) => c.value)).toContain('Qora');
  });

  it('filters by section', async () => {
    const best = await list('section=bestseller&limit=100');
    expect(best.total).toBeGreaterThan(0);
    expect(best.items.every((i) => i.bestseller)).toBe(true);
    expect(best.total).toBe(everything.filter((p) => p.bestseller).length);
    const popular = await list('section=popular&limit=100');
    expect(popular.total).toBe(best.total);
    const recommended = await list('section=recommended&limit=100');
    expect(recommended.items.every((i) => i.recommended)).toBe(true);
    const latest = await list('section=latest&limit=100');
    expect(latest.items.every((i) => i.latest)).toBe(true);
    const monthAgo = Date.now() - 30 * 86_400_000;
    const arrivals = await list('section=arrivals&limit=100');
    const isNew = (p: Product) =>
      Date.parse(p.createdAt) >= monthAgo || (p.restockedAt !== null && Date.parse(p.restockedAt) >= monthAgo);
    expect(arrivals.total).toBe(everything.filter(isNew).length);
    expect(arrivals.items.every(isNew)).toBe(true);
  });
});

describe('search', () => {
  it('finds by Russian words with stemming', async () => {
    const result = await list(`search=${encodeURIComponent('футер с начёсом')}`);
    expect(result.total).toBeGreaterThan(0);
    expect(names(result).every((name) => name.startsWith('Футер'))).toBe(true);
    expect(names(result)).toContain('Футер 3-нитка с начёсом');
  });

  it('finds Cyrillic names from Latin transliteration', async () => {
    expect(names(await list('search=kulirka'))).toContain('Кулирка пенье 30/1');
    expect(names(await list('search=futer&limit=100'))).toContain('Футер 2-нитка петля');
  });

  it('finds what was typed in the wrong keyboard layout', async () => {
    const result = await list('search=aenth&limit=100');
    expect(names(result)).toContain('Футер 2-нитка петля');
    expect(names(await list(`search=${encodeURIComponent('штеуквщл')}`))).toContain('Интерлок пенье');
  });

  it('finds Uzbek Latin names from Cyrillic typing, and by Uzbek words', async () => {
    const result = await list(`search=${encodeURIComponent('пахта')}&lang=uz&limit=100`);
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.every((i) => i.composition.includes('paxta'))).toBe(true);
    expect((await list('search=qizil&limit=100')).items.every((i) => i.colors.some((c) => c.name === 'Красный'))).toBe(
      true,
    );
  });

  it('tolerates typos', async () => {
    expect(names(await list(`search=${encodeURIComponent('интерлк')}`))).toContain('Интерлок пенье');
    expect(names(await list(`search=${encodeURIComponent('кашкорсэ')}`))).toContain('Кашкорсе 2x1');
    expect(names(await list('search=velur&limit=100'))).toContain('Велюр хлопковый');
  });

  it('finds by article number', async () => {
    const sample = everything[5] as Product;
    expect((await list(`search=${encodeURIComponent(sample.art)}`)).items.map((i) => i.id)).toContain(sample.id);
  });

  it('returns an empty result for fewer than three characters', async () => {
    const result = await list(`search=${encodeURIComponent('фу')}`);
    expect(result).toMatchObject({ items: [], total: 0 });
    expect(result.facets.canvas).toEqual([]);
    expect((await list(`search=${encodeURIComponent('  ')}&limit=5`)).items).toHaveLength(5);
  });

  it('combines search with filters', async () => {
    const result = await list(`search=futer&composition=${encodeURIComponent('100% хлопок')}&limit=100`);
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.every((i) => i.composition === '100% хлопок' && i.name.startsWith('Футер'))).toBe(true);
  });

  it('ignores NUL and control characters, which PostgreSQL would refuse', async () => {
    for (const query of ['search=%00futer', 'composition=%00', 'color=a%00b', 'canvas=%01%02', 'search=%00%00%00']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(response.statusCode, query).toBe(200);
    }
    expect(names(await list('search=%00futer&limit=100'))).toContain('Футер 2-нитка петля');
    const characteristics = await t.app.inject({ method: 'GET', url: '/api/products/characteristics?category=%00' });
    expect(characteristics.json()).toEqual({ main: [], extra: [] });
  });

  it('never answers a malformed query with a server error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(
            'search',
            'lang',
            'category',
            'section',
            'composition',
            'color',
            'canvas',
            'weight',
            'inStock',
            'sort',
            'page',
            'limit',
          ),
          fc.oneof(
            fc.string({ maxLength: 60 }),
            fc.string({ unit: 'binary', maxLength: 30 }),
            fc.constantFrom(':*', '&|!', "'", '((', '-1', '1e9', '180-', '\\'),
          ),
        ),
        async (params) => {
          const query = Object.entries(params)
            .map(([k, v]) => `${k}=${encodeURIComponent(v.replace(/\p{Cs}/gu, ''))}`)
            .join('&');
          const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
          expect(response.statusCode, `${query} → ${response.body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('one product, stock, categories and characteristics', () => {
  it('returns one product in the requested language', async () => {
    const sample = everything[0] as Product;
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${sample.id}?lang=uz` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: sample.id, lang: 'uz', art: sample.art });
  });

  it('hides unpublished products from visitors', async () => {
    const found = (await t.database.db.execute(`select id from products where not show limit 1`)) as unknown as {
      rows: { id: number }[];
    };
    const [hidden] = found.rows;
    expect(hidden).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${hidden?.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${hidden?.id}` })).statusCode).toBe(404);
    expect(everything.map((p) => p.id)).not.toContain(hidden?.id);
  });

  it('answers 404 in the request language for a missing product and 400 for a non-numeric id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/products/999999?lang=uz' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'Mahsulot topilmadi' });
    expect((await t.app.inject({ method: 'GET', url: '/api/products/abc' })).statusCode).toBe(400);
  });

  it('reports the stock of a product in rolls', async () => {
    const sample = everything[2] as Product;
    const response = await t.app.inject({ method: 'GET', url: `/api/product/${sample.id}` });
    expect(response.json()).toEqual({ id: sample.id, count: sample.count });
  });

  it('lists categories with names in both languages and a photo', async () => {
    const ru = (await t.app.inject({ method: 'GET', url: '/api/products/categories' })).json() as {
      id: string;
      name: string;
      image: { src: string };
    }[];
    expect(ru).toHaveLength(8);
    expect(ru[0]).toMatchObject({ id: 'kulirka', name: 'Кулирная гладь' });
    // A category's photo is its own fabric draped: kulirka is plain jersey, in the category's colour.
    expect(ru[0]?.image.src).toBe('/api/images/fabric/jersey-drape/e8e4da/640.webp');
    expect(ru.find((category) => category.id === 'ribana')?.image.src).toMatch(/^\/api\/images\/fabric\/rib-drape\//);
    const uz = (await t.app.inject({ method: 'GET', url: '/api/products/categories?lang=uz' })).json() as {
      name: string;
    }[];
    expect(uz[0]?.name).toBe('Kulirka');
  });

  it('gives the characteristics of a category with their values, and empty lists for an unknown one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/characteristics?category=futer' });
    const body = response.json() as { main: { key: string; name: string; values: string[] }[]; extra: unknown[] };
    expect(body.main.map((c) => c.key)).toEqual(['canvas', 'composition', 'weight', 'width']);
    expect(body.main[0]?.values).toContain('Футер 3-нитка с начёсом');
    expect(body.extra.length).toBeGreaterThan(0);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/products/characteristics?category=nope' });
    expect(unknown.json()).toEqual({ main: [], extra: [] });
  });
});

describe('images', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('renders a product picture as WebP with long cache headers, at each width its own size', async () => {
    const src = everything[0]?.image?.src ?? '';
    const response = await get(src);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.toString('latin1', 8, 12)).toBe('WEBP');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(640);
    const small = await get(src.replace('640', '320'));
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
    // Asked again, the stored file answers: the same bytes.
    expect((await get(src)).rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it("draws each product in its canvas's knit: rib for rib, piqué for piqué, pile for velour", async () => {
    const knitOf = (canvas: string) => everything.find((item) => item.canvas === canvas)?.image?.src.split('/')[4];
    expect(knitOf('Кулирная гладь')).toBe('jersey');
    expect(knitOf('Футер 3-нитка')).toBe('footer');
    expect(knitOf('Рибана 1x1')).toBe('rib');
    expect(knitOf('Кашкорсе')).toBe('rib');
    expect(knitOf('Интерлок')).toBe('interlock');
    expect(knitOf('Пике')).toBe('pique');
    expect(knitOf('Велюр')).toBe('velour');
    // The colour list names the small rendition of the same knit in each colour.
    const rib = everything.find((item) => item.canvas === 'Рибана 1x1');
    expect(rib?.colors[0]?.images[0]?.src).toMatch(/^\/api\/images\/fabric\/rib\/[0-9a-f]{6}\/320\.webp$/);
  });

  it('serves the earlier swatch address of a used colour as plain jersey', async () => {
    const hex = everything[0]?.colors[0]?.hex?.slice(1) ?? '';
    const old = await get(`/api/images/swatch/${hex}/320.webp`);
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals((await get(`/api/images/fabric/jersey/${hex}/320.webp`)).rawPayload)).toBe(true);
  });

  it('refuses pictures of colours the catalogue does not use, unknown knits and unknown widths', async () => {
    const hex = everything[0]?.colors[0]?.hex?.slice(1) ?? '';
    expect((await get('/api/images/fabric/jersey/123456/640.webp')).statusCode).toBe(404);
    expect((await get(`/api/images/fabric/tweed/${hex}/640.webp`)).statusCode).toBe(404);
    expect((await get(`/api/images/fabric/rib/${hex}/641.webp`)).statusCode).toBe(404);
    expect((await get('/api/images/swatch/123456/640.webp')).statusCode).toBe(404);
    expect((await get('/api/images/swatch/ffffff/641.webp')).statusCode).toBe(404);
    expect((await get(`/api/images/${crypto.randomUUID()}/640.webp`)).statusCode).toBe(404);
  });
});

describe('product cards', () => {
  it('answer every product exactly as the product mapping and the response schema make it', async () => {
    for (const lang of LANGS) {
      const listed = (await list(`lang=${lang}&limit=100`)).items;
      expect(listed).toHaveLength(everything.length);
      for (const item of listed) {
        const row = await findProductById(t.database.db, item.id);
        if (!row) throw new Error(`product ${item.id} vanished`);
        const expected = ProductSchema.parse(toProduct(row, lang));
        expect(item).toEqual(expected);
        const one = await t.app.inject({ method: 'GET', url: `/api/products/${item.id}?lang=${lang}` });
        expect(one.json()).toEqual(expected);
      }
    }
  });

  it('are rebuilt for a product changed behind the catalogue, and show stock as it is now', async () => {
    const sample = everything[5] as Product;
    await sql(`update products set name_ru = 'Футер переименованный', updated_at = now() where id = ${sample.id}`);
    await sql(`update products set count = count + 7 where id = ${sample.id}`);
    t.app.catalog.changed();
    const one = (await t.app.inject({ method: 'GET', url: `/api/products/${sample.id}` })).json() as Product;
    expect(one).toMatchObject({ name: 'Футер переименованный', count: sample.count + 7 });
    const listed = (await list('limit=100')).items.find((item) => item.id === sample.id);
    expect(listed).toMatchObject({ name: 'Футер переименованный', count: sample.count + 7 });
    await sql(
      `update products set name_ru = '${sample.name}', count = ${sample.count}, updated_at = now() where id = ${sample.id}`,
    );
    t.app.catalog.changed();
  });

  it('follow every change of a product, even two within one moment', async () => {
    const sample = everything[6] as Product;
    const name = async () => ((await list('limit=100')).items.find((item) => item.id === sample.id) as Product).name;
    const at = `'2030-01-01T00:00:00Z'`;
    await sql(`update products set name_ru = 'Первое имя', updated_at = ${at} where id = ${sample.id}`);
    t.app.catalog.changed();
    expect(await name()).toBe('Первое имя');
    await sql(`update products set name_ru = 'Второе имя', updated_at = ${at} where id = ${sample.id}`);
    t.app.catalog.changed();
    expect(await name()).toBe('Второе имя');
    await sql(`update products set name_ru = '${sample.name}', updated_at = now() where id = ${sample.id}`);
    t.app.catalog.changed();
  });

  it('are made for products a seed wrote straight into the database', async () => {
    // As a seed leaves them: products with no cards, in versions the memory has never seen.
    await sql('delete from product_cards');
    await sql('update products set updated_at = now()');
    t.app.catalog.changed();
    expect((await list('limit=100')).items).toEqual(everything);
    // The listing made the cards of what it showed; the unpublished rest are made on start-up.
    const hidden = (await sql('select count(*)::int as n from products where not show')) as unknown as {
      rows: { n: number }[];
    };
    expect(await t.app.catalog.refreshCards()).toBe(hidden.rows[0]?.n);
    expect(await t.app.catalog.refreshCards()).toBe(0);
  });
});

describe('search suggestions', () => {
  async function suggest(query: string, headers: Record<string, string> = {}): Promise<ProductSuggestions> {
    const response = await t.app.inject({ method: 'GET', url: `/api/products/suggest?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ProductSuggestions;
  }
  const newestFirst = (items: Product[]) => items.map((item) => item.id).sort((a, b) => b - a);

  it('gives the newest matching products, as many as asked, and says whether more match', async () => {
    const all = await list('search=футер&limit=100');
    expect(all.total).toBeGreaterThan(3);
    const few = await suggest('search=футер&limit=3');
    expect(few.items).toHaveLength(3);
    expect(few.more).toBe(true);
    expect(few.items.map((item) => item.id)).toEqual(newestFirst(all.items).slice(0, 3));
    expect(few.items.every((item) => /футер/i.test(`${item.name} ${item.canvas}`))).toBe(true);
    const every = await suggest(`search=футер&limit=12`);
    expect(every.more).toBe(all.total > 12);
  });

  it('finds what was typed in another script, layout or with a typo, in the language asked', async () => {
    const expected = (await suggest('search=футер')).items.map((item) => item.id);
    for (const typed of ['futer', 'aenth', 'фуиер']) {
      expect((await suggest(`search=${encodeURIComponent(typed)}`)).items.map((item) => item.id)).toEqual(expected);
    }
    const uz = await suggest('search=interlok&lang=uz');
    expect(uz.items.length).toBeGreaterThan(0);
    expect(uz.items.every((item) => item.lang === 'uz')).toBe(true);
  });

  it('is empty for fewer than three characters and for words the catalogue does not have', async () => {
    expect(await suggest('search=фу')).toEqual({ items: [], more: false });
    expect(await suggest('search=zzzzqqq')).toEqual({ items: [], more: false });
    expect(await suggest('search=футер%20zzzzqqq')).toEqual({ items: [], more: false });
    expect(await suggest('search=%00%01')).toEqual({ items: [], more: false });
  });

  it('leaves unpublished products to admins', async () => {
    const hidden = (await sql(`select id, name_ru as name from products where not show limit 1`)) as unknown as {
      rows: { id: number; name: string }[];
    };
    const product = hidden.rows[0];
    if (!product) throw new Error('the demo catalogue has no unpublished product');
    const word = encodeURIComponent(product.name.split(' ')[0] ?? '');
    const ids = async (headers?: Record<string, string>) =>
      (await suggest(`search=${word}&limit=12`, headers)).items.map((item) => item.id);
    expect(await ids()).not.toContain(product.id);
    const admin = await createUser(t, { role: 'ADMIN' });
    expect(await ids(admin.headers)).toContain(product.id);
  });
});

describe('popular section', () => {
  const ids = async (query: string) => (await list(`section=popular&limit=100${query}`)).items.map((item) => item.id);

  it('shows the best sellers while nothing has been ordered', async () => {
    const bestsellers = everything.filter((p) => p.bestseller).map((p) => p.id);
    expect(bestsellers.length).toBeGreaterThan(0);
    expect((await ids('')).sort()).toEqual(bestsellers.sort());
  });

  it('ranks by rolls ordered in the last 90 days, leaving out cancelled and older orders', async () => {
    const buyer = await createUser(t);
    const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: buyer.headers, payload });
    await call('PUT', `/api/user/${buyer.id}/requisites`, BUYERS.llc);
    const order = async (product: Product, rolls: number): Promise<number> => {
      await call('POST', `/api/user/cart/${buyer.id}`, {
        productId: product.id,
        count: rolls,
        color: product.colors[0]?.id,
      });
      const placed = await call('POST', '/api/order', {});
      expect(placed.statusCode, placed.body).toBe(201);
      return (placed.json() as { id: number }).id;
    };
    const [few, many, cancelled] = everything.filter((p) => !p.bestseller && p.count >= 5 && p.colors.length > 0);
    if (!few || !many || !cancelled) throw new Error('the demo catalogue lacks products to order');

    const fewOrder = await order(few, 2);
    await order(many, 3);
    await order(many, 2);
    const cancelledOrder = await order(cancelled, 5);
    await call('PUT', `/api/order/${cancelledOrder}`, { status: 'cancelled' });
    // Best sellers give way to what was ordered, most rolls first; the cancelled order counts for nothing.
    expect(await ids('')).toEqual([many.id, few.id]);
    expect((await list('section=popular&sort=price_asc&limit=100')).total).toBe(2);

    // An order older than the period no longer counts.
    await t.database.db.execute(
      `update orders set created_at = now() - interval '91 days' where id <> ${fewOrder} and user_id = '${buyer.id}'`,
    );
    t.app.catalog.changed();
    expect(await ids('')).toEqual([few.id]);
  });
});
