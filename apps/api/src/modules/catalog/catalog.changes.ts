/**
 * Catalogue changes, heard by every cache kept for speed: this instance's writes (at once, so a writer
 * reads its own write) and, with PostgreSQL, every other instance's (migration 0011's triggers NOTIFY
 * `catalog_changes` on commit; a session of this instance LISTENs). Caches subscribe with
 * `app.catalogChanges.on('change', …)`.
 *
 * An instance also hears its own writes come back a moment later. That costs one more drop per write and
 * buys coherence for any writer that forgot to announce its write (raw SQL, a seed, a future module).
 */
import { EventEmitter } from 'node:events';
import type { Db, DbConfig } from '@polotno/db';
import { listenToChannel, type ChannelListener } from '@polotno/db/notifications';
import { sql } from '@polotno/db/orm';
import type { Logger } from '../../lib/logger.ts';

/** What a write touched: some products (their answers and every listing of products), or anything. */
export type CatalogChange = { readonly kind: 'all' } | { readonly kind: 'products'; readonly ids: readonly number[] };

export const ALL_CHANGED: CatalogChange = Object.freeze({ kind: 'all' });

/** The channel migration 0011 notifies. */
export const CATALOG_CHANNEL = 'catalog_changes';

/** Where catalogue changes are announced; listeners run synchronously, in the writer's call. */
export class CatalogChanges extends EventEmitter<{ change: [CatalogChange] }> {}

/** A notification's payload as a change; anything not understood counts as everything. */
export function parseChange(payload: string): CatalogChange {
  if (!/^products:\d{1,15}(,\d{1,15})*$/.test(payload)) return ALL_CHANGED;
  return { kind: 'products', ids: payload.slice('products:'.length).split(',').map(Number) };
}

export interface CatalogChangesDeps {
  db: Db;
  /** The engine `db` runs on. */
  engine: 'postgres' | 'pglite';
  /** The configured database: the listener opens a session of its own to its address. */
  database: DbConfig;
  log: Logger;
}

/**
 * Hears other instances' catalogue writes and announces them on `changes`. Notifications read from the
 * socket together are announced as one change (a WooCommerce import notifies once per product), and a
 * session opened again after a loss announces everything, as what was notified meanwhile is lost.
 * On PGlite there is nobody to tell: the triggers are switched off, so writes cost what they did.
 * Returns the listener (its owner closes it), or null when there is nothing to listen to.
 */
export async function listenForCatalogChanges(
  deps: CatalogChangesDeps,
  changes: CatalogChanges,
): Promise<ChannelListener | null> {
  const { db, engine, database, log } = deps;
  if (engine === 'pglite') {
    await db.execute(sql`select set_catalog_changes_notify(false)`);
    return null;
  }
  // A database handed in by the caller without its address (a single-instance test) cannot be listened to.
  if (database.kind !== 'postgres') return null;

  let pending: Set<number> | 'all' | null = null;
  const announce = () => {
    const heard = pending;
    pending = null;
    if (heard === null) return;
    changes.emit('change', heard === 'all' ? ALL_CHANGED : { kind: 'products', ids: [...heard] });
  };
  const heard = (change: CatalogChange) => {
    if (pending === null) setImmediate(announce);
    if (change.kind === 'all') pending = 'all';
    else if (pending !== 'all') {
      pending ??= new Set();
      for (const id of change.ids) pending.add(id);
    }
  };

  return listenToChannel(
    database.url,
    CATALOG_CHANNEL,
    {
      message: (payload) => heard(parseChange(payload)),
      resumed() {
        log.info({}, 'listening to catalogue changes again; every cached answer is dropped');
        heard(ALL_CHANGED);
      },
      failed(error, retryInMs) {
        log.warn({ err: error, retryInMs }, 'not listening to catalogue changes');
      },
    },
    { applicationName: 'polotno-catalog-changes' },
  );
}
