import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { createDb, tables } from '@polotno/db';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, testEngine } from '../../../test/test-config.ts';
import { s3FileStore } from '../../plugins/files.ts';

const CLI = fileURLToPath(new URL('./ops.cli.ts', import.meta.url));

/** Runs the command line with `env`; resolves with its exit code and output. */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

// The command moves a PGlite shop: one run of the suite is enough, and it needs a PostgreSQL to move into. A
// process started with a fresh PGlite and a dump take their time, so `npm run test:reliability -- move` runs
// it (with RELIABILITY_MOVE_JOURNEY), beside the browser journey of the same move, and `npm test` does not.
describe.runIf(testEngine() === 'pglite' && testDatabaseUrl() && process.env.RELIABILITY_MOVE_JOURNEY)(
  'npm run db:move-to-postgres -- --files-to-s3',
  () => {
    let work: string;
    let s3: S3rver;
    let s3Env: Record<string, string>;
    const name = `polotno_move_${randomBytes(5).toString('hex')}`;
    let url: string;

    beforeAll(async () => {
      work = await mkdtemp(path.join(tmpdir(), 'polotno-move-'));
      s3 = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: path.join(work, 's3'),
        configureBuckets: [{ name: 'shop', configs: [] }],
      });
      const address = await s3.run();
      s3Env = {
        S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
        S3_BUCKET: 'shop',
        S3_ACCESS_KEY: 'S3RVER',
        S3_SECRET_KEY: 'S3RVER',
      };
      const admin = new pg.Client({ connectionString: testDatabaseUrl()! });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const target = new URL(testDatabaseUrl()!);
      target.pathname = `/${name}`;
      url = target.toString();
    });
    afterAll(async () => {
      await s3.close();
      await rm(work, { recursive: true, force: true });
      const cleaner = new pg.Client({ connectionString: testDatabaseUrl()! });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    });

    it('copies the database and every file into the bucket, and refuses to do it twice', async () => {
      const dataDir = path.join(work, 'shop');
      const source = await createDb({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      await source.db
        .insert(tables.products)
        .values([1, 2, 3].map((n) => ({ nameRu: `Футер ${n}`, nameUz: `Futer ${n}`, priceKopecks: 50_000, count: n })));
      await source.close();
      const picture = randomBytes(30_000);
      await mkdir(path.join(dataDir, 'files', 'img', 'a1'), { recursive: true });
      await writeFile(path.join(dataDir, 'files', 'img', 'a1', '640.webp'), picture);
      const env = { DATA_DIR: dataDir, DATABASE_URL: '', ...s3Env };

      const moved = await cli(['move-to-postgres', '--to', url, '--files-to-s3'], env);
      expect(moved.output).toMatch(/copied \d+ tables, \d+ rows into PostgreSQL/);
      expect(moved.output).toContain('copied 1 files to the bucket shop (each read back and compared)');
      expect(moved.code).toBe(0);

      const target = await createDb({ kind: 'postgres', url, poolSize: 1 });
      try {
        const products = await target.db.select({ count: tables.products.count }).from(tables.products);
        expect(products.map((row) => row.count).sort()).toEqual([1, 2, 3]);
        // The next product gets an id past the copied ones.
        const [next] = await target.db
          .insert(tables.products)
          .values({ nameRu: 'Новый', nameUz: 'Yangi', priceKopecks: 1, count: 0 })
          .returning({ id: tables.products.id });
        expect(next!.id).toBe(4);
      } finally {
        await target.close();
      }
      const bucket = s3FileStore({
        endpoint: s3Env.S3_ENDPOINT!,
        bucket: 'shop',
        region: 'us-east-1',
        accessKey: 'S3RVER',
        secretKey: 'S3RVER',
      });
      try {
        const stored = await bucket.find('img/a1/640.webp');
        expect((await buffer(stored!.body)).equals(picture)).toBe(true);
      } finally {
        bucket.close();
      }

      const again = await cli(['move-to-postgres', '--to', url], env);
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/the database holds \d+ tables; --force replaces them/);
    });
  },
);
