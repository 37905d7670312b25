import { access, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BackupResultSchema } from '@polotno/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testEngine } from '../../../test/test-config.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { OPS_FILE } from './ops.module.ts';

// `.ops.json` is how `npm run backup` finds a running PGlite shop; a PostgreSQL shop is dumped by the command.
describe.runIf(testEngine() === 'pglite')('POST /api/ops/backup: the running PGlite shop writes a backup', () => {
  let t: TestApp;
  let shop: { pid: number; port: number; token: string };
  let url: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Written by an onListen hook, which Fastify runs after `listen` resolves.
    shop = await vi.waitFor(async () => JSON.parse(await readFile(path.join(t.config.dataDir, OPS_FILE), 'utf8')), {
      timeout: 10_000,
    });
    url = `http://127.0.0.1:${shop.port}/api/ops/backup`;
  });
  afterAll(() => t.close());

  it('tells the command line its pid, port and a token, readable by the owner only', async () => {
    expect(shop.pid).toBe(process.pid);
    expect(shop.token).toMatch(/^[\w-]{43}$/);
    const { mode } = await stat(path.join(t.config.dataDir, OPS_FILE));
    expect(mode & 0o077).toBe(0);
  });

  it('refuses a caller without the token, with another one, or from another address', async () => {
    expect((await fetch(url, { method: 'POST' })).status).toBe(403);
    const wrong = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${shop.token.slice(1)}A` } });
    expect(wrong.status).toBe(403);
    // Through a proxy a request may arrive from loopback: the token is still required, and an address other
    // than loopback is refused even with it.
    const away = await t.app.inject({
      method: 'POST',
      url: '/api/ops/backup',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${shop.token}` },
    });
    expect(away.statusCode).toBe(403);
  });

  it('counts a client that gives up before the answer, by route', async () => {
    // A backup takes seconds: this client leaves after 200 ms, as one that timed out would.
    const gaveUp = AbortSignal.timeout(200);
    await expect(
      fetch(url, { method: 'POST', headers: { authorization: `Bearer ${shop.token}` }, signal: gaveUp }),
    ).rejects.toThrow();
    const aborted = () => t.app.metrics.registry.getSingleMetricAsString('polotno_http_requests_aborted_total');
    await vi.waitFor(async () =>
      expect(await aborted()).toContain('polotno_http_requests_aborted_total{method="POST",route="/api/ops/backup"} 1'),
    );
    // The backup it started goes on; the next caller waits for it to finish.
    await vi.waitFor(
      async () => expect((await readdir(t.config.backup.dir)).filter((name) => name.endsWith('.zip'))).toHaveLength(1),
      { timeout: 60_000, interval: 200 },
    );
  });

  it('writes the archive into BACKUP_DIR for a caller with the token, and removes the file on close', async () => {
    const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${shop.token}` } });
    expect(response.status).toBe(201);
    const result = BackupResultSchema.parse(await response.json());
    expect(path.dirname(result.archive)).toBe(t.config.backup.dir);
    await access(result.archive);
    expect(result.tables).toBeGreaterThan(40);

    await t.app.close();
    await expect(access(path.join(t.config.dataDir, OPS_FILE))).rejects.toThrow(/ENOENT/);
  });
});

describe('BACKUP_EVERY_HOURS', () => {
  it('has the shop write a backup every so many hours, keeping BACKUP_KEEP of them', async () => {
    // Only the schedule's interval is faked: the backups themselves run on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const dir = await mkdtemp(path.join(tmpdir(), 'polotno-scheduled-'));
    const t = await createTestApp({ backup: { dir, everyHours: 6, keep: 1 } }).catch((error: unknown) => {
      vi.useRealTimers();
      throw error;
    });
    try {
      const archives = async () =>
        (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.zip'));
      vi.advanceTimersByTime(5 * 3_600_000);
      expect(await archives()).toEqual([]);
      vi.advanceTimersByTime(3_600_000);
      await vi.waitFor(async () => expect(await archives()).toHaveLength(1), { timeout: 60_000, interval: 200 });
      const first = (await archives())[0];
      // The next one replaces it (BACKUP_KEEP 1); names are by the second, so it must come a second later.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      vi.advanceTimersByTime(6 * 3_600_000);
      await vi.waitFor(async () => expect((await archives())[0]).not.toBe(first), { timeout: 60_000, interval: 200 });
      expect(await archives()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      await t.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
