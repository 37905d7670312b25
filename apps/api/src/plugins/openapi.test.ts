/**
 * The OpenAPI document as outside tools read it: Spectral (`spectral:oas`) and Redocly (`recommended`) find no
 * error in it, and every operation has what a client generator names and groups it by.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import spectralCore, { type RulesetDefinition } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { fakeWebBuild } from '../../test/web-build.ts';
import { operationIdOf } from './openapi.ts';
import web from './web.ts';

const { Spectral, Document } = spectralCore;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  operationId?: string;
  parameters?: object[];
  tags?: string[];
  summary?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { description?: string; content?: Record<string, unknown> }>;
}

/** Spectral's errors, as `spectral lint --ruleset spectral:oas` prints them. */
async function spectralErrors(text: string): Promise<string[]> {
  const spectral = new Spectral();
  // `spectral:oas` as the CLI reads it: the OpenAPI rules Spectral recommends.
  spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
  const results = await spectral.run(new Document(text, Json, 'openapi.json'));
  return results
    .filter((result) => result.severity === 0)
    .map((error) => `${error.code} ${error.path.join('.')}: ${error.message}`);
}

/** Redocly's errors under its `recommended` rules, as `redocly lint` prints them. */
async function redoclyErrors(text: string): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: text, absoluteRef: '/openapi.json', config });
  return problems
    .filter((problem) => problem.severity === 'error')
    .map((error) => `${error.ruleId} ${error.location[0]?.pointer}: ${error.message}`);
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let text: string;
  let operations: Array<{ method: string; path: string; operation: Operation }>;

  beforeAll(async () => {
    // With the web's pages (their catch-all route among them), which the document leaves out.
    t = await createTestApp({ publicUrl: 'https://shop.example' }, async (app, config) => {
      await app.register(web, { buildDir: await fakeWebBuild(config.dataDir), mode: 'production' });
    });
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    text = response.body;
    const document = response.json() as { paths: Record<string, Partial<Record<string, Operation>>> };
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) => (item[method] ? [{ method, path, operation: item[method] }] : [])),
    );
  });
  afterAll(() => t.close());

  it('has no error by Spectral’s OpenAPI rules', async () => {
    expect(await spectralErrors(text)).toEqual([]);
  });

  it('has no error by Redocly’s recommended rules', async () => {
    expect(await redoclyErrors(text)).toEqual([]);
  });

  it('would fail both linters with a path parameter the path lacks, as the page catch-all had', async () => {
    const document = JSON.parse(text) as { paths: Record<string, Record<string, Operation>> };
    document.paths['/api/{*}'] = {
      get: { ...document.paths['/api/health']!.get!, operationId: 'getCatchAll', parameters: [] },
    };
    document.paths['/api/broken'] = {
      get: {
        ...document.paths['/api/health']!.get!,
        operationId: 'getBroken',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      },
    };
    const broken = JSON.stringify(document);
    expect((await spectralErrors(broken)).length).toBeGreaterThan(0);
    expect((await redoclyErrors(broken)).length).toBeGreaterThan(0);
  });

  it('names every operation once, in camelCase, and tags and sums it up', () => {
    expect(operations.length).toBeGreaterThan(100);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path, operation } of operations) {
      const at = `${method} ${path}`;
      expect(operation.operationId, at).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(operation.tags?.length, at).toBeGreaterThan(0);
      expect(operation.summary, at).toBeTruthy();
      expect(operation.security, at).toBeDefined();
      expect(Object.keys(operation.responses).filter((status) => /^4/.test(status)).length, at).toBeGreaterThan(0);
    }
  });

  it('documents the API alone, at PUBLIC_URL', async () => {
    const document = JSON.parse(text) as { openapi: string; servers: unknown };
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: 'https://shop.example', description: 'This shop (PUBLIC_URL)' }]);
    expect(operations.filter(({ path }) => !path.startsWith('/api/') || path.startsWith('/api/docs'))).toEqual([]);
    // The pages are there all the same, served by the web's catch-all route.
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('describes /api/order/{id} as one template whose GET takes a customer and PUT and DELETE an order', () => {
    const item = operations.filter(({ path }) => path === '/api/order/{id}');
    expect(item.map(({ method }) => method).sort()).toEqual(['delete', 'get', 'put']);
    const meaning = (method: string) =>
      (
        item.find((entry) => entry.method === method)?.operation.parameters as Array<{
          name: string;
          in: string;
          description?: string;
        }>
      ).find((parameter) => parameter.in === 'path' && parameter.name === 'id')?.description;
    expect(meaning('get')).toMatch(/customer’s user id/);
    expect(meaning('put')).toBe('The order’s id');
    expect(meaning('delete')).toBe('The order’s id');
    expect(operations.some(({ path }) => path === '/api/order/{userId}')).toBe(false);
  });

  it('names the error body once, and every 4xx answer is it', () => {
    const document = JSON.parse(text) as { components: { schemas: Record<string, { properties?: object }> } };
    expect(Object.keys(document.components.schemas.Error?.properties ?? {})).toEqual([
      'statusCode',
      'code',
      'message',
      'details',
    ]);
    for (const { method, path, operation } of operations) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (!status.startsWith('4')) continue;
        expect(answer.content?.['application/json'], `${method} ${path} ${status}`).toEqual({
          schema: { $ref: '#/components/schemas/Error' },
        });
      }
    }
    const orders = operations.find(({ method, path }) => method === 'get' && path === '/api/order');
    expect(orders?.operation.responses['401']?.description).toMatch(/^No caller/);
    // No component the document does not use (the library makes an input twin of each).
    for (const name of Object.keys(document.components.schemas)) {
      expect(text, name).toContain(`"#/components/schemas/${name}"`);
    }
  });

  it('documents files with their media types', () => {
    const mediaTypes = (path: string) =>
      Object.keys(operations.find((entry) => entry.path === path)?.operation.responses['200']?.content ?? {});
    expect(mediaTypes('/api/order/{id}/invoice.pdf')).toEqual(['application/pdf']);
    expect(mediaTypes('/api/images/{id}/{file}')).toEqual(['image/webp']);
    expect(mediaTypes('/api/order/{id}/upd.xml')).toEqual(['application/xml']);
  });

  it('derives operation ids from method and path', () => {
    expect(operationIdOf('GET', '/api/order/:id/invoice.pdf')).toBe('getOrderInvoicePdf');
    expect(operationIdOf('GET', '/api/products')).toBe('getProducts');
    expect(operationIdOf('POST', '/api/user/saved/:userId/:productId')).toBe('postUserSavedByUserIdAndProductId');
    expect(operationIdOf('DELETE', '/api/admin/news/:id')).toBe('deleteAdminNewsById');
  });
});
