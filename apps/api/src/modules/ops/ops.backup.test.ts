import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, tables, type Database } from '@polotno/db';
import { inArray } from '@polotno/db/orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { buildApp } from '../../app.ts';
import { testConfig, testDatabaseUrl, testEngine } from '../../../test/test-config.ts';
import { localFileStore } from '../../plugins/files.ts';
import { callerOf, createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { createProduct } from '../../../test/orders-fixtures.ts';
import { openArchive } from './ops.archive.ts';
import { loadDump, restoreBackup, TargetNotEmptyError } from './ops.restore.ts';

const CLIENTS = 20;
const STOCK = 2_000;

/** A PostgreSQL database of its own on the test server, or null without one. */
async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const server = testDatabaseUrl();
  if (!server) return null;
  const name = `polotno_restore_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleaner = new pg.Client({ connectionString: server });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

/** Rows per table of a database, as the manifest counts them. */
async function countsOf(database: Database, names: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of names) {
    const result = (await database.db.execute(`select count(*)::int as n from public."${name}"`)) as unknown as {
      rows: { n: number }[];
    };
    counts[name] = result.rows[0]!.n;
  }
  return counts;
}

/** Rewrites an archive with one part's bytes replaced, keeping its manifest (and so the old SHA-256). */
async function withPartReplaced(file: string, part: string, change: (data: Buffer) => Buffer): Promise<string> {
  const target = `${file}.tampered.zip`;
  const out = new yazl.ZipFile();
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, async (error, body) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of body) chunks.push(chunk as Buffer);
        const data = Buffer.concat(chunks);
        out.addBuffer(entry.fileName === part ? change(data) : data, entry.fileName);
        zip.readEntry();
      });
    });
    zip.once('end', resolve);
    zip.readEntry();
  });
  out.end();
  const chunks: Buffer[] = [];
  for await (const chunk of out.outputStream) chunks.push(chunk as Buffer);
  await writeFile(target, Buffer.concat(chunks));
  return target;
}

describe('backup and restore', () => {
  let t: TestApp;
  let work: string;
  let clients: TestUser[];
  let productId: number;
  let archive: string;
  /** Orders acknowledged (201) before the backup was asked for: each must be in it. */
  let acknowledgedBefore: number[];
  let manifestCounts: Record<string, number>;
  const call = callerOf(() => t);

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'polotno-backup-'));
    t = await createTestApp({ backup: { dir: path.join(work, 'backups'), everyHours: 0, keep: 3 } });
    clients = await Promise.all(Array.from({ length: CLIENTS }, () => createUser(t)));
    productId = (await createProduct(t, { count: STOCK })).id;
    await t.app.files.put('img/fabric-640.webp', randomBytes(40_000), 'image/webp');
  });
  afterAll(async () => {
    await t.close();
    await rm(work, { recursive: true, force: true });
  });

  it('takes a backup while 20 clients place orders, with every order acknowledged before it', async () => {
    const acknowledged: { id: number; at: number }[] = [];
    let stop = false;
    const place = async (client: TestUser) => {
      while (!stop) {
        const response = await call(client, 'POST', '/api/order', { lines: [{ productId, count: 1 }] });
        expect(response.statusCode).toBe(201);
        acknowledged.push({ id: response.json().id, at: performance.now() });
      }
    };
    const ordering = Promise.all(clients.map(place));
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    const asked = performance.now();
    const result = await t.app.ops.backup();
    const answered = performance.now();
    // Orders keep being placed while it is written.
    while (acknowledged.filter((order) => order.at > answered).length < 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    stop = true;
    await ordering;

    archive = result.archive;
    acknowledgedBefore = acknowledged.filter((order) => order.at < asked).map((order) => order.id);
    expect(path.basename(archive)).toMatch(/^polotno-\d{8}-\d{6}\.zip$/);
    expect(await readdir(path.dirname(archive))).toEqual([path.basename(archive)]);
    const opened = await openArchive(archive);
    opened.close();
    manifestCounts = opened.manifest.counts;
    expect(opened.manifest.source.engine).toBe(t.database.engine);
    expect(opened.manifest.migration.count).toBeGreaterThan(0);
    expect(opened.manifest.files.map((part) => part.name)).toEqual(['files/img/fabric-640.webp']);
    expect(manifestCounts.orders).toBeGreaterThanOrEqual(acknowledgedBefore.length);
    expect(manifestCounts.orders).toBeLessThan(acknowledged.length);
    expect(manifestCounts.users).toBe(CLIENTS);
  });

  /** Checks a restored database: the orders, the counts, stock against the lines, and that logins work. */
  async function expectRestored(database: Database, filesDir: string) {
    const orders = await database.db
      .select({ id: tables.orders.id })
      .from(tables.orders)
      .where(inArray(tables.orders.id, acknowledgedBefore));
    expect(orders).toHaveLength(acknowledgedBefore.length);
    expect(await countsOf(database, Object.keys(manifestCounts))).toEqual(manifestCounts);
    // No half of an order: the stock taken is exactly the rolls of the orders restored.
    const [product] = await database.db.select({ count: tables.products.count }).from(tables.products);
    expect(product!.count).toBe(STOCK - manifestCounts.orders!);
    expect(await readFile(path.join(filesDir, 'img/fabric-640.webp'))).toHaveLength(40_000);

    const app = await buildApp(
      testConfig({ dataDir: path.dirname(filesDir), files: { kind: 'local', dir: filesDir } }),
      {
        database,
      },
    );
    try {
      const client = clients[0]!;
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: client.phone, password: client.password, loginType: 'phone' },
      });
      expect(login.statusCode).toBe(200);
      const token = login.json().access_token as string;
      const history = await app.inject({
        url: `/api/order/${client.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(history.statusCode).toBe(200);
      expect(history.json().length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  }

  // A PGlite shop's backup into a new data directory; a PostgreSQL shop's goes into PostgreSQL (below).
  it.runIf(testEngine() === 'pglite')(
    'restores into a fresh data directory: every acknowledged order, equal counts, logins work',
    async () => {
      const dataDir = path.join(work, 'restored');
      const result = await restoreBackup(
        archive,
        { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
        localFileStore(path.join(dataDir, 'files')),
        {
          force: false,
        },
      );
      expect(result.files).toBe(1);
      const database = await createDb({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      try {
        await expectRestored(database, path.join(dataDir, 'files'));
      } finally {
        await database.close();
      }
      // Not into it again.
      await expect(
        restoreBackup(
          archive,
          { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
          localFileStore(path.join(dataDir, 'files')),
          {
            force: false,
          },
        ),
      ).rejects.toThrow(TargetNotEmptyError);
    },
  );

  it.runIf(testDatabaseUrl())(
    'restores into an empty PostgreSQL database, and refuses one that holds data',
    async () => {
      const target = (await freshPostgres())!;
      const filesDir = path.join(work, 'restored-pg', 'files');
      try {
        await restoreBackup(archive, { kind: 'postgres', url: target.url }, localFileStore(filesDir), { force: false });
        const database = await createDb({ kind: 'postgres', url: target.url, poolSize: 2 });
        try {
          await expectRestored(database, filesDir);
        } finally {
          await database.close();
        }
        await expect(
          restoreBackup(archive, { kind: 'postgres', url: target.url }, localFileStore(filesDir), { force: false }),
        ).rejects.toThrow(/holds \d+ tables; --force/);
      } finally {
        await target.drop();
      }
    },
  );

  it('refuses a damaged archive before touching the target', async () => {
    const dataDir = path.join(work, 'never', 'db');
    const damaged = await withPartReplaced(archive, 'database.sql', (sql) =>
      Buffer.from(sql.toString('utf8').replace('INSERT INTO', 'INSERT  INTO')),
    );
    await expect(
      restoreBackup(damaged, { kind: 'pglite', dataDir }, localFileStore(dataDir), { force: false }),
    ).rejects.toThrow(/database\.sql is damaged \(SHA-256/);
    const picture = await withPartReplaced(archive, 'files/img/fabric-640.webp', (data) =>
      Buffer.concat([data, Buffer.from([0])]),
    );
    await expect(
      restoreBackup(picture, { kind: 'pglite', dataDir }, localFileStore(dataDir), { force: false }),
    ).rejects.toThrow(/fabric-640\.webp is damaged/);
    const bytes = await readFile(archive);
    const cut = path.join(work, 'cut.zip');
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    await expect(
      restoreBackup(cut, { kind: 'pglite', dataDir }, localFileStore(dataDir), { force: false }),
    ).rejects.toThrow(/not a complete backup archive/);
    await expect(readdir(dataDir)).rejects.toThrow(/ENOENT/);
  });

  it('refuses a dump from a newer version of the shop', async () => {
    const target = path.join(work, 'newer', 'db');
    await expect(
      loadDump(
        { kind: 'pglite', dataDir: target },
        { sql: '', counts: {}, migration: { count: 999, last: '0999_future' } },
        { force: false },
      ),
    ).rejects.toThrow(/this version of the shop does not have/);
  });
});
