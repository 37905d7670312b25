import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { DRIZZLE_PARSERS } from './drizzle-parsers.ts';
import * as schema from './schema/index.ts';
import { createTurns } from './turns.ts';

export type Schema = typeof schema;
/** One type for both engines: code written against it runs on PGlite and PostgreSQL alike. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * PGlite without `dataDir` lives in memory; `snapshot` (in memory only) starts it from a data directory
 * that `Database.snapshot()` dumped, instead of creating a cluster (about 0.4 s instead of 1.5 s; the test
 * suites start hundreds of databases). The migrations run either way.
 */
export type DbConfig =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir?: string; snapshot?: Blob };

export interface Database {
  db: Db;
  engine: 'postgres' | 'pglite';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** PostgreSQL only: the connection string (pg_dump connects on its own). */
  url?: string;
  /** PostgreSQL only: the pool's connections (open, idle) and the queries waiting for one. */
  poolUse?(): { total: number; idle: number; waiting: number; max: number };
  /** PGlite only: its data directory as it is now, to start other databases from (`DbConfig.snapshot`). */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

/** The committed migrations in order (drizzle's journal): a backup names the last one its schema has. */
export function migrationTags(): string[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

/**
 * The PGlite client as drizzle sees it: its statements take turns (see `turns.ts`), and without
 * drizzle's per-query parsers — drizzle hands PGlite its parsers with every query, and PGlite merges them
 * into its whole parser table each time: about 0.1 ms per query, more than a primary-key lookup itself
 * takes. The client is created with those parsers already (`DRIZZLE_PARSERS`), so that copy is dropped.
 */
function forDrizzle(client: PGlite): PGlite {
  const turns = createTurns();
  const query: PGlite['query'] = async (text, params, options) => {
    await turns.take();
    try {
      if (options?.parsers) {
        const { parsers: _parsers, ...rest } = options;
        return await client.query(text, params, rest);
      }
      return await client.query(text, params, options);
    } finally {
      turns.give();
    }
  };
  // PGlite keeps its state in private fields, so its other methods must run on the client itself.
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Opens the database and brings its schema up to date with the committed migrations.
 * PGlite runs inside this process (files under `dataDir`, locked to this process until `close()`, or memory);
 * PostgreSQL is reached through a pool. A directory in use or not writable rejects with a DataDirError.
 */
export async function createDb(config: DbConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize ?? 10 });
    // An idle pooled connection that the server closes (restart, failover, `drop database … force`) emits
    // 'error' on the pool; unhandled, that would crash the process. The pool drops that client by itself and
    // the next query opens a fresh connection, so there is nothing else to do here.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      engine: 'postgres',
      url: config.url,
      ping: async () => void (await pool.query('select 1')),
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }),
      close: () => pool.end(),
    };
  }

  // A directory is claimed before PGlite touches it (a DataDirError otherwise): see `data-dir-lock.ts`.
  const lock = config.dataDir ? await lockDataDir(config.dataDir) : null;
  let client: PGlite;
  try {
    client = await PGlite.create(config.dataDir, {
      extensions: { pg_trgm },
      parsers: DRIZZLE_PARSERS,
      ...(config.snapshot && !config.dataDir ? { loadDataDir: config.snapshot } : {}),
    });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const pgliteDb = drizzlePglite(forDrizzle(client), { schema });
  try {
    // Every page of PGlite is in memory, so an index probe costs about what a sequential read does; with the
    // disk-era default (4) the planner scans whole wide tables instead of looking rows up by key.
    await client.exec('set random_page_cost = 1.1');
    await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS });
  } catch (error) {
    await client.close();
    await lock?.release();
    throw error;
  }
  return {
    db: pgliteDb as unknown as Db,
    engine: 'pglite',
    snapshot: () => client.dumpDataDir('none'),
    ping: async () => void (await pgliteDb.execute(sql`select 1`)),
    close: async () => {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}
