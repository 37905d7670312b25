/**
 * The configuration the API's tests run with, and which database engine the test project is on: test
 * support, kept beside the suites rather than in the application's configuration module.
 */
import path from 'node:path';
import { loadConfig, type Config } from '../src/config.ts';

/** `TEST_DATABASE_URL`: when set, the API suite also runs on that PostgreSQL server. */
export function testDatabaseUrl(): string | null {
  return process.env.TEST_DATABASE_URL || null;
}

/** Which engine this test project runs on: `TEST_ENGINE=postgres` is set by the PostgreSQL project. */
export function testEngine(): 'pglite' | 'postgres' {
  return process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

/** A configuration for tests: in-memory PGlite, quiet logs, fixed secret; `overrides` win. */
export function testConfig(overrides: Partial<Config> & { dataDir: string }): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    // Suites log in and send codes from one address many times; tests of these limits lower them.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SMS_PER_IP_PER_HOUR: '100000',
    SMS_PER_PREFIX_PER_HOUR: '100000',
    SMS_GLOBAL_PER_HOUR: '100000',
    LOGIN_IP_MAX_FAILURES: '10000',
    MAIL_MANAGERS: 'manager@polotno.test',
  });
  // Files, backups and mail follow the test's own data directory unless the test says otherwise.
  return Object.freeze({
    ...base,
    database: { kind: 'pglite' } as const,
    files: { kind: 'local' as const, dir: path.join(overrides.dataDir, 'files') },
    backup: { ...base.backup, dir: path.join(overrides.dataDir, 'backups') },
    mail: { ...base.mail, transport: { kind: 'outbox' as const, dir: path.join(overrides.dataDir, 'outbox', 'mail') } },
    ...overrides,
  });
}
