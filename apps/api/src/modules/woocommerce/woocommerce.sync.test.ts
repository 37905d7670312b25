import { createHmac } from 'node:crypto';
import type { Product, ProductList } from '@polotno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/auth.ts';
import { startFakeWoo, type FakeWoo } from '../../../test/fake-woocommerce.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let woo: FakeWoo;
let t: TestApp;
let admin: TestUser;
const webhookSecret = 'webhook-secret-123';

async function list(query = '', headers: Record<string, string> = {}) {
  return (
    await t.app.inject({ method: 'GET', url: `/api/products?limit=100&${query}`, headers })
  ).json() as ProductList;
}
const byArt = (items: Product[], art: string) => items.find((item) => item.art === art);
async function status() {
  return (
    await t.app.inject({ method: 'GET', url: '/api/admin/integrations/woocommerce', headers: admin.headers })
  ).json() as {
    configured: boolean;
    lastRun: { ok: boolean; errorCode: string | null; products: number; finishedAt: string } | null;
    lastSuccessAt: string | null;
  };
}
async function syncNow() {
  return (
    await t.app.inject({ method: 'POST', url: '/api/admin/integrations/woocommerce/sync', headers: admin.headers })
  ).json() as {
    ok: boolean;
    errorCode: string | null;
    products: number;
    categories: number;
  };
}

beforeAll(async () => {
  woo = await startFakeWoo();
  t = await createTestApp({
    woo: { url: woo.url, key: woo.key, secret: woo.secret, syncMinutes: 0, webhookSecret, timeoutMs: 400 },
  });
  admin = await createUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
  await woo.close();
});

describe('WooCommerce sync', () => {
  it('imports ru and uz products as one bilingual product each, with every category', async () => {
    const result = await syncNow();
    expect(result).toMatchObject({ ok: true, products: 13, categories: 4 });
    expect(woo.requests.some((r) => r.includes('lang=uz') && r.includes('per_page=100'))).toBe(true);
    const ru = (await list()).items;
    const uz = (await list('lang=uz')).items;
    // Published: nine ru products and the uz-only one; draft, pending and private stay hidden.
    expect(ru).toHaveLength(10);
    const kulirka = byArt(ru, 'KUL-301-PN');
    expect(kulirka).toMatchObject({
      name: 'Кулирка пенье 30/1',
      canvas: 'Кулирная гладь',
      composition: '100% хлопок',
      bestseller: true,
      source: 'woocommerce',
    });
    // Weight comes from the ACF group (g/m²), never from WooCommerce's shipping weight in kg.
    expect(kulirka?.weight).toBe(140);
    expect(kulirka?.width).toBe(180);
    expect(kulirka?.price).toBe(68000);
    expect(kulirka?.image?.src).toMatch(/^https:\/\/store\.example\/wp-content\/uploads\/.*kulirka-30-1-belyj\.jpg$/);
    expect(kulirka?.description).not.toContain('<p>');
    expect(byArt(uz, 'KUL-301-PN')).toMatchObject({
      name: 'Kulirka penye 30/1',
      composition: '100% paxta',
      id: kulirka?.id,
    });
  });

  it('maps the edge cases of the recorded store', async () => {
    const all = (await list('', admin.headers)).items;
    const uzAll = (await list('lang=uz', admin.headers)).items;
    expect(all).toHaveLength(13);
    // Draft with no price, no images and no creation date.
    const draft = byArt(all, 'FUT-3N-PT');
    expect(draft).toMatchObject({ show: false, price: 0, colors: [], image: null });
    expect(Date.parse(draft?.createdAt ?? '')).not.toBeNaN();
    // Pending, ru only, no SKU: hidden, and Uzbek falls back to Russian.
    const pending = uzAll.find((p) => p.name === 'Футер 2-нитка с лайкрой');
    expect(pending).toMatchObject({ show: false, art: '', latest: true });
    // Private in ru but published in uz; `acf: false` and no ACF meta: hidden, no flags, no fabric facts.
    const privateOne = byArt(all, 'RIB-2X2');
    expect(privateOne).toMatchObject({ show: false, bestseller: false, canvas: '', weight: null });
    // Published in ru, uz still draft: Uzbek shows the Russian text; ACF weight "" is no weight.
    const halfTranslated = byArt(uzAll, 'KUL-MEL');
    expect(halfTranslated).toMatchObject({ show: true, name: 'Кулирка меланж', weight: null });
    // Missing SKU and a duplicated image: colours are unique image sources.
    const interlok = all.find((p) => p.name === 'Интерлок с лайкрой');
    expect(interlok?.colors.map((c) => c.name)).toEqual(['Бежевый', 'Белый']);
    expect(interlok?.art).toBe('');
    // Variable product: the list price is the minimum variation price.
    expect(byArt(all, 'KSH')).toMatchObject({ type: 'variable', price: 104000 });
    // Two categories: the first listed one is used.
    expect(byArt(all, 'RIB-1X1')?.categoryId).toBe('kulirka');
    // Uzbek-only product with an ʻ (U+02BB) in an attribute; Russian falls back to Uzbek.
    const pike = byArt(all, 'PIK-01');
    expect(pike).toMatchObject({ name: 'Pike (lakost) trikotaji', show: true, recommended: true });
    expect(byArt(uzAll, 'PIK-01')?.characteristics).toContainEqual({
      name: 'Ishlab chiqarilgan mamlakat',
      value: 'Oʻzbekiston',
    });
    expect((await list('search=lakost')).items.map((p) => p.art)).toEqual(['PIK-01']);
    // Category names with HTML entities are decoded; a category without an image has none.
    const categories = (await t.app.inject({ method: 'GET', url: '/api/products/categories' })).json() as {
      id: string;
      name: string;
      image: { src: string } | null;
    }[];
    expect(categories.find((c) => c.name.startsWith('Рибана'))?.name).toBe('Рибана & кашкорсе');
    expect(categories.find((c) => c.id === 'interlok')?.image).toBeNull();
    expect(categories.find((c) => c.id === 'kulirka')?.image?.src).toMatch(/kategoriya-kulirka\.jpg$/);
  });

  it('follows X-WP-TotalPages across pages', async () => {
    woo.pageSize = 5;
    woo.requests.length = 0;
    try {
      expect(await syncNow()).toMatchObject({ ok: true, products: 13, categories: 4 });
      expect(
        woo.requests.filter((r) => r.startsWith('/wp-json/wc/v3/products?') && r.includes('lang=ru')),
      ).toHaveLength(3);
    } finally {
      woo.pageSize = 100;
    }
  });

  it('keeps our stock and flags across syncs and refuses edits of synchronised fields', async () => {
    const product = byArt((await list()).items, 'INT-PN') as Product;
    await t.app.inject({
      method: 'PUT',
      url: `/api/product/${product.id}`,
      payload: { count: 9 },
      headers: admin.headers,
    });
    const flagged = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      payload: { bestseller: true },
      headers: admin.headers,
    });
    expect(flagged.statusCode).toBe(200);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      payload: { name: { ru: 'Другое' } },
      headers: admin.headers,
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({ code: 'PRODUCT_SYNCED_READ_ONLY' });
    expect((await syncNow()).ok).toBe(true);
    expect(byArt((await list()).items, 'INT-PN')).toMatchObject({
      id: product.id,
      count: 9,
      bestseller: true,
      name: 'Интерлок пенье',
    });
  });

  it('hides a product that disappeared from the store', async () => {
    const saved = { ...woo.products };
    woo.products = {
      ru: saved.ru.filter((p) => (p as { id: number }).id !== 1003),
      uz: saved.uz.filter((p) => (p as { id: number }).id !== 2003),
    };
    try {
      expect((await syncNow()).products).toBe(12);
      expect(byArt((await list()).items, 'FUT-2N-PT')).toBeUndefined();
      expect(byArt((await list('', admin.headers)).items, 'FUT-2N-PT')?.show).toBe(false);
    } finally {
      woo.products = saved;
    }
    await syncNow();
    expect(byArt((await list()).items, 'FUT-2N-PT')?.show).toBe(true);
  });

  it.each([
    ['fail', 'internal_server_error'],
    ['unauthorized', 'woocommerce_rest_cannot_view'],
    ['hang', 'timeout'],
    ['garbage', 'invalid_json'],
  ] as const)('keeps serving the last good catalogue when the store is %s, and tells the admin', async (mode, code) => {
    const before = await list();
    const lastGood = (await status()).lastSuccessAt;
    woo.mode = mode;
    try {
      const result = await syncNow();
      expect(result).toMatchObject({ ok: false, errorCode: code });
    } finally {
      woo.mode = 'ok';
    }
    expect(await list()).toEqual(before);
    const seen = await status();
    expect(seen).toMatchObject({ configured: true, lastRun: { ok: false, errorCode: code }, lastSuccessAt: lastGood });
  });
});

