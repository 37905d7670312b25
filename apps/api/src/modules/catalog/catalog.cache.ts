/**
 * Read-through cache of the catalogue's hot answers (listing, product, categories), holding each answer
 * as ready-to-send bytes with its ETag, so a hit costs neither a query, serialisation nor UTF-8 encoding;
 * its brotli and gzip forms are made on the first request that accepts them and kept beside it. Every
 * catalogue write bumps `version`: keys carry the version, so all earlier answers drop at once.
 *
 * Scaling out: with several instances the same shape moves to Redis — the version becomes a Redis key
 * (`INCR catalog:version` on write, read once per request or pushed via pub/sub), entries are stored as
 * `catalog:<version>:<key>` with a TTL, and old versions simply expire.
 */
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// An answer is compressed once and sent many times, so it gets one brotli level more than answers compressed
// on the fly (4): a 65 KB listing comes out 15 % smaller (5.5 instead of 6.5 KB) for 0.6 instead of 0.4 ms,
// once. Levels from 9 up shave a few per cent more for 40–90 ms per answer, paid again after every write.
const BROTLI_QUALITY = 5;

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

export interface CatalogCache {
  /**
   * The cached answer for `key` (at once, without a promise, when it is there), or the result of `produce`
   * (stored for the next caller).
   */
  getOrSet(key: string, produce: () => Promise<string | Buffer>): CachedJson | Promise<CachedJson>;
  /** Drops every cached answer; called after each catalogue write. */
  invalidate(): void;
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
      const versioned = `${version}|${key}`;
      const hit = entries.get(versioned);
      if (hit !== undefined) return hit;
      const running = pending.get(versioned);
      if (running) return running;
      const atVersion = version;
      const promise = produce()
        .then((json) => {
          const value = cachedJson(json, atVersion);
          // An answer computed while a write happened may be stale: serve it once, do not keep it.
          if (atVersion === version) entries.set(versioned, value);
          return value;
        })
        .finally(() => pending.delete(versioned));
      pending.set(versioned, promise);
      return promise;
    },
    invalidate() {
      version += 1;
      entries.clear();
      pending.clear();
    },
  };
}
