/**
 * The web's in-process API calls, in API tests: a test app with one extra route, `POST /probe/page`, that
 * plays a page whose loader or action calls the API through `inProcessApi`, as the one-process server does.
 */
import type { ApiRequest } from '@polotno/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../src/config.ts';
import { inProcessApi } from '../src/plugins/web.ts';
import { createTestApp, type TestApp } from './helper.ts';

/** Builds the API with the probe page on a fresh database; `overrides` adjust the configuration. */
export function createTestAppWithPage(overrides: Partial<Config> = {}): Promise<TestApp> {
  return createTestApp(overrides, (app) => {
    app.post<{ Body: ApiRequest }>('/probe/page', async (request) => {
      const answer = await inProcessApi(app, request)(request.body);
      return { status: answer.status, body: answer.body };
    });
  });
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
