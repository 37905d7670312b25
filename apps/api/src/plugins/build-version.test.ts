import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import buildVersion from './build-version.ts';

describe('GET /version.json', () => {
  let app: FastifyInstance;
  let dir: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'polotno-version-'));
    const opened = await createTestDatabase();
    drop = opened.drop;
    app = await buildApp(testConfig({ dataDir: dir }), { database: opened.database });
    await app.register(buildVersion, { buildDir: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers 404 while the build has no version file', async () => {
    const response = await app.inject({ url: '/version.json' });
    expect(response.statusCode).toBe(404);
  });

  it('answers the version on disk, uncached, and a new one as soon as the file changes', async () => {
    await writeFile(path.join(dir, 'version.json'), '{"version":"dabf154c"}\n');
    const first = await app.inject({ url: '/version.json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toEqual({ version: 'dabf154c' });

    await writeFile(path.join(dir, 'version.json'), '{"version":"0e1f2a3b"}\n');
    expect((await app.inject({ url: '/version.json' })).json()).toEqual({ version: '0e1f2a3b' });
  });
});
