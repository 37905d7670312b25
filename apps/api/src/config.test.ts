import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for a bare machine', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/polotno-config-test' });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/tmp/polotno-config-test/db' });
    expect(config.seedDemo).toBe(true);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('selects PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/polotno-config-test',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/shop',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/shop' });
  });

  it('names every wrong variable in one error', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'abc', SEED_DEMO: 'maybe', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    expect(message).toContain('PORT="abc"');
    expect(message).toContain('SEED_DEMO="maybe"');
    expect(message).toContain('DATABASE_URL="mysql://x"');
  });

  it('refuses to run in production without a session secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/polotno-config-test' })).toThrow(
      /SESSION_SECRET/,
    );
  });
});