describe('WooCommerce webhook', () => {
  const sign = (body: string, secret = webhookSecret) => createHmac('sha256', secret).update(body).digest('base64');

  it('refuses a missing or wrong signature and syncs nothing', async () => {
    const body = JSON.stringify({ id: 1001 });
    const before = (await status()).lastRun?.finishedAt;
    for (const signature of [undefined, sign(body, 'wrong-secret'), 'not base64!!']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/integrations/woocommerce/webhook',
        payload: body,
        headers: { 'content-type': 'application/json', ...(signature ? { 'x-wc-webhook-signature': signature } : {}) },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    }
    expect((await status()).lastRun?.finishedAt).toBe(before);
  });

  it('accepts a signed call and runs a sync', async () => {
    const before = (await status()).lastRun?.finishedAt;
    const body = JSON.stringify({ id: 1001, name: 'Кулирка пенье 30/1' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/woocommerce/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-wc-webhook-topic': 'product.updated',
        'x-wc-webhook-signature': sign(body),
      },
    });
    expect(response.statusCode).toBe(202);
    await t.app.woocommerce.sync(); // joins the sync the webhook started
    const after = await status();
    expect(after.lastRun?.finishedAt).not.toBe(before);
    expect(after.lastRun?.ok).toBe(true);
  });

  it('accepts WooCommerce’s form-encoded ping when signed', async () => {
    const body = 'webhook_id=17';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/woocommerce/webhook',
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-wc-webhook-signature': sign(body) },
    });
    expect(response.statusCode).toBe(202);
    await t.app.woocommerce.sync();
  });
});

describe('without WooCommerce', () => {
  it('reports that it is not configured and refuses webhooks', async () => {
    const plain = await createTestApp();
    try {
      const boss = await createUser(plain, { role: 'ADMIN' });
      const seen = await plain.app.inject({
        method: 'GET',
        url: '/api/admin/integrations/woocommerce',
        headers: boss.headers,
      });
      expect(seen.json()).toEqual({ configured: false, running: false, lastRun: null, lastSuccessAt: null });
      const hook = await plain.app.inject({
        method: 'POST',
        url: '/api/integrations/woocommerce/webhook',
        payload: '{}',
        headers: { 'content-type': 'application/json', 'x-wc-webhook-signature': 'x' },
      });
      expect(hook.statusCode).toBe(401);
    } finally {
      await plain.close();
    }
  });
});
