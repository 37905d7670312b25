import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The API suite runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const postgres = Boolean(process.env.TEST_DATABASE_URL);

// Timeouts that hold on a busy 2-core machine (a fresh clone's `npm test` once failed there: catalog-search's
// beforeAll at Vitest's default 10 s). A database set-up — PGlite start, migrations, seed — takes a few
// seconds on a quiet machine and 10–15 s under a load of ~13; the heaviest single test (bootstrap: an app
// built twice in one test) took 16 s then. The limits leave several times that, and apply to every project:
// an inline project does not inherit the root's test options. They only stop a hung test; nothing asserts
// how fast a test runs. Tests that need longer still set their own (the concurrency suites).
const timeouts = { testTimeout: 90_000, hookTimeout: 120_000 };

const API_TESTS = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * The API's test files that reach a database (a test app or database from `test/helper.ts`, the in-process
 * server, or a choice by engine): the PostgreSQL project runs only these. The others (PDF and picture
 * rendering, parsers, the file stores) would test the same code twice.
 */
function apiTestsOnADatabase(): string[] {
  const root = 'apps/api';
  const reachesDatabase = /test\/helper\.ts|\/helper\.ts'|in-process\.ts|testEngine\(|createTestDatabase/;
  return ['src', 'test'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
      .filter((file) => reachesDatabase.test(readFileSync(path.join(root, file), 'utf8'))),
  );
}

const apiProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `api:${engine}`,
    root: 'apps/api',
    include: engine === 'postgres' ? apiTestsOnADatabase() : API_TESTS,
    env: { TEST_ENGINE: engine },
    // A worker runs its files one after another in one module graph instead of importing the whole app again
    // for each (about 2 s a file: 410 of CI's worker-seconds went to imports). The API's modules keep no state
    // of their own between apps: each test builds its app and database, and nothing writes process.env.
    isolate: false,
    // Test databases start from one migrated at set-up (test/pglite-snapshot.ts, test/postgres-template.ts).
    globalSetup: [engine === 'pglite' ? 'test/pglite-snapshot.ts' : 'test/postgres-template.ts'],
    ...timeouts,
  },
});

export default defineConfig({
  test: {
    // One test file per core. Vitest's default leaves a core to itself (cores − 1): on CI's 2 cores that ran
    // the 177 files one at a time (15 min); its own process does little while they run.
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], ...timeouts } },
      { test: { name: 'web', root: 'apps/web', include: ['app/**/*.test.ts'], ...timeouts } },
      { test: { name: 'db', root: 'packages/db', include: ['src/**/*.test.ts'], ...timeouts } },
      apiProject('pglite'),
      ...(postgres ? [apiProject('postgres')] : []),
    ],
  },
});
