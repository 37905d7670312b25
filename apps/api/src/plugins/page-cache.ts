/**
 * A short-lived cache of rendered pages that depend on nothing but their address: what a visitor without a
 * session sees (the web decides which requests qualify, see `apps/web/app/lib/page-cache.server.ts`).
 * Rendering a page costs milliseconds of main thread; answering it from here costs a copy.
 *
 * Every page carries its response's CSP nonce in its inline scripts. A page is therefore kept cut at each
 * occurrence of the nonce it was rendered with, and every answer puts a fresh nonce into the cuts: no two
 * responses share a nonce, exactly as when each is rendered, so the CSP stays as strict. A nonce is 128
 * random bits, so it cannot occur in the page by chance, and nobody knows it before the render.
 *
 * Entries live `ttlMs` and are all dropped on `clear()` (every catalogue or content change); a page
 * rendered while a change happened is served once and not kept. Concurrent misses of one address wait for
 * one render instead of all rendering it.
 */
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  readonly status: number;
  /** Response headers, but for the CSP (made per answer) and the ones Node sets itself. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body, cut at every occurrence of the nonce it was rendered with. */
  readonly parts: readonly Buffer[];
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
    sizeCalculation: (page, key) => page.parts.reduce((sum, part) => sum + part.length, key.length + 512),
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

/** `body` cut at every occurrence of `nonce`. */
export function cutAtNonce(body: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** The body of `page` with `nonce` put into every cut. */
export function withNonce(page: CachedPage, nonce: string): Buffer {
  if (page.parts.length === 1) return page.parts[0] as Buffer;
  const needle = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) pieces.push(needle);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}
