import { defineConfig } from 'vitest/config';

// Browser journeys: one real server (built web, seeded PGlite) shared by every spec, run one file at a time.
// Timeouts hold on a busy 2-core machine; they only stop a hung journey, nothing asserts speed. A polled
// expectation (`expect.poll`: what the page shows after React or a fetch answers) waits up to 10 s instead of
// Vitest's 1 s. Playwright's own waits keep its default of 30 s; the server has 3 minutes to start
// (`support/server.ts`).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 10_000 } },
  },
});
