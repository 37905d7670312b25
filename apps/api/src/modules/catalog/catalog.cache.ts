/**
 * Read-through cache of the catalogue's hot answers (listing, product, categories), holding the final
 * JSON text so a hit costs neither a query nor serialisation. Every catalogue write bumps `version`:
 * keys carry the version, so all earlier answers drop at once.
 *
 * Scaling out: with several instances the same shape moves to Redis — the version becomes a Redis key
 * (`INCR catalog:version` on write, read once per request or pushed via pub/sub), entries are stored as
 * `catalog:<version>:<key>` with a TTL, and old versions simply expire.
 */
import { LRUCache } from 'lru-cache';

export interface CatalogCache {
  /** The cached text for `key`, or the result of `produce` (stored for the next caller). */
  getOrSet(key: string, produce: () => Promise<string>): Promise<string>;
  /** Drops every cached answer; called after each catalogue write. */
  invalidate(): void;
  readonly version: number;
}

/** An in-process LRU of up to `maxBytes` of JSON text; `enabled: false` always produces (benchmarks of the cold path). */
export function createCatalogCache(options: { enabled: boolean; maxBytes?: number }): CatalogCache {
  const entries = new LRUCache<string, string>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (value, key) => value.length + key.length,
  });
  // Concurrent misses of one key share one query instead of stampeding the database.
  const pending = new Map<string, Promise<string>>();
  let version = 0;
  return {
    get version() {
      return version;
    },
    async getOrSet(key, produce) {
      if (!options.enabled) return produce();
      const versioned = `${version}|${key}`;
      const hit = entries.get(versioned);
      if (hit !== undefined) return hit;
      const running = pending.get(versioned);
      if (running) return running;
      const atVersion = version;
      const promise = produce()
        .then((value) => {
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
