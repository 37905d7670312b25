import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

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
