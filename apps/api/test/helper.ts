/**
 * Test apps on a real engine: a fresh in-memory PGlite with the real migrations, or, in the PostgreSQL
 * project of the suite, a database of its own on `TEST_DATABASE_URL` that is dropped afterwards. Both start
 * from a database the suite's global set-up migrated once (`pglite-snapshot.ts`, `postgres-template.ts`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, type Database } from '@polotno/db';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config } from '../src/config.ts';
import { testConfig, testDatabaseUrl, testEngine } from './test-config.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** Closes the app and the database, and removes the database and data directory. */
  close(): Promise<void>;
}

/** Opens an empty, migrated database on the engine this test project runs against. */
export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = testEngine() === 'postgres' ? testDatabaseUrl() : null;
  if (!serverUrl) {
    const database = await createDb({ kind: 'pglite', snapshot: await migratedSnapshot() });
    return { database, drop: () => database.close() };
  }
  const name = `polotno_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // A copy of the suite's migrated template (test/postgres-template.ts) when there is one.
  const template = inject('postgresTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDb({ kind: 'postgres', url: url.toString(), poolSize: 20 });
  return {
    database,
    async drop() {
      await database.close();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

let snapshot: Promise<Blob | undefined> | undefined;

/** The migrated PGlite data directory of the suite's global set-up (`pglite-snapshot.ts`), read once per file. */
function migratedSnapshot(): Promise<Blob | undefined> {
  const file = inject('pgliteSnapshot');
  snapshot ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return snapshot;
}

/**
 * Builds the API on a fresh database; `overrides` adjust the configuration, and `extend` adds test-only
 * routes or plugins (the web, with a fake build under `config.dataDir`) before the app is ready.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extend?: (app: FastifyInstance, config: Config) => void | Promise<void>,
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'polotno-test-'));
  const config = testConfig({ dataDir, ...overrides });
  const { database, drop } = await createTestDatabase();
  const app = await buildApp(config, { database });
  await extend?.(app, config);
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
