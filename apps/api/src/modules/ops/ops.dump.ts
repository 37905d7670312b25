/**
 * A consistent SQL dump of the shop's database, with the rows of every table counted in the same snapshot
 * and the last migration the schema has (decision record 017).
 *
 * - PGlite: the running database's data directory is copied between two statements (`Database.snapshot()`,
 *   PGlite's `dumpDataDir`: one synchronous pass over its files, so no write lands halfway; an open
 *   transaction is in it as a crash would leave it, and recovery rolls it back). A worker thread opens that
 *   copy in memory and runs pg_dump compiled to WebAssembly (`@electric-sql/pglite-tools`) on it, so the shop
 *   goes on serving while the dump is written.
 * - PostgreSQL: one read-only repeatable-read transaction exports its snapshot, counts the rows in it, and
 *   `pg_dump --snapshot` dumps exactly that snapshot.
 *
 * Both write plain SQL with multi-row INSERTs, no owners, no grants: a dump of either restores into either.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { migrationTags, type Database } from '@polotno/db';
import pg from 'pg';

export interface DatabaseDump {
  sql: string;
  counts: Record<string, number>;
  migration: { count: number; last: string };
  dumpedWith: string;
}

/** pg_dump's options for both engines: data as INSERTs of up to 500 rows, nothing tied to a role. */
export const PG_DUMP_ARGS = ['--rows-per-insert=500', '--no-owner', '--no-privileges', '--quote-all-identifiers'];

/** The tables of the `public` schema; with each one's rows counted by `countRows`. */
const TABLES_SQL = `select table_name as name from information_schema.tables
  where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;
const MIGRATIONS_SQL = `select count(*)::int as count from drizzle.__drizzle_migrations`;

/** Counts per table as one statement (`select (select count(*) from "a") as "a", …`). */
export function countRowsSql(tables: string[]): string {
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  return `select ${tables.map((table) => `(select count(*) from public.${quote(table)})::int as ${quote(table)}`).join(', ')}`;
}

/** The migration a schema with `count` migrations applied is at; an archive from a newer shop is refused later. */
export function migrationAt(count: number): { count: number; last: string } {
  const tags = migrationTags();
  return { count, last: count === 0 ? '' : (tags[count - 1] ?? `(unknown migration ${count})`) };
}

// The worker's code. The server is compiled into one file (decision 004), so the worker cannot be a file of
// its own; it gets the packages' resolved paths instead and loads them as installed.
const DUMP_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.modules.pglite);
const { pg_trgm } = require(workerData.modules.pgTrgm);
const { pgDump } = require(workerData.modules.pgDump);
// pg_dump restores the connection's search_path afterwards and warns when PGlite answers it quoted: noise here.
console.warn = () => {};
(async () => {
  const pg = await PGlite.create({ loadDataDir: new Blob([workerData.dataDir]), extensions: { pg_trgm } });
  try {
    const tables = (await pg.query(workerData.tablesSql)).rows.map((row) => row.name);
    const quote = (name) => '"' + name.replaceAll('"', '""') + '"';
    const countSql = 'select ' + tables.map((t) => '(select count(*) from public.' + quote(t) + ')::int as ' + quote(t)).join(', ');
    const counts = tables.length > 0 ? (await pg.query(countSql)).rows[0] : {};
    const migrations = (await pg.query(workerData.migrationsSql)).rows[0].count;
    const file = await pgDump({ pg, args: workerData.args });
    parentPort.postMessage({ sql: await file.text(), counts, migrations });
  } finally {
    await pg.close();
  }
})().catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
`;

interface WorkerAnswer {
  sql?: string;
  counts?: Record<string, number>;
  migrations?: number;
  error?: string;
}

