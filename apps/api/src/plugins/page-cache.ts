/**
 * A short-lived cache of rendered pages that depend on nothing but their address: what a visitor without a
 * session sees (the web decides which requests qualify, see `apps/web/app/lib/page-cache.server.ts`).
 * Rendering a page costs milliseconds of main thread; answering it from here costs a write of bytes kept
 * ready, compressed once per encoding.
 *
 * A page's inline scripts carry the nonce it was rendered with. A kept page is answered with a CSP that
 * admits those scripts by their SHA-256 hashes instead of by the nonce (`scriptHashes`), so its bytes are
 * the same for every visitor and can be kept compressed. Only the scripts the render marked with its nonce
 * are hashed: the nonce is 128 random bits nobody knows before the render, so a script that reached the page
 * through its content (a stored injection) carries no nonce and stays blocked, exactly as with a nonce CSP.
 * The nonce in the kept bytes is admitted by no policy.
 *
 * Entries live `ttlMs` and are all dropped on `clear()` (every catalogue or content change); a page
 * rendered while a change happened is served once and not kept. Concurrent misses of one address wait for
 * one render instead of all rendering it.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** The encodings a kept page is answered in, besides none; the first a client accepts wins. */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/**
 * Brotli's quality for answers compressed when they are made (pages, JSON): a page must arrive in a
 * phone's first round trip (~14.3 KiB with its headers, 10 packets). Quality 5 makes the catalogue's
 * 106 KiB page 13.7 KiB (4: 15.0) in 1.6 ms; 7 saves another 0.5 KiB for 5 ms a page. Built assets are
 * precompressed at 11 by the build.
 */
export const BROTLI_QUALITY = 5;

export interface CachedPage {
  readonly status: number;
  /** Response headers, the page's CSP included, but for the ones Node sets itself. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
  /** The body compressed, per encoding, made when first asked for (`encodedBody`). */
  readonly encoded: Partial<Record<PageEncoding, Buffer>>;
}

export interface PageCache {
  /** The page kept under `key`, or undefined. */
  find(key: string): CachedPage | undefined;
  /** The render of `key` under way in another request, if any; resolves null when it was not kept. */
  pending(key: string): Promise<CachedPage | null> | undefined;
  /**
   * Marks a render of `key` as under way; `settle` it with its answer (kept when cacheable and no change
   * happened meanwhile) or with null when it failed or cannot be kept.
   */
  begin(key: string): { settle(page: CachedPage | null): void };
  /** Drops every page (a catalogue or content change). */
  clear(): void;
  readonly size: number;
}

/** An in-process LRU of up to `maxBytes` of pages, each kept `ttlMs`. */
export function createPageCache(options: { ttlMs: number; maxBytes?: number }): PageCache {
  const entries = new LRUCache<string, CachedPage>({
    ttl: options.ttlMs,
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    // The compressed copies are made later and are an eighth of the body: a quarter more covers them.
    sizeCalculation: (page, key) => Math.ceil(page.body.length * 1.25) + key.length + 512,
  });
  const running = new Map<
    string,
    { promise: Promise<CachedPage | null>; resolve: (page: CachedPage | null) => void }
  >();
  let generation = 0;

  return {
    find: (key) => entries.get(key),
    pending: (key) => running.get(key)?.promise,
    begin(key) {
      const atGeneration = generation;
      let resolve!: (page: CachedPage | null) => void;
      const promise = new Promise<CachedPage | null>((done) => (resolve = done));
      const entry = { promise, resolve };
      // A second render of the same key (the first one's waiters gave up on it) replaces the first.
      running.set(key, entry);
      let settled = false;
      return {
        settle(page) {
          if (settled) return;
          settled = true;
          if (running.get(key) === entry) running.delete(key);
          const keep = page !== null && atGeneration === generation;
          if (keep) entries.set(key, page);
          resolve(keep ? page : null);
        },
      };
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** A page to keep: its status, headers (with the CSP it is answered with) and body. */
export function keptPage(status: number, headers: Record<string, string>, body: Buffer): CachedPage {
  return { status, headers, body, encoded: {} };
}

/** The body of `page` in `encoding`, compressed on the first ask and kept with the page. */
export function encodedBody(page: CachedPage, encoding: PageEncoding): Buffer {
  const kept = page.encoded[encoding];
  if (kept) return kept;
  const made =
    encoding === 'br'
      ? zlib.brotliCompressSync(page.body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
          },
        })
      : zlib.gzipSync(page.body);
  (page.encoded as Record<PageEncoding, Buffer>)[encoding] = made;
  return made;
}

/**
 * The CSP hash sources (`'sha256-…'`) of the inline scripts of `html` whose opening tag carries
 * `nonce="<nonce>"`, in the order they appear. A script's source text runs to the first `</script`, as an
 * HTML parser reads it; scripts with a `src` have no source text to hash and are left out.
 */
export function scriptHashes(html: string, nonce: string): string[] {
  const hashes: string[] = [];
  const marked = `nonce="${nonce}"`;
  const openings = /<script\b[^>]*>/gi;
  const closing = /<\/script/gi;
  for (let opening = openings.exec(html); opening; opening = openings.exec(html)) {
    const tag = opening[0];
    const start = opening.index + tag.length;
    closing.lastIndex = start;
    const end = closing.exec(html)?.index;
    if (end === undefined) break;
    openings.lastIndex = end;
    if (!tag.includes(marked) || /\ssrc\s*=/i.test(tag)) continue;
    const digest = createHash('sha256').update(html.slice(start, end), 'utf8').digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}
