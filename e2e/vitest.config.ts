import { defineConfig } from 'vitest/config';

// Browser journeys: one real server (built web, seeded PGlite) shared by every spec, run one file at a time.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
