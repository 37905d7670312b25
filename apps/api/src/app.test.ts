import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../test/helper.ts';
import { buildApp } from './app.ts';
import { testConfig } from '../test/test-config.ts';

describe('query validation', () => {
  let app: FastifyInstance;
  let dir: string;
  let drop: () => Promise<void>;
  let runs = 0;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'polotno-app-'));
    const opened = await createTestDatabase();
    drop = opened.drop;
    app = await buildApp(testConfig({ dataDir: dir }), { database: opened.database });
    const Query = z.object({
      page: z.coerce
        .number()
        .int()
        .min(1)
        .transform((page) => {
          runs += 1;
          return page;
        }),
      tags: z.array(z.string()).default([]),
    });
    app.withTypeProvider<ZodTypeProvider>().get('/api/test-query', { schema: { querystring: Query } }, (request) => {
      let changed = true;
      try {
        request.query.tags.push('x');
      } catch {
        changed = false;
      }
      return { page: request.query.page, tags: request.query.tags, changed };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('runs the schema once per distinct query and hands every request the same frozen result', async () => {
    const first = await app.inject({ url: '/api/test-query?page=2' });
    const second = await app.inject({ url: '/api/test-query?page=2' });
    expect(first.json()).toEqual({ page: 2, tags: [], changed: false });
    expect(second.json()).toEqual({ page: 2, tags: [], changed: false });
    expect(runs).toBe(1);
    const other = await app.inject({ url: '/api/test-query?page=3' });
    expect(other.json()).toEqual({ page: 3, tags: [], changed: false });
    expect(runs).toBe(2);
  });

  it('refuses an invalid query every time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await app.inject({ url: '/api/test-query?page=0' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
