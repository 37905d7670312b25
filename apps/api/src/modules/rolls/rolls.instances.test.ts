/**
 * Two instances on one PostgreSQL database (as two processes behind a load balancer): a lot received, an
 * order placed or cancelled, a roll written off on one instance shows in the other's cached product answer,
 * through the `products` trigger of record 005 (every roll change rewrites the product's `count`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Product } from '@polotno/domain';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/auth.ts';
import type { TestApp } from '../../../test/helper.ts';
import { createProduct, type TestProduct } from '../../../test/orders-fixtures.ts';
import { receiveLot } from '../../../test/rolls-fixtures.ts';
import { buildApp } from '../../app.ts';
import { testConfig, testDatabaseUrl, testEngine } from '../../../test/test-config.ts';

const serverUrl = testDatabaseUrl();
const DEADLINE_MS = 5_000;

/** Polls B's product answer until its count is `count`; fails after the deadline. */
async function countReaches(app: FastifyInstance, id: number, count: number): Promise<void> {
  const started = performance.now();
  let last: number | undefined;
  while (performance.now() - started < DEADLINE_MS) {
    last = ((await app.inject({ method: 'GET', url: `/api/products/${id}` })).json() as Product).count;
    if (last === count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`count still ${last}, not ${count}, after ${DEADLINE_MS} ms`);
}

// Runs in the PostgreSQL project of the suite, and is skipped where no PostgreSQL is configured.
describe.skipIf(!serverUrl || testEngine() !== 'postgres')('rolls seen by another instance', () => {
  const name = `polotno_test_${randomBytes(6).toString('hex')}`;
  let dataDir: string;
  let a: TestApp;
  let b: TestApp;
  let admin: TestUser;
  let buyer: TestUser;
  let product: TestProduct;

  beforeAll(async () => {
    const server = new pg.Client({ connectionString: serverUrl as string });
    await server.connect();
    await server.query(`create database ${name}`);
    await server.end();
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'polotno-test-'));
    const instance = async (): Promise<TestApp> => {
      const config = testConfig({ dataDir, database: { kind: 'postgres', url: url.toString() } });
      const app = await buildApp(config);
      await app.ready();
      return { app, config, database: app.database, close: () => app.close() };
    };
    a = await instance();
    b = await instance();
    [admin, buyer] = await Promise.all([createUser(a, { role: 'ADMIN' }), createUser(a)]);
    product = await createProduct(a, { count: 0, colors: ['Белый'] });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    const cleaner = new pg.Client({ connectionString: serverUrl as string });
    await cleaner.connect();
    await cleaner.query(`drop database if exists ${name} with (force)`);
    await cleaner.end();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('shows a received lot, an order, its cancel and a write-off in the other instance’s answer', async () => {
    await countReaches(b.app, product.id, 0);
    const rolls = await receiveLot(a, admin, {
      productId: product.id,
      colorId: product.colors[0]?.id ?? null,
      lot: '2611',
      weights: [21, 22, 23, 24],
    });
    await countReaches(b.app, product.id, 4);

    const placed = await a.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: buyer.headers,
      payload: { lines: [{ productId: product.id, color: 'Белый', count: 3 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await countReaches(b.app, product.id, 1);

    const cancelled = await a.app.inject({
      method: 'PUT',
      url: `/api/order/${placed.json().id}`,
      headers: buyer.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await countReaches(b.app, product.id, 4);

    const off = await a.app.inject({
      method: 'PUT',
      url: `/api/rolls/${rolls[0]?.id}`,
      headers: admin.headers,
      payload: { status: 'written_off', reason: 'Брак' },
    });
    expect(off.statusCode, off.body).toBe(200);
    await countReaches(b.app, product.id, 3);
  });
});