/** Dumps a PGlite database from a copy of its data directory, in a worker thread. */
async function dumpPglite(database: Database): Promise<DatabaseDump> {
  if (!database.snapshot) throw new Error('this PGlite database cannot be copied');
  const dataDir = await database.snapshot();
  const require = createRequire(import.meta.url);
  const modules = {
    pglite: require.resolve('@electric-sql/pglite'),
    pgTrgm: require.resolve('@electric-sql/pglite/contrib/pg_trgm'),
    pgDump: require.resolve('@electric-sql/pglite-tools/pg_dump'),
  };
  const bytes = new Uint8Array(await dataDir.arrayBuffer());
  const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
    const worker = new Worker(DUMP_WORKER, {
      eval: true,
      transferList: [bytes.buffer],
      workerData: {
        modules,
        dataDir: bytes,
        tablesSql: TABLES_SQL,
        migrationsSql: MIGRATIONS_SQL,
        args: PG_DUMP_ARGS,
      },
    });
    worker.once('message', (message: WorkerAnswer) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the dump's worker thread exited with code ${code}`)));
  });
  if (answer.error || answer.sql === undefined) throw new Error(`pg_dump of PGlite failed: ${answer.error}`);
  return {
    sql: answer.sql,
    counts: answer.counts ?? {},
    migration: migrationAt(answer.migrations ?? 0),
    dumpedWith: 'pglite-tools pg_dump (a copy of the data directory)',
  };
}

/** Runs `command` and resolves with its standard output; rejects with its standard error. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${command} not found: install the PostgreSQL client tools`) : error),
    );
    child.once('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`${command} exited with ${code}: ${Buffer.concat(err).toString('utf8').trim()}`));
    });
  });
}

/** The major version of the `pg_dump` on the PATH, or of the server (`server_version_num`). */
function majorOf(version: string): number {
  const match = /(\d+)(?:\.\d+)?/.exec(version);
  return match ? Number(match[1]) : 0;
}

/**
 * pg_dump since 17.6, 16.10, 15.14 … brackets its output with psql's `\restrict KEY` … `\unrestrict KEY` (CVE-2025-8714:
 * a server could smuggle psql commands into a dump). A restore here sends the SQL to the server itself, never
 * to psql, so they are dropped, as pglite-tools drops them from its own pg_dump's output.
 */
function withoutPsqlCommands(sql: string): string {
  return sql.replace(/^\\(?:un)?restrict\b.*\r?\n?/gm, '');
}

/** Dumps PostgreSQL with `pg_dump` inside an exported snapshot, counting the rows in the same snapshot. */
export async function dumpPostgres(url: string): Promise<DatabaseDump> {
  const dumpVersion = (await run('pg_dump', ['--version'])).trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const server = Number((await client.query<{ v: string }>('show server_version_num')).rows[0]?.v ?? 0);
    const serverMajor = Math.floor(server / 10_000);
    // pg_dump refuses a server newer than itself; say which client to install instead of its message.
    if (majorOf(dumpVersion.replace(/^\D+/, '')) < serverMajor) {
      throw new Error(`${dumpVersion} cannot dump PostgreSQL ${serverMajor}: install postgresql-client-${serverMajor}`);
    }
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const tables = (await client.query<{ name: string }>(TABLES_SQL)).rows.map((row) => row.name);
    const counts = tables.length > 0 ? (await client.query<Record<string, number>>(countRowsSql(tables))).rows[0]! : {};
    const migrations = (await client.query<{ count: number }>(MIGRATIONS_SQL)).rows[0]!.count;
    const sql = withoutPsqlCommands(await run('pg_dump', [...PG_DUMP_ARGS, `--snapshot=${snapshot}`, '--dbname', url]));
    await client.query('commit');
    return { sql, counts, migration: migrationAt(migrations), dumpedWith: dumpVersion };
  } finally {
    await client.end();
  }
}

/** The dump of the shop's database, whichever engine it runs on. */
export function dumpDatabase(database: Database): Promise<DatabaseDump> {
  if (database.engine === 'pglite') return dumpPglite(database);
  if (!database.url) throw new Error('a PostgreSQL database needs its URL to be dumped');
  return dumpPostgres(database.url);
}
