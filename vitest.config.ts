import { defineConfig } from 'vitest/config';

// The API suite runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const postgres = Boolean(process.env.TEST_DATABASE_URL);

const apiProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `api:${engine}`,
    root: 'apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TEST_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'web', root: 'apps/web', include: ['app/**/*.test.ts'] } },
      // A database set-up (PGlite start, migrations, seed) can take longer than Vitest's 10 s on a busy
      // 2-core machine: the db and API projects give hooks a minute.
      {
        test: {
          name: 'db',
          root: 'packages/db',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      apiProject('pglite'),
      ...(postgres ? [apiProject('postgres')] : []),
    ],
  },
});
