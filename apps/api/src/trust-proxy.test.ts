/**
 * Who the client is: the socket's peer, unless that peer is a proxy named in TRUST_PROXY. Per-IP limits
 * (SMS caps, route rate limits) and the same-origin check of cookie writes read that decision, and so do
 * the web's in-process API calls.
 */
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomPhone } from '../test/auth.ts';
import type { TestApp } from '../test/helper.ts';
import { callFromPage, createTestAppWithPage } from '../test/in-process.ts';
import { type Config } from './config.ts';
import { testConfig } from '../test/test-config.ts';

/** Tight per-IP caps: one SMS per hour, five calls of an auth route per minute. */
function appWithPage(overrides: Partial<Config>): Promise<TestApp> {
  const base = testConfig({ dataDir: tmpdir() });
  return createTestAppWithPage({
    sms: { ...base.sms, perIpPerHour: 1 },
    auth: { ...base.auth, rateLimitPerMinute: 5 },
    ...overrides,
  });
}

function sendCode(app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/verification/send',
    payload: { phoneNumber: randomPhone() },
    remoteAddress,
    headers,
  });
}

function checkPhone(app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/user/check-phone',
    payload: { phone: randomPhone() },
    remoteAddress,
    headers,
  });
}

/** Sends a code from a page requested by a visitor at `remoteAddress`; answers the API's status. */
async function sendFromPage(
  app: FastifyInstance,
  remoteAddress: string,
  headers: Record<string, string> = {},
  webHeaders: Record<string, string> = {},
): Promise<number> {
  const answer = await callFromPage(
    app,
    { remoteAddress, headers },
    {
      method: 'POST',
      url: '/api/verification/send',
      // Headers the web itself adds never describe the connection.
      headers: { 'content-type': 'application/json', ...webHeaders },
      body: JSON.stringify({ phoneNumber: randomPhone() }),
    },
  );
  return answer.status;
}

describe('TRUST_PROXY unset, in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithPage({ env: 'production', trustProxy: [] });
  });
  afterAll(() => t.close());

  it('keeps the per-IP SMS cap however X-Forwarded-For is rotated', async () => {
    expect((await sendCode(t.app, '192.0.2.10', { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(200);
    for (const spoofed of ['203.0.113.2', '198.51.100.1, 203.0.113.3', '::1']) {
      const refused = await sendCode(t.app, '192.0.2.10', { 'x-forwarded-for': spoofed });
      expect(refused.statusCode, spoofed).toBe(429);
      expect(refused.json().code).toBe('VERIFICATION_SEND_BLOCKED');
    }
    // Another socket peer is another client.
    expect((await sendCode(t.app, '192.0.2.11')).statusCode).toBe(200);
  });

  it('keeps the per-IP route rate limit however X-Forwarded-For is rotated', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await checkPhone(t.app, '192.0.2.20', { 'x-forwarded-for': `203.0.113.${i + 10}` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('refuses a cookie write from another site that names itself in X-Forwarded-Host', async () => {
    const user = await createUser(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.id}`,
      headers: {
        cookie: user.cookie,
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      payload: { name: 'Forged' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ORIGIN_FORBIDDEN');
  });

  it("counts the web's in-process API calls per visitor, by the page request's socket peer", async () => {
    expect(await sendFromPage(t.app, '198.51.100.7')).toBe(200);
    // The same visitor again: the forwarded header of the page, and one the web adds, change nothing.
    expect(await sendFromPage(t.app, '198.51.100.7', { 'x-forwarded-for': '203.0.113.77' })).toBe(429);
    expect(await sendFromPage(t.app, '198.51.100.7', {}, { 'x-forwarded-for': '203.0.113.78' })).toBe(429);
    // Another visitor is not refused for the first one's sends.
    expect(await sendFromPage(t.app, '198.51.100.8')).toBe(200);
  });
});

describe('TRUST_PROXY naming the proxy (an address and a CIDR range)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithPage({ env: 'test', trustProxy: ['127.0.0.1', '10.0.0.0/8'] });
  });
  afterAll(() => t.close());

  it("counts the forwarded client when the peer is the proxy, and the peer's own address otherwise", async () => {
    // Two visitors behind the proxy at 10.1.2.3: each has a cap of its own.
    expect((await sendCode(t.app, '10.1.2.3', { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(200);
    expect((await sendCode(t.app, '10.1.2.3', { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(200);
    // A visitor who writes X-Forwarded-For itself gets no further: the proxy appends the real address.
    const chained = await sendCode(t.app, '10.1.2.3', { 'x-forwarded-for': '198.51.100.99, 203.0.113.1' });
    expect(chained.statusCode).toBe(429);
    // A client that reaches the app directly is its own address, whatever it forwards.
    expect((await sendCode(t.app, '192.0.2.30', { 'x-forwarded-for': '203.0.113.3' })).statusCode).toBe(200);
    expect((await sendCode(t.app, '192.0.2.30', { 'x-forwarded-for': '203.0.113.4' })).statusCode).toBe(429);
  });

  it('applies the route rate limit per forwarded client behind the proxy', async () => {
    const fromClient = (client: string) => checkPhone(t.app, '127.0.0.1', { 'x-forwarded-for': client });
    for (let i = 0; i < 5; i++) expect((await fromClient('203.0.113.20')).statusCode).toBe(200);
    expect((await fromClient('203.0.113.20')).statusCode).toBe(429);
    expect((await fromClient('203.0.113.21')).statusCode).toBe(200);
  });

  it('takes the host and scheme from the proxy only', async () => {
    const user = await createUser(t);
    const write = (remoteAddress: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/${user.id}`,
        remoteAddress,
        headers: {
          cookie: user.cookie,
          origin: 'https://shop.example',
          'x-forwarded-host': 'shop.example',
          'x-forwarded-proto': 'https',
        },
        payload: { name: 'Behind the proxy' },
      });
    expect((await write('10.9.9.9')).statusCode).toBe(200);
    const direct = await write('192.0.2.40');
    expect(direct.statusCode).toBe(403);
    expect(direct.json().code).toBe('ORIGIN_FORBIDDEN');
  });

  it("gives the web's in-process API calls the client the proxy forwarded for the page", async () => {
    expect(await sendFromPage(t.app, '10.0.0.5', { 'x-forwarded-for': '203.0.113.50' })).toBe(200);
    expect(await sendFromPage(t.app, '10.0.0.5', { 'x-forwarded-for': '203.0.113.50' })).toBe(429);
    expect(
      await sendFromPage(t.app, '10.0.0.5', { 'x-forwarded-for': '203.0.113.50' }, { 'x-forwarded-for': '1.1.1.1' }),
    ).toBe(429);
    expect(await sendFromPage(t.app, '10.0.0.5', { 'x-forwarded-for': '203.0.113.51' })).toBe(200);
    // A page request with nothing forwarded: a header the web adds does not make its API call someone else.
    expect(await sendFromPage(t.app, '10.0.0.6', {}, { 'x-forwarded-for': '203.0.113.60' })).toBe(200);
    expect(await sendFromPage(t.app, '10.0.0.6', {}, { 'x-forwarded-for': '203.0.113.61' })).toBe(429);
  });
});
