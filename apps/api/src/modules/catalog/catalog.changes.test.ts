/**
 * Coherent instances: two apps, each with its own connection pool to one PostgreSQL database, as two
 * processes behind a load balancer would be. A catalogue write on one must reach the other's cached answers.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedCatalog } from '@polotno/db';
import type { Category, Product, ProductList } from '@polotno/domain';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';
import { testConfig, testDatabaseUrl, testEngine } from '../../../test/test-config.ts';
import type { CatalogChange } from './catalog.changes.ts';
import { parseChange } from './catalog.changes.ts';

/**
 * A change must reach the other instance; how fast is printed at the end, never asserted (a busy machine
 * only makes it slower). The deadline is where waiting stops and the change counts as lost.
 */
const DEADLINE_MS = 10_000;
const delays: Record<string, number> = {};

/** Polls `read` until `done` holds of its result; the time it took, or a failure after `DEADLINE_MS`. */
async function within<T>(label: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<number> {
  const started = performance.now();
  let last: T | undefined;
  while (performance.now() - started < DEADLINE_MS) {
    last = await read();
    if (done(last)) {
      delays[label] = Math.round(performance.now() - started);
      return delays[label];
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${label}: still ${JSON.stringify(last)?.slice(0, 200)} after ${DEADLINE_MS} ms`);
}

async function json<T>(app: FastifyInstance, url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

describe('catalogue changes on one instance', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.database.db, { products: 3 });
    t.app.catalog.changed();
    admin = await createUser(t, { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  it('tells subscribers of every write at once: the products it changed, or everything', async () => {
    const heard: CatalogChange[] = [];
    const listener = (change: CatalogChange) => heard.push(change);
    t.app.catalogChanges.on('change', listener);
    try {
      const [product] = (await json<ProductList>(t.app, '/api/products?limit=1')).items;
      const stock = await t.app.inject({
        method: 'PUT',
        url: `/api/product/${product?.id}`,
        payload: { count: 5 },
        headers: admin.headers,
      });
      expect(stock.statusCode).toBe(200);
      expect(heard).toEqual([{ kind: 'products', ids: [product?.id] }]);
      const [category] = await json<Category[]>(t.app, '/api/products/categories');
      const renamed = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/categories/${category?.id}`,
        payload: { name: { ru: 'Переименована', uz: 'Qayta nomlandi' } },
        headers: admin.headers,
      });
      expect(renamed.statusCode).toBe(200);
      expect(heard.at(-1)).toEqual({ kind: 'all' });
    } finally {
      t.app.catalogChanges.off('change', listener);
    }
  });

  it("shows an order's stock in the writer's own next answers, and keeps other products' answers", async () => {
    const [ordered, untouched] = (await json<ProductList>(t.app, '/api/products?limit=2')).items as [Product, Product];
    await t.app.inject({
      method: 'PUT',
      url: `/api/product/${ordered.id}`,
      payload: { count: 6 },
      headers: admin.headers,
    });
    expect((await json<Product>(t.app, `/api/products/${ordered.id}`)).count).toBe(6);
    const listed = async () =>
      (await json<ProductList>(t.app, '/api/products?limit=2')).items.find((item) => item.id === ordered.id)?.count;
    expect(await listed()).toBe(6);
    const untouchedTag = (await t.app.inject({ method: 'GET', url: `/api/products/${untouched.id}` })).headers.etag;
    const customer = await createUser(t);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: { lines: [{ productId: ordered.id, count: 2, color: ordered.colors[0]?.id }], paymentMethod: 'cash' },
      headers: customer.headers,
    });
    expect(order.statusCode, order.body).toBe(201);
    expect((await json<Product>(t.app, `/api/products/${ordered.id}`)).count).toBe(4);
    expect(await listed()).toBe(4);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${untouched.id}` })).headers.etag).toBe(
      untouchedTag,
    );
  });

  it('keeps the notifying triggers off on PGlite, where one process hears its own writes, and on on PostgreSQL', async () => {
    const { rows } = (await t.database.db.execute(
      "select tgenabled from pg_trigger where tgname like 'catalog\\_changes\\_%'",
    )) as unknown as { rows: { tgenabled: string }[] };
    expect(rows).toHaveLength(12);
    const state = t.database.engine === 'pglite' ? 'D' : 'O';
    expect(rows.every((row) => row.tgenabled === state)).toBe(true);
  });

  it('reads a notification as the products it names, and anything else as everything', () => {
    expect(parseChange('products:3,17')).toEqual({ kind: 'products', ids: [3, 17] });
    expect(parseChange('all')).toEqual({ kind: 'all' });
    expect(parseChange('products:')).toEqual({ kind: 'all' });
    expect(parseChange('products:1,x')).toEqual({ kind: 'all' });
    expect(parseChange('categories')).toEqual({ kind: 'all' });
  });
});

const serverUrl = testDatabaseUrl();

// Runs in the PostgreSQL project of the suite (once), and is skipped where no PostgreSQL is configured.
describe.skipIf(!serverUrl || testEngine() !== 'postgres')('two instances on one PostgreSQL database', () => {
  const name = `polotno_test_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string;
  let dataDir: string;
  let a: TestApp;
  let b: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let product: Product;
  let other: Product;

  async function instance(): Promise<TestApp> {
    const config = testConfig({ dataDir, database: { kind: 'postgres', url: databaseUrl } });
    const app = await buildApp(config);
    await app.ready();
    return { app, config, database: app.database, close: () => app.close() };
  }

  /** Runs `text` on a session of its own (as psql would). */
  async function sql(text: string, values?: unknown[]): Promise<pg.QueryResult> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  }

  const stockOn = async (app: FastifyInstance, id: number) => (await json<Product>(app, `/api/products/${id}`)).count;
  const listedOn = async (app: FastifyInstance, id: number) =>
    (await json<ProductList>(app, '/api/products?limit=100')).items.find((item) => item.id === id);

  beforeAll(async () => {
    const server = new pg.Client({ connectionString: serverUrl as string });
    await server.connect();
    await server.query(`create database ${name}`);
    await server.end();
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dataDir = await mkdtemp(path.join(tmpdir(), 'polotno-test-'));
    a = await instance();
    b = await instance();
    await seedCatalog(a.app.db, { products: 12 });
    a.app.catalog.changed();
    [admin, customer] = await Promise.all([createUser(a, { role: 'ADMIN' }), createUser(a)]);
    [product, other] = (await json<ProductList>(a.app, '/api/products?limit=2')).items as [Product, Product];
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    const cleaner = new pg.Client({ connectionString: serverUrl as string });
    await cleaner.connect();
    await cleaner.query(`drop database if exists ${name} with (force)`);
    await cleaner.end();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    console.info(`catalogue changes reached the other instance after (ms): ${JSON.stringify(delays)}`);
  });

  /** Asks B twice: the second answer comes from its cache (same ETag), so B is warm. */
  async function warm(url: string) {
    const first = await b.app.inject({ method: 'GET', url });
    const second = await b.app.inject({ method: 'GET', url });
    expect(second.headers.etag).toBe(first.headers.etag);
  }

  it("shows A's stock change in B's product and listing within a second", async () => {
    await warm(`/api/products/${product.id}`);
    await warm('/api/products?limit=100');
    const heard: CatalogChange[] = [];
    const listener = (change: CatalogChange) => heard.push(change);
    b.app.catalogChanges.on('change', listener);
    const count = product.count + 7;
    try {
      const put = await a.app.inject({
        method: 'PUT',
        url: `/api/product/${product.id}`,
        payload: { count },
        headers: admin.headers,
      });
      expect(put.statusCode).toBe(200);
      await within(
        'stock',
        () => stockOn(b.app, product.id),
        (stock) => stock === count,
      );
      expect((await listedOn(b.app, product.id))?.count).toBe(count);
      // B heard exactly which product changed, and told its own subscribers.
      expect(heard).toContainEqual({ kind: 'products', ids: [product.id] });
    } finally {
      b.app.catalogChanges.off('change', listener);
    }
  });

  it("keeps B's answers of the products A did not change", async () => {
    const url = `/api/products/${other.id}`;
    await warm(url);
    const before = (await b.app.inject({ method: 'GET', url })).headers.etag;
    const put = await a.app.inject({
      method: 'PUT',
      url: `/api/product/${product.id}`,
      payload: { count: 3 },
      headers: admin.headers,
    });
    expect(put.statusCode).toBe(200);
    await within(
      'stock again',
      () => stockOn(b.app, product.id),
      (stock) => stock === 3,
    );
    expect((await b.app.inject({ method: 'GET', url })).headers.etag).toBe(before);
  });

  it("shows A's product edit in B's product and listing within a second", async () => {
    await warm(`/api/products/${product.id}?lang=uz`);
    await warm('/api/products?limit=100');
    const patch = await a.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      payload: { name: { ru: 'Футер переименованный', uz: 'Qayta nomlangan futer' } },
      headers: admin.headers,
    });
    expect(patch.statusCode, patch.body).toBe(200);
    await within(
      'product edit',
      async () => (await json<Product>(b.app, `/api/products/${product.id}?lang=uz`)).name,
      (name) => name === 'Qayta nomlangan futer',
    );
    expect((await listedOn(b.app, product.id))?.name).toBe('Футер переименованный');
  });

  it("shows A's category edit in B's categories within a second", async () => {
    await warm('/api/products/categories');
    const [category] = await json<Category[]>(b.app, '/api/products/categories');
    const patch = await a.app.inject({
      method: 'PATCH',
      url: `/api/admin/categories/${category?.id}`,
      payload: { name: { ru: 'Новое имя категории', uz: 'Turkumning yangi nomi' } },
      headers: admin.headers,
    });
    expect(patch.statusCode, patch.body).toBe(200);
    await within(
      'category edit',
      async () => (await json<Category[]>(b.app, '/api/products/categories')).find((c) => c.id === category?.id),
      (found) => found?.name === 'Новое имя категории',
    );
  });

  it("shows the stock an order placed on A took in B's product and listing within a second", async () => {
    const before = 10;
    await a.app.inject({
      method: 'PUT',
      url: `/api/product/${other.id}`,
      payload: { count: before },
      headers: admin.headers,
    });
    await within(
      'restock',
      () => stockOn(b.app, other.id),
      (stock) => stock === before,
    );
    await warm(`/api/products/${other.id}`);
    await warm('/api/products?limit=100');
    const order = await a.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: { lines: [{ productId: other.id, count: 2, color: other.colors[0]?.id }], paymentMethod: 'cash' },
      headers: customer.headers,
    });
    expect(order.statusCode, order.body).toBe(201);
    await within(
      'order',
      () => stockOn(b.app, other.id),
      (stock) => stock === before - 2,
    );
    expect((await listedOn(b.app, other.id))?.count).toBe(before - 2);
  });

  it('hears writes made outside the API (raw SQL), committed ones only', async () => {
    await warm(`/api/products/${product.id}`);
    await expect(
      sql(`begin; update products set count = 999 where id = ${product.id}; rollback`),
    ).resolves.toBeDefined();
    await sql('update products set count = 41 where id = $1', [product.id]);
    await within(
      'raw SQL',
      () => stockOn(b.app, product.id),
      (stock) => stock === 41,
    );
  });

  it('drops everything after listening again, since what was notified meanwhile is lost', async () => {
    await warm(`/api/products/${product.id}`);
    // A write that notifies nobody (triggers off for this session), so only the drop on reconnection shows it.
    await sql(`set session_replication_role = replica; update products set count = 55 where id = ${product.id}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await stockOn(b.app, product.id)).toBe(41);
    const killed = await sql(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = $1 and application_name = 'polotno-catalog-changes'`,
      [name],
    );
    expect(killed.rowCount).toBe(2);
    await within(
      'after reconnection',
      () => stockOn(b.app, product.id),
      (stock) => stock === 55,
    );
    // And the new session hears the next write.
    await within(
      'listening again',
      async () =>
        (
          await sql(
            `select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = 'polotno-catalog-changes'`,
            [name],
          )
        ).rows[0].n as number,
      (n) => n === 2,
    );
    await sql('update products set count = 56 where id = $1', [product.id]);
    await within(
      'after reconnection, a write',
      () => stockOn(b.app, product.id),
      (stock) => stock === 56,
    );
  });

  it('notifies once per statement with the products it changed, and not for a statement that changed none', async () => {
    const listener = new pg.Client({ connectionString: databaseUrl });
    const payloads: string[] = [];
    listener.on('notification', (message) => payloads.push(message.payload ?? ''));
    await listener.connect();
    try {
      await listener.query('LISTEN catalog_changes');
      const [low, high] = [product.id, other.id].sort((x, y) => x - y) as [number, number];
      await sql(`update products set count = count + 1 where id in (${high}, ${low})`);
      await sql(`update products set count = count - 1 where id = ${low} and count < 0`);
      await sql(`update categories set position = position where id = (select min(id) from categories)`);
      await sql(`notify catalog_changes, 'end'`);
      await within(
        'notifications',
        async () => payloads.at(-1),
        (last) => last === 'end',
      );
      expect(payloads).toEqual([`products:${low},${high}`, 'all', 'end']);
    } finally {
      await listener.end();
    }
  });
});
