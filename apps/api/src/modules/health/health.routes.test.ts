import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

describe('health and the API edge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe('{"status":"ok"}');
    const head = await t.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('15');
  });

  it('answers readiness naming each dependency it checked and its state', async () => {
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: {
        database: { state: 'up', kind: t.database.engine },
        redis: { state: 'off' },
        files: { state: 'up', kind: 'local' },
        sms: { state: 'up', kind: 'log' },
      },
    });
  });

  it('answers 503 naming the dependency that is down', async () => {
    // A bucket on a port nothing listens on.
    const files = { kind: 's3', endpoint: 'http://127.0.0.1:9', bucket: 'b', region: 'us-east-1' } as const;
    const broken = await createTestApp({ files: { ...files, accessKey: 'key', secretKey: 'secret' } });
    try {
      const response = await broken.app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body.status).toBe('unavailable');
      expect(body.checks.database.state).toBe('up');
      expect(body.checks.files).toMatchObject({ state: 'down', kind: 's3' });
      expect(body.checks.files.error).toBeTruthy();
    } finally {
      await broken.close();
    }
  });

  it('answers an unknown API path with a JSON 404 in Russian by default', async () => {
    const response = await t.app.inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: 'Адрес не найден' });
  });

  it('speaks Uzbek when asked by query or by Accept-Language', async () => {
    const byQuery = await t.app.inject({ url: '/api/no-such-thing?lang=uz' });
    expect(byQuery.json().message).toBe('Manzil topilmadi');
    const byHeader = await t.app.inject({
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'uz-UZ,uz;q=0.9' },
    });
    expect(byHeader.json().message).toBe('Manzil topilmadi');
  });

  it('sends security headers and a request id', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('code');
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/ready'].get.responses['200']).toBeDefined();
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    expect(ui.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });
});
