/**
 * `npm run backup`, `npm run restore -- FILE [--force]` and `npm run db:move-to-postgres -- --to URL
 * [--files-to-s3] [--force]`, with the shop's configuration (the same environment as `npm start`).
 * Each prints what it did, or one line saying why not and exits with 1.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createDb, DataDirError, type Database } from '@polotno/db';
import { BackupResultSchema, type BackupResult } from '@polotno/domain';
import pg from 'pg';
import { loadConfig, type Config } from '../../config.ts';
import { localFileStore, s3FileStore, type FileStore } from '../../plugins/files.ts';
import { writeBackup } from './ops.backup.ts';
import { dumpDatabase } from './ops.dump.ts';
import { OPS_FILE } from './ops.module.ts';
import { contentTypeOf, loadDump, restoreBackup } from './ops.restore.ts';

/** A refusal or failure told to the operator as one line. */
class CliError extends Error {}

/** The running PGlite shop of `dataDir` (from its `.ops.json`), or null when none runs. */
async function runningShop(dataDir: string): Promise<{ port: number; token: string } | null> {
  let shop: { pid: number; port: number; token: string };
  try {
    shop = JSON.parse(await readFile(path.join(dataDir, OPS_FILE), 'utf8')) as typeof shop;
  } catch {
    return null;
  }
  try {
    process.kill(shop.pid, 0);
  } catch (error) {
    // Gone without closing (killed): the file is stale.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return null;
  }
  return shop;
}

/** Whether a PGlite data directory holds a database (PostgreSQL's own files are in it once created). */
async function holdsDatabase(dir: string | undefined): Promise<boolean> {
  if (!dir) return false;
  return readdir(dir).then(
    (names) => names.includes('PG_VERSION'),
    () => false,
  );
}

/** The configured file store; an S3 one is closed by the returned function. */
function fileStoreOf(config: Config): { store: FileStore; close(): void } {
  if (config.files.kind === 's3') {
    const store = s3FileStore(config.files);
    return { store, close: () => store.close() };
  }
  return { store: localFileStore(config.files.dir), close: () => {} };
}

async function openDatabase(config: Config): Promise<Database> {
  try {
    return await createDb(config.database.kind === 'postgres' ? { ...config.database, poolSize: 2 } : config.database);
  } catch (error) {
    if (error instanceof DataDirError) throw new CliError(`DATA_DIR ${config.dataDir} ${error.problem}`);
    throw error;
  }
}

function describeBackup(result: BackupResult): string {
  const removed = result.removed.length > 0 ? `; removed ${result.removed.join(', ')}` : '';
  return (
    `backup written: ${result.archive} (${(result.bytes / 1_048_576).toFixed(1)} MB: ${result.tables} tables, ` +
    `${result.rows} rows, ${result.files} files, ${(result.milliseconds / 1000).toFixed(1)} s)${removed}`
  );
}

/** `npm run backup`: asks the running PGlite shop, or dumps the database itself. */
async function backup(config: Config): Promise<string> {
  if (config.database.kind === 'pglite') {
    const shop = await runningShop(config.dataDir);
    if (shop) {
      const response = await fetch(`http://127.0.0.1:${shop.port}/api/ops/backup`, {
        method: 'POST',
        headers: { authorization: `Bearer ${shop.token}` },
      });
      const body = (await response.json()) as { message?: string };
      if (response.status !== 201) throw new CliError(`the running shop did not write the backup: ${body.message}`);
      return `${describeBackup(BackupResultSchema.parse(body))} (by the running shop)`;
    }
  }
  if (config.database.kind === 'pglite' && !(await holdsDatabase(config.database.dataDir))) {
    // Opening it would create an empty shop and back that up.
    throw new CliError(`DATA_DIR ${config.dataDir} holds no database: is DATA_DIR the shop's?`);
  }
  const database = await openDatabase(config);
  const files = fileStoreOf(config);
  try {
    const result = await writeBackup(
      { database, files: files.store, filesKind: config.files.kind },
      { dir: config.backup.dir, keep: config.backup.keep },
    );
    return describeBackup(result);
  } finally {
    files.close();
    await database.close();
  }
}

/** `npm run restore -- FILE [--force]`: into the configured (empty) database and file store. */
async function restore(config: Config, file: string, force: boolean): Promise<string> {
  if (config.database.kind === 'pglite' && (await runningShop(config.dataDir))) {
    throw new CliError(`a shop is running on DATA_DIR ${config.dataDir}: stop it before restoring into it`);
  }
  const files = fileStoreOf(config);
  try {
    const target =
      config.database.kind === 'postgres'
        ? ({ kind: 'postgres', url: config.database.url } as const)
        : ({ kind: 'pglite', dataDir: config.database.dataDir ?? path.join(config.dataDir, 'db') } as const);
    const result = await restoreBackup(path.resolve(file), target, files.store, { force });
    const forward = result.migratedForward > 0 ? `, then ${result.migratedForward} newer migrations` : '';
    return (
      `restored the backup of ${result.createdAt}: ${result.tables} tables, ${result.rows} rows (counts as in ` +
      `the manifest)${forward}, ${result.files} files`
    );
  } finally {
    files.close();
  }
}

