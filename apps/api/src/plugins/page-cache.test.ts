import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, encodedBody, keptPage, scriptHashes, type CachedPage } from './page-cache.ts';

const NONCE = 'r4nd0mN0nce+/AAAAAAAAA==';

function page(html: string): CachedPage {
  return keptPage(200, { 'content-type': 'text/html' }, Buffer.from(html));
}

/** The CSP hash source of a script's source text, computed here the way browsers do. */
function hashOf(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

describe('page cache', () => {
  it('hashes exactly the inline scripts its render marked with the nonce', () => {
    const html =
      `<head><script nonce="${NONCE}">a()</script><script nonce="${NONCE}" type="module" async="">import "ü";</script>` +
      `<script nonce="${NONCE}" src="/assets/x.js"></script></head>` +
      `<body><p>text</p><script>stolen()</script><script nonce="guess">guessed()</script>` +
      `<SCRIPT nonce="${NONCE}">window.__x = "\\u003c/script>"</SCRIPT></body>`;
    expect(scriptHashes(html, NONCE)).toEqual([
      hashOf('a()'),
      hashOf('import "ü";'),
      hashOf('window.__x = "\\u003c/script>"'),
    ]);
  });

  it('ends a script at the first closing tag, as a browser does', () => {
    const html = `<script nonce="${NONCE}">one</script ><script>two</script>`;
    expect(scriptHashes(html, NONCE)).toEqual([hashOf('one')]);
    expect(scriptHashes(`<script nonce="${NONCE}">never closed`, NONCE)).toEqual([]);
  });

  it('compresses a kept page once per encoding, to bytes that read back as the page', () => {
    const kept = page(`<p>${'каталог трикотажа '.repeat(200)}</p>`);
    const br = encodedBody(kept, 'br');
    const gzip = encodedBody(kept, 'gzip');
    expect(zlib.brotliDecompressSync(br).equals(kept.body)).toBe(true);
    expect(zlib.gunzipSync(gzip).equals(kept.body)).toBe(true);
    expect(br.length).toBeLessThan(kept.body.length / 10);
    expect(encodedBody(kept, 'br')).toBe(br);
    expect(encodedBody(kept, 'gzip')).toBe(gzip);
  });

  it('keeps what a render settles and lets concurrent askers wait for it', async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const render = cache.begin('/catalog');
    const waiting = cache.pending('/catalog');
    expect(waiting).toBeDefined();
    const answer = page('<p>catalogue</p>');
    render.settle(answer);
    expect(await waiting).toBe(answer);
    expect(cache.find('/catalog')).toBe(answer);
    expect(cache.pending('/catalog')).toBeUndefined();
  });

  it('does not keep a page rendered while a change happened, and drops every page on a change', async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    cache.begin('/about').settle(page('<p>about</p>'));
    const render = cache.begin('/catalog');
    const waiting = cache.pending('/catalog');
    cache.clear();
    expect(cache.find('/about')).toBeUndefined();
    render.settle(page('<p>old stock</p>'));
    expect(await waiting).toBeNull();
    expect(cache.find('/catalog')).toBeUndefined();
  });

  it('tells waiters when the render cannot be kept', async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    const render = cache.begin('/product/1');
    const waiting = cache.pending('/product/1');
    render.settle(null);
    expect(await waiting).toBeNull();
    expect(cache.find('/product/1')).toBeUndefined();
  });

  it('forgets a page after its time', async () => {
    const cache = createPageCache({ ttlMs: 20 });
    cache.begin('/news').settle(page('<p>news</p>'));
    expect(cache.find('/news')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.find('/news')).toBeUndefined();
  });
});
