import { describe, expect, it } from 'vitest';
import { createPageCache, cutAtNonce, withNonce, type CachedPage } from './page-cache.ts';

const NONCE = 'r4nd0mN0nce+/AAAAAAAAA==';

function page(html: string, nonce = NONCE): CachedPage {
  return { status: 200, headers: { 'content-type': 'text/html' }, parts: cutAtNonce(Buffer.from(html), nonce) };
}

describe('page cache', () => {
  it('answers a kept page with a fresh nonce in every script, the one it was rendered with gone', () => {
    const kept = page(`<script nonce="${NONCE}">a</script><p>ü</p><script nonce="${NONCE}">b</script>`);
    const body = withNonce(kept, 'fresh').toString();
    expect(body).toBe('<script nonce="fresh">a</script><p>ü</p><script nonce="fresh">b</script>');
    expect(body).not.toContain(NONCE);
  });

  it('keeps a page without scripts as it is', () => {
    expect(withNonce(page('{"data":1}'), 'fresh').toString()).toBe('{"data":1}');
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
