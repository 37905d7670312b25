import { availableParallelism } from 'node:os';
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
    expect(message).toContain('PORT="abc": must be a port number from 0 to 65535');
    expect(message).toContain('SEED_DEMO="maybe"');
    expect(message).toContain('DATABASE_URL="mysql://x"');
  });

  it('keeps files in the data directory and mail in its outbox by default', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/polotno-config-test' });
    expect(config.files).toEqual({ kind: 'local', dir: '/tmp/polotno-config-test/files' });
    expect(config.mail.transport).toEqual({ kind: 'outbox', dir: '/tmp/polotno-config-test/outbox/mail' });
    expect(config.mail.managers).toEqual([]);
  });

  it('selects the S3 bucket, SMTP and the managers list when configured', () => {
    const config = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'polotno',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
      SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
      MAIL_MANAGERS: 'a@polotno.ru, b@polotno.ru',
    });
    expect(config.files).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'polotno',
      region: 'us-east-1',
      accessKey: 'key',
      secretKey: 'secret',
    });
    expect(config.mail.transport).toEqual({ kind: 'smtp', url: 'smtp://user:pass@127.0.0.1:2525' });
    expect(config.mail.managers).toEqual(['a@polotno.ru', 'b@polotno.ru']);
  });

  it('refuses a half-configured S3 bucket and a bad managers list', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY/);
    expect(() => loadConfig({ MAIL_MANAGERS: 'a@polotno.ru, not-an-address' })).toThrow(/MAIL_MANAGERS/);
  });

  it('trusts no proxy unless TRUST_PROXY names addresses, CIDR ranges or address keywords', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/polotno-config-test' }).trustProxy).toEqual([]);
    const config = loadConfig({
      DATA_DIR: '/tmp/polotno-config-test',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback',
    });
    expect(config.trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses a hop count and anything that is not an address, naming the bad item', () => {
    const problem = (value: string) => {
      try {
        loadConfig({ DATA_DIR: '/tmp/polotno-config-test', TRUST_PROXY: value });
      } catch (error) {
        return (error as ConfigError).message;
      }
      return 'accepted';
    };
    expect(problem('1')).toMatch(/TRUST_PROXY="1": "1" is a hop count.*name the proxy's address/);
    expect(problem('127.0.0.1,proxy.local')).toMatch(/"proxy.local" is not an IP address/);
    expect(problem('10.0.0.0/33')).toMatch(/"10.0.0.0\/33" has a bad prefix length/);
    expect(problem('true')).toMatch(/"true" is not an IP address/);
  });

  it('runs one process per core on PostgreSQL and exactly one on the embedded database', () => {
    const postgres = { DATA_DIR: '/tmp/polotno-config-test', DATABASE_URL: 'postgres://u@127.0.0.1:5432/shop' };
    expect(loadConfig(postgres).workers).toBe(availableParallelism());
    expect(loadConfig({ ...postgres, WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ DATA_DIR: '/tmp/polotno-config-test' }).workers).toBe(1);
    expect(loadConfig({ DATA_DIR: '/tmp/polotno-config-test', WORKERS: '1' }).workers).toBe(1);
  });

  it('refuses WORKERS above one without PostgreSQL, and a WORKERS that is not a count', () => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/polotno-config-test', WORKERS: '2' })).toThrow(
      'WORKERS=2 needs PostgreSQL (DATABASE_URL): the embedded database is one process per data directory',
    );
    for (const bad of ['0', '1.5', 'many', '257']) {
      expect(() => loadConfig({ DATA_DIR: '/tmp/polotno-config-test', WORKERS: bad })).toThrow(
        `WORKERS=${JSON.stringify(bad)}: must be a whole number of processes from 1 to 256`,
      );
    }
  });

  it('refuses a data directory it cannot keep its session secret in, in one line', () => {
    // A path under a regular file: no permission bit would stop root, whom tests may run as.
    expect(() => loadConfig({ DATA_DIR: '/etc/passwd/polotno' })).toThrow(
      /DATA_DIR \/etc\/passwd\/polotno is not writable: ENOTDIR/,
    );
  });

  it('refuses to run in production without a session secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/polotno-config-test' })).toThrow(
      /SESSION_SECRET/,
    );
  });
});