/** `npm run db:move-to-postgres -- --to URL`: the PGlite shop into an empty PostgreSQL database. */
async function moveToPostgres(config: Config, url: string, filesToS3: boolean, force: boolean): Promise<string> {
  if (config.database.kind !== 'pglite') throw new CliError('DATABASE_URL is set: the shop already runs on PostgreSQL');
  if (await runningShop(config.dataDir)) {
    throw new CliError(
      `a shop is running on DATA_DIR ${config.dataDir}: stop it first, so no order is written after the copy`,
    );
  }
  if (!(await holdsDatabase(config.database.dataDir))) {
    throw new CliError(`DATA_DIR ${config.dataDir} holds no database: is DATA_DIR the shop's?`);
  }
  if (filesToS3 && config.files.kind !== 's3')
    throw new CliError('--files-to-s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY');
  const database = await openDatabase(config);
  let dump;
  try {
    dump = await dumpDatabase(database);
  } finally {
    await database.close();
  }
  const loaded = await loadDump({ kind: 'postgres', url }, dump, { force });
  await checkSequences(url);
  const lines = [
    `copied ${loaded.tables} tables, ${loaded.rows} rows into PostgreSQL (counts equal; sequences past the copied ids)`,
  ];
  if (filesToS3 && config.files.kind === 's3') {
    const copied = await copyFiles(localFileStore(path.join(config.dataDir, 'files')), config.files);
    lines.push(`copied ${copied} files to the bucket ${config.files.bucket} (each read back and compared)`);
    lines.push(`start the shop with DATABASE_URL=${redacted(url)} and the same S3_* variables`);
  } else {
    lines.push(`the files stay in ${path.join(config.dataDir, 'files')}`);
    lines.push(`start the shop with DATABASE_URL=${redacted(url)} and the same DATA_DIR`);
  }
  return lines.join('\n');
}

function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Fails unless every sequence that numbers a column is past the largest id copied into it. */
async function checkSequences(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const owned = await client.query<{ sequence: string; table: string; column: string }>(`
      select s.oid::regclass::text as sequence, t.oid::regclass::text as table, quote_ident(a.attname) as column
      from pg_class s
      join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
      join pg_class t on t.oid = d.refobjid
      join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S'`);
    for (const { sequence, table, column } of owned.rows) {
      const { rows } = await client.query<{ behind: boolean }>(
        `select coalesce((select max(${column}) from ${table}), 0) >
           (select case when is_called then last_value else last_value - 1 end from ${sequence}) as behind`,
      );
      if (rows[0]?.behind) throw new CliError(`the sequence ${sequence} is behind ${table}.${column}`);
    }
  } finally {
    await client.end();
  }
}

/** Copies every local file into the bucket, reading each back to compare; resolves with how many. */
async function copyFiles(source: FileStore, bucket: Parameters<typeof s3FileStore>[0]): Promise<number> {
  const target = s3FileStore(bucket);
  const digest = async (store: FileStore, key: string) => {
    const stored = await store.find(key);
    if (!stored) throw new CliError(`${key} vanished while being copied`);
    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) {
      hash.update(chunk as Buffer);
      chunks.push(chunk as Buffer);
    }
    return { data: Buffer.concat(chunks), sha256: hash.digest('hex') };
  };
  let copied = 0;
  try {
    for await (const key of source.list()) {
      const original = await digest(source, key);
      await target.put(key, original.data, contentTypeOf(key));
      if ((await digest(target, key)).sha256 !== original.sha256) throw new CliError(`${key} differs in the bucket`);
      copied += 1;
    }
  } finally {
    target.close();
  }
  return copied;
}

const USAGE = `usage:
  npm run backup
  npm run restore -- FILE [--force]
  npm run db:move-to-postgres -- --to postgres://… [--files-to-s3] [--force]`;

/** Runs one command; resolves with the exit code. */
export async function runOpsCli(argv: string[]): Promise<number> {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { force: { type: 'boolean' }, to: { type: 'string' }, 'files-to-s3': { type: 'boolean' } },
    });
    const [command, file] = positionals;
    const config = loadConfig();
    let said: string;
    if (command === 'backup' && !file) said = await backup(config);
    else if (command === 'restore' && file) said = await restore(config, file, values.force ?? false);
    else if (command === 'move-to-postgres' && values.to) {
      said = await moveToPostgres(config, values.to, values['files-to-s3'] ?? false, values.force ?? false);
    } else throw new CliError(USAGE);
    console.log(said);
    return 0;
  } catch (error) {
    // A bad configuration, a refusal, a failed check or an unknown option: its message says which.
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await runOpsCli(process.argv.slice(2));
}
