/**
 * Restore: an archive checked whole (`openArchive`), its dump loaded into an empty PGlite data directory or
 * an empty PostgreSQL database, the rows counted against the manifest, the schema migrated forward to this
 * version's migrations, and the files put back into the file store.
 *
 * The same loading serves `db:move-to-postgres`, which hands a fresh dump of a PGlite shop to `loadDump`.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createDb, migrationTags } from '@polotno/db';
import { lockDataDir } from '@polotno/db/data-dir-lock';
import pg from 'pg';
import type { FileStore } from '../../plugins/files.ts';
import { DATABASE_PART, FILES_PREFIX, openArchive } from './ops.archive.ts';
import { countRowsSql } from './ops.dump.ts';

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** Thrown for a target that holds data when `--force` was not given. */
export class TargetNotEmptyError extends Error {}

/** Tables of the target's `public` and `drizzle` schemas (a migrated or restored shop has both). */
const TABLES_SQL = `select count(*)::int as count from information_schema.tables
  where table_schema in ('public', 'drizzle')`;

/** Whether a PGlite data directory holds a database (any file in it). */
async function pgliteHoldsData(dataDir: string): Promise<boolean> {
  const names = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.length > 0;
}

/**
 * pg_dump 17 and later sets `transaction_timeout`, which an older server does not know; the setting only
 * turns the timeout off for the restoring session, so it is dropped there.
 */
function forServer(sql: string, serverVersionNum: number): string {
  return serverVersionNum >= 170_000 ? sql : sql.replace(/^SET transaction_timeout = 0;$/m, '');
}

/** Counts the rows of `tables` in the target and names every table whose count differs from `expected`. */
function countDifferences(found: Record<string, number>, expected: Record<string, number>): string[] {
  return Object.entries(expected)
    .filter(([table, count]) => found[table] !== count)
    .map(([table, count]) => `${table}: ${found[table] ?? 'missing'} rows, the backup has ${count}`);
}

export interface LoadResult {
  tables: number;
  rows: number;
  /** Migrations applied after the dump was loaded (an archive from an older version of the shop). */
  migratedForward: number;
}

/**
 * Loads `sql` into the empty (or, with `force`, emptied) target, checks the counts, and migrates forward.
 * Refuses a target with data unless `force`, and a dump whose schema is newer than this version knows.
 */
export async function loadDump(
  target: RestoreTarget,
  dump: { sql: string; counts: Record<string, number>; migration: { count: number; last: string } },
  options: { force: boolean },
): Promise<LoadResult> {
  const tags = migrationTags();
  if (dump.migration.count > tags.length || tags[dump.migration.count - 1] !== dump.migration.last) {
    throw new Error(
      `the backup's schema is at migration ${dump.migration.last} (${dump.migration.count}), which this version ` +
        `of the shop does not have (it knows ${tags.length}, the last ${tags.at(-1)}): restore it with a newer one`,
    );
  }
  const tables = Object.keys(dump.counts);
  const expectedRows = Object.values(dump.counts).reduce((sum, count) => sum + count, 0);

  if (target.kind === 'pglite') {
    if (await pgliteHoldsData(target.dataDir)) {
      if (!options.force) throw new TargetNotEmptyError(`${target.dataDir} holds a database; --force replaces it`);
    }
    await mkdir(target.dataDir, { recursive: true });
    const lock = await lockDataDir(target.dataDir);
    try {
      // Emptied only once it is ours: a shop still running on it keeps the lock and this fails above.
      for (const name of await readdir(target.dataDir)) {
        if (!name.startsWith('.')) await rm(path.join(target.dataDir, name), { recursive: true, force: true });
      }
      const client = await PGlite.create(target.dataDir, { extensions: { pg_trgm } });
      try {
        await client.exec(dump.sql);
        const found =
          tables.length > 0 ? (await client.query<Record<string, number>>(countRowsSql(tables))).rows[0]! : {};
        const wrong = countDifferences(found, dump.counts);
        if (wrong.length > 0) throw new Error(`the restored rows differ from the backup's: ${wrong.join('; ')}`);
      } finally {
        await client.close();
      }
    } finally {
      await lock.release();
    }
    const database = await createDb({ kind: 'pglite', dataDir: target.dataDir });
    await database.close();
  } else {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const present = (await client.query<{ count: number }>(TABLES_SQL)).rows[0]!.count;
      if (present > 0 && !options.force) {
        throw new TargetNotEmptyError(`the database holds ${present} tables; --force replaces them`);
      }
      const version = Number((await client.query<{ v: string }>('show server_version_num')).rows[0]!.v);
      // One transaction: a dump that fails halfway leaves the database as it was.
      await client.query('begin');
      try {
        if (present > 0) {
          await client.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public');
        }
        await client.query(forServer(dump.sql, version));
        // The dump empties search_path for its session; the counts name the schema anyway.
        const found =
          tables.length > 0 ? (await client.query<Record<string, number>>(countRowsSql(tables))).rows[0]! : {};
        const wrong = countDifferences(found, dump.counts);
        if (wrong.length > 0) throw new Error(`the restored rows differ from the backup's: ${wrong.join('; ')}`);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    } finally {
      await client.end();
    }
    const database = await createDb({ kind: 'postgres', url: target.url, poolSize: 2 });
    await database.close();
  }
  return { tables: tables.length, rows: expectedRows, migratedForward: tags.length - dump.migration.count };
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The type a file is stored with in S3; the shop serves files with the type it recorded, so this is a courtesy. */
export function contentTypeOf(key: string): string {
  const types: Record<string, string> = {
    webp: 'image/webp',
    jpg: 'image/jpeg',
    png: 'image/png',
    pdf: 'application/pdf',
  };
  return types[key.split('.').at(-1) ?? ''] ?? 'application/octet-stream';
}

export interface RestoreResult extends LoadResult {
  files: number;
  createdAt: string;
}

/** Restores `file` into `target` and its files into `files`; see the header. */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  files: FileStore,
  options: { force: boolean },
): Promise<RestoreResult> {
  const archive = await openArchive(file);
  try {
    const { manifest } = archive;
    const sql = (await readAll(await archive.read(DATABASE_PART))).toString('utf8');
    const loaded = await loadDump(target, { sql, counts: manifest.counts, migration: manifest.migration }, options);
    for (const part of manifest.files) {
      const key = part.name.slice(FILES_PREFIX.length);
      await files.put(key, await readAll(await archive.read(part.name)), contentTypeOf(key));
    }
    return { ...loaded, files: manifest.files.length, createdAt: manifest.createdAt };
  } finally {
    archive.close();
  }
}
