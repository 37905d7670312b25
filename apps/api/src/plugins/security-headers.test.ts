import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { fakeWebBuild } from '../../test/web-build.ts';
import web from './web.ts';

/** The headers every answer carries, whatever made it (JSON, 404, page, asset). */
const COMMON = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy':
    'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), ' +
    'magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=()',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const JSON_CSP = "default-src 'none';frame-ancestors 'none'";
const HSTS = 'max-age=31536000; includeSubDomains';
const SECURITY_NAMES = [...Object.keys(COMMON), 'content-security-policy', 'strict-transport-security'];

/** The security headers of an answer, and its request id, exactly as sent. */
function securityHeadersOf(headers: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => SECURITY_NAMES.includes(name)));
}

describe.each([
  { env: 'test' as const, hsts: false },
  { env: 'production' as const, hsts: true },
])('security headers ($env)', ({ env, hsts }) => {
  let t: TestApp;
  const app = () => t.app;
  const expected = (csp: string) => ({
    ...COMMON,
    'content-security-policy': csp,
    ...(hsts ? { 'strict-transport-security': HSTS } : {}),
  });

  beforeAll(async () => {
    t = await createTestApp({ env }, async (app, config) => {
      await app.register(web, { buildDir: await fakeWebBuild(config.dataDir), mode: 'production' });
    });
  });
  afterAll(() => t.close());

  it('sends exactly the JSON set on an API answer, with the request id', async () => {
    const response = await app().inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(securityHeadersOf(response.headers)).toEqual(expected(JSON_CSP));
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the same set on refusals and unknown paths, and echoes a well-formed request id', async () => {
    const missing = await app().inject({ url: '/api/no-such-thing', headers: { 'x-request-id': 'trace-42' } });
    expect(missing.statusCode).toBe(404);
    expect(securityHeadersOf(missing.headers)).toEqual(expected(JSON_CSP));
    expect(missing.headers['x-request-id']).toBe('trace-42');
    const refused = await app().inject({ url: '/api/auth/user' });
    expect(refused.statusCode).toBe(401);
    expect(securityHeadersOf(refused.headers)).toEqual(expected(JSON_CSP));
    const badId = await app().inject({ url: '/api/health', headers: { 'x-request-id': 'not an id!' } });
    expect(badId.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the same set on cached catalogue answers', async () => {
    const response = await app().inject({ url: '/api/products/categories' });
    expect(response.statusCode).toBe(200);
    expect(securityHeadersOf(response.headers)).toEqual(expected(JSON_CSP));
  });

  it('gives a page its own CSP with a fresh script nonce, and the rest of the set unchanged', async () => {
    const first = await app().inject({ url: '/' });
    const second = await app().inject({ url: '/' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/text\/html/);
    const nonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(securityHeadersOf(first.headers)).toEqual(
      expected(
        "default-src 'self'; " +
          `script-src 'self' 'nonce-${nonce}'; ` +
          "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; " +
          "object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; upgrade-insecure-requests",
      ),
    );
    expect(second.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the JSON set on a built asset', async () => {
    const response = await app().inject({ url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(securityHeadersOf(response.headers)).toEqual(expected(JSON_CSP));
  });
});
