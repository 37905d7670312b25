import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-config.ts';
import { createUser, type TestUser } from '../../test/auth.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { createProduct } from '../../test/orders-fixtures.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A throwaway Redis on 127.0.0.1, without persistence. */
async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // Refused connections while the server starts are expected; the loop below retries.
  probe.on('error', () => undefined);
  for (let i = 0; i < 50; i++) {
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return { url, process: child };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error('redis-server did not start');
}

describe('rate limits in Redis', () => {
  let redis: { url: string; process: ChildProcess };
  let t: TestApp;
  beforeAll(async () => {
    redis = await startRedis();
    const auth = { ...testConfig({ dataDir: tmpdir() }).auth, rateLimitPerMinute: 2 };
    t = await createTestApp({ redisUrl: redis.url, auth });
  });
  afterAll(async () => {
    await t.close();
    redis.process.kill();
  });

  it('counts auth requests per IP in the shared store and answers 429 past the cap', async () => {
    const check = () =>
      t.app.inject({ method: 'POST', url: '/api/user/check-phone', payload: { phone: '79990001234' } });
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(200);
    const third = await check();
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
    const client = new Redis(redis.url);
    const keys = await client.keys('polotno-rl-*');
    client.disconnect();
    expect(keys.length).toBeGreaterThan(0);
  });
});

describe('documents made on request, per caller', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let order: number;
  beforeAll(async () => {
    t = await createTestApp({ documentRateLimitPerMinute: 20 });
    [alice, bob] = await Promise.all([createUser(t), createUser(t)]);
    const product = await createProduct(t, { colors: ['Белый'] });
    await t.app.inject({
      method: 'POST',
      url: `/api/user/cart/${alice.id}`,
      headers: alice.headers,
      payload: { productId: product.id, count: 1, color: product.colors[0]?.id },
    });
    const placed = await t.app.inject({ method: 'POST', url: '/api/order', headers: alice.headers, payload: {} });
    expect(placed.statusCode).toBe(201);
    order = placed.json().id;
  });
  afterAll(() => t.close());

  it('refuses the 21st invoice of a minute to one user, in their language, and not to another user', async () => {
    const invoice = (user: TestUser, address: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/order/${order}/invoice.pdf?lang=uz`,
        headers: user.headers,
        remoteAddress: address,
      });
    // Not invoiced yet: each answer is the order's own refusal, until the budget is spent (from any address).
    for (let i = 0; i < 20; i++) {
      expect((await invoice(alice, `192.0.2.${i + 1}`)).json().code).toBe('INVOICE_NOT_READY');
    }
    const refused = await invoice(alice, '192.0.2.100');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: "So'rovlar juda ko'p, keyinroq urinib ko'ring",
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Bob, at the very address Alice used last, still has his own budget.
    expect((await invoice(bob, '192.0.2.100')).json().code).toBe('FORBIDDEN');
  });

  it('counts an anonymous visitor’s price lists by address, and a signed-in customer’s by account', async () => {
    const priceList = (address: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/price-list.xlsx', remoteAddress: address, headers });
    for (let i = 0; i < 20; i++) expect((await priceList('198.51.100.1')).statusCode).toBe(200);
    const refused = await priceList('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await priceList('198.51.100.2')).statusCode).toBe(200);
    expect((await priceList('198.51.100.1', bob.headers)).statusCode).toBe(200);
  });
});
