import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import buildVersion from './build-version.ts';

describe('GET /version.json', () => {
  let t: TestApp;
  let dir: string;
  const app = () => t.app;

  beforeAll(async () => {
    t = await createTestApp({}, async (app, config) => {
      dir = config.dataDir;
      await app.register(buildVersion, { buildDir: dir });
    });
  });
  afterAll(() => t.close());

  it('answers 404 while the build has no version file', async () => {
    const response = await app().inject({ url: '/version.json' });
    expect(response.statusCode).toBe(404);
  });

  it('answers the version on disk, uncached, and a new one as soon as the file changes', async () => {
    await writeFile(path.join(dir, 'version.json'), '{"version":"dabf154c"}\n');
    const first = await app().inject({ url: '/version.json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toEqual({ version: 'dabf154c' });

    await writeFile(path.join(dir, 'version.json'), '{"version":"0e1f2a3b"}\n');
    expect((await app().inject({ url: '/version.json' })).json()).toEqual({ version: '0e1f2a3b' });
  });
});
