/**
 * Read-through cache of the catalogue's hot answers (listing, product, categories), holding each answer
 * as ready-to-send bytes with its ETag, so a hit costs neither a query, serialisation nor UTF-8 encoding;
 * its brotli and gzip forms are made on the first request that accepts them and kept beside it. Every
 * catalogue change drops the answers it touched — a product's change its own answers and every listing,
 * other changes everything — and bumps `version`, so an answer computed across a change is not kept.
 * Each instance keeps its own answers and hears every instance's changes (see `catalog.changes.ts`).
 */
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { CatalogChange } from './catalog.changes.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// An answer is compressed once and sent many times, so it gets a higher brotli level than answers compressed
// on the fly (5, apps/api/src/app.ts): a 65 KB listing comes out 5.8 KB (5.97 at level 5) for about 1 ms,
// once. Levels from 9 up shave little more for 40–90 ms per answer, paid again after every write.
const BROTLI_QUALITY = 8;

/** Encodings a cached answer can be sent in, best first. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** One answer: its JSON as bytes, an ETag per encoding unique to it, and its compressed forms once asked for. */
export interface CachedJson {
  readonly body: Buffer;
  /** Strong ETags name one representation: each encoding of the answer has its own. */
  readonly etags: Readonly<Record<Encoding, string>>;
  /**
   * The body in `encoding`, compressed on first use (brotli at `BROTLI_QUALITY`); the bytes themselves once
   * they exist, so a hit waits for nothing.
   */
  encoded(encoding: Encoding): Buffer | Promise<Buffer>;
}

// ETags name one produced answer: this process, the catalogue version and a counter, so no hashing is needed
// and two different answers never share one (not even across restarts).
const instance = randomBytes(4).toString('hex');
let produced = 0;

function cachedJson(json: string | Buffer, version: number): CachedJson {
  const body = typeof json === 'string' ? Buffer.from(json) : json;
  // Each form is its bytes once made, or the promise of them while compressing (shared by concurrent askers).
  const forms: Record<Encoding, Buffer | Promise<Buffer> | undefined> = {
    identity: body,
    br: undefined,
    gzip: undefined,
  };
  produced += 1;
  const name = `${instance}-${version}-${produced}`;
  return {
    body,
    etags: { identity: `"${name}"`, br: `"${name}-br"`, gzip: `"${name}-gzip"` },
    encoded(encoding) {
      const form = forms[encoding];
      if (form !== undefined) return form;
      const compressing = (
        encoding === 'br'
          ? brotli(body, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
            })
          : gzipped(body)
      ).then((bytes) => (forms[encoding] = bytes));
      forms[encoding] = compressing;
      return compressing;
    },
  };
}

/**
 * The keys of cached answers. A product's answer depends on that product alone and the categories on no
 * product; every other answer (listings, suggestions) on any product.
 */
export const cacheKeys = {
  product: (id: number, admin: boolean, lang: string) => `product|${id}|${admin ? 1 : 0}|${lang}`,
  categories: (lang: string) => `categories|${lang}`,
  list: (admin: boolean, query: string) => `list|${admin ? 1 : 0}|${query}`,
  suggest: (admin: boolean, lang: string, limit: number, search: string) =>
    `suggest|${admin ? 1 : 0}|${lang}|${limit}|${search}`,
};

/** Whether the answer under `key` may depend on any of the products `ids`. */
function dependsOn(key: string, ids: ReadonlySet<number>): boolean {
  if (key.startsWith('categories|')) return false;
  if (!key.startsWith('product|')) return true;
  return ids.has(Number(key.slice('product|'.length, key.indexOf('|', 'product|'.length))));
}

export interface CatalogCache {
  /**
   * The cached answer for `key` (at once, without a promise, when it is there), or the result of `produce`
   * (stored for the next caller).
   */
  getOrSet(key: string, produce: () => Promise<string | Buffer>): CachedJson | Promise<CachedJson>;
  /** Drops the cached answers `change` touched (every answer when not told); called on each catalogue change. */
  invalidate(change?: CatalogChange): void;
  readonly version: number;
}

/** An in-process LRU of up to `maxBytes` of answers; `enabled: false` always produces (benchmarks of the cold path). */
export function createCatalogCache(options: { enabled: boolean; maxBytes?: number }): CatalogCache {
  const entries = new LRUCache<string, CachedJson>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    // Compressed forms add at most about half again.
    sizeCalculation: (value, key) => Math.ceil(value.body.length * 1.5) + key.length,
  });
  // Concurrent misses of one key share one query instead of stampeding the database.
  const pending = new Map<string, Promise<CachedJson>>();
  let version = 0;
  return {
    get version() {
      return version;
    },
    getOrSet(key, produce) {
      if (!options.enabled) return produce().then((json) => cachedJson(json, version));
      const hit = entries.get(key);
      if (hit !== undefined) return hit;
      const running = pending.get(key);
      if (running) return running;
      const atVersion = version;
      const promise = produce()
        .then((json) => {
          const value = cachedJson(json, atVersion);
          // An answer computed while a change happened may be stale: serve it once, do not keep it.
          if (atVersion === version) entries.set(key, value);
          return value;
        })
        .finally(() => {
          if (pending.get(key) === promise) pending.delete(key);
        });
      pending.set(key, promise);
      return promise;
    },
    invalidate(change) {
      version += 1;
      // Answers being computed started before the change: later askers compute anew.
      pending.clear();
      if (!change || change.kind === 'all') {
        entries.clear();
        return;
      }
      const ids = new Set(change.ids);
      const touched = [...entries.keys()].filter((key) => dependsOn(key, ids));
      for (const key of touched) entries.delete(key);
    },
  };
}
