import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { fakeWebBuild, fakeWebRenders } from '../../test/web-build.ts';
import web from './web.ts';

/** A page as the web renders one: its own scripts carry the nonce; content put a script of its own in it. */
const DOCUMENT =
  '<!doctype html><html><head><script nonce="{{nonce}}">document.documentElement.dataset.mode="light"</script>' +
  '<link rel="modulepreload" href="/assets/app.js" nonce="{{nonce}}"/></head>' +
  `<body><main>${'Кулирная гладь, пенье, 180 г/м². '.repeat(60)}</main><script>alert("stored")</script>` +
  '<script nonce="{{nonce}}">window.__context = {"page":"\\u003c/script>"}</script>' +
  '<script nonce="{{nonce}}" type="module" async="">import "/assets/app.js";</script></body></html>';

function hashOf(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

function scriptSources(csp: unknown): string[] {
  const directive = String(csp)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));
  return directive?.split(' ').slice(1) ?? [];
}

describe('pages answered from the page cache', () => {
  let t: TestApp;
  const app = () => t.app;

  beforeAll(async () => {
    t = await createTestApp({ env: 'production', pageCacheSeconds: 60 }, async (app, config) => {
      const buildDir = await fakeWebBuild(config.dataDir, { document: DOCUMENT, cached: true });
      await app.register(web, { buildDir, mode: 'production' });
    });
  });
  afterAll(() => t.close());

  it('admits exactly the scripts the render marked, by their hashes, and the same bytes in every encoding', async () => {
    const rendersBefore = fakeWebRenders();
    const plain = await app().inject({ url: '/' });
    expect(plain.statusCode).toBe(200);
    const html = plain.body;
    expect(html).toContain('alert("stored")');
    expect(scriptSources(plain.headers['content-security-policy'])).toEqual([
      "'self'",
      hashOf('document.documentElement.dataset.mode="light"'),
      hashOf('window.__context = {"page":"\\u003c/script>"}'),
      hashOf('import "/assets/app.js";'),
    ]);
    expect(String(plain.headers['content-security-policy'])).not.toContain('nonce-');

    const br = await app().inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(html);
    const gzip = await app().inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(html);
    const identity = await app().inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(html);

    for (const answer of [br, gzip, identity]) {
      expect(answer.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(fakeWebRenders() - rendersBefore).toBe(1);
    // /api/metrics tells the one render from the three answers kept.
    const counted = await app().metrics.registry.getSingleMetricAsString('polotno_page_cache_requests_total');
    expect(counted).toContain('polotno_page_cache_requests_total{result="miss"} 1');
    expect(counted).toContain('polotno_page_cache_requests_total{result="hit"} 3');
  });

  it('renders a visitor with cookies afresh, with a nonce of their own', async () => {
    const rendersBefore = fakeWebRenders();
    const first = await app().inject({ url: '/', headers: { cookie: 'polotno_session=x' } });
    const second = await app().inject({ url: '/', headers: { cookie: 'polotno_session=x' } });
    expect(fakeWebRenders() - rendersBefore).toBe(2);
    const nonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(scriptSources(first.headers['content-security-policy'])).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(first.body).toContain(`<script nonce="${nonce}">`);
    expect(second.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
  });
});
