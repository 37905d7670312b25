/**
 * The web's in-process API calls, in API tests: a test app with one extra route, `POST /probe/page`, that
 * plays a page whose loader or action calls the API through `inProcessApi`, as the one-process server does.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiRequest } from '@polotno/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';
import { inProcessApi } from '../src/plugins/web.ts';
import { createTestDatabase, type TestApp } from './helper.ts';

/** Builds the API with the probe page on a fresh database; `overrides` adjust the configuration. */
export async function createTestAppWithPage(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'polotno-test-'));
  const config = testConfig({ dataDir, ...overrides });
  const { database, drop } = await createTestDatabase();
  const app = await buildApp(config, { database });
  app.post<{ Body: ApiRequest }>('/probe/page', async (request) => {
    const answer = await inProcessApi(app, request)(request.body);
    return { status: answer.status, body: answer.body };
  });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Makes `call` from a page requested by a visitor at `remoteAddress` with the page request's `headers`
 * (Host, X-Forwarded-*); answers the API's status and body.
 */
export async function callFromPage(
  app: FastifyInstance,
  page: { remoteAddress: string; headers?: Record<string, string> },
  call: ApiRequest,
): Promise<{ status: number; body: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/probe/page',
    payload: call,
    remoteAddress: page.remoteAddress,
    headers: page.headers ?? {},
  });
  if (response.statusCode !== 200) throw new Error(`probe page failed: ${response.statusCode} ${response.body}`);
  return response.json() as { status: number; body: string };
}
