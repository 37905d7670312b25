import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, testEngine } from './test-config.ts';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs the real server process; resolves with its exit code and output once it exits. */
function runServer(env: Record<string, string>) {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', SEED_DEMO: 'false', WEB_BUILD_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForReady(url: string, exited: Promise<unknown>, output: () => string) {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let i = 0; i < 300; i += 1) {
    if (gone) throw new Error(`server exited early:\n${output()}`);
    const ok = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready:\n${output()}`);
}

// Each test starts real processes, which take seconds each on a busy machine.
const PROCESS_TESTS = { timeout: 150_000 };

// The process-level contract is the same on both engines; it runs once, on the embedded default.
describe.runIf(testEngine() === 'pglite')('the server process', PROCESS_TESTS, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'polotno-server-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses to start on bad configuration, naming every wrong variable', async () => {
    const server = runServer({ PORT: 'abc', DATABASE_URL: 'mysql://nope', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT="abc"');
    expect(server.output()).toContain('DATABASE_URL="mysql://nope"');
  });

  it('serves, prints its URL, shuts down cleanly on SIGTERM and starts again on the same data', async () => {
    for (let round = 0; round < 2; round += 1) {
      const port = await freePort();
      const server = runServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
      await waitForReady(`http://127.0.0.1:${port}`, server.exited, server.output);
      expect(server.output()).toContain(`http://127.0.0.1:${port}`);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  });
});

describe.runIf(testEngine() === 'pglite')('one server process per data directory', PROCESS_TESTS, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'polotno-lock-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses a second server on a directory in use, naming the first one; a SIGKILLed holder leaves no lock', async () => {
    const firstPort = await freePort();
    const first = runServer({ PORT: String(firstPort), HOST: '127.0.0.1', DATA_DIR: dataDir });
    await waitForReady(`http://127.0.0.1:${firstPort}`, first.exited, first.output);

    const second = runServer({ PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toBe(`DATA_DIR ${dataDir} is in use by process ${first.child.pid}`);

    // No clean-up runs on SIGKILL: the kernel drops the lock with the process, and the next start takes over.
    first.child.kill('SIGKILL');
    await first.exited;
    const thirdPort = await freePort();
    const third = runServer({ PORT: String(thirdPort), HOST: '127.0.0.1', DATA_DIR: dataDir });
    await waitForReady(`http://127.0.0.1:${thirdPort}`, third.exited, third.output);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  });

  it('refuses a data directory it cannot write with one line naming it and the reason', async () => {
    // Tests may run as root, whom no permission bit stops; a path under a regular file fails for everyone.
    const server = runServer({
      NODE_ENV: 'production',
      SESSION_SECRET: 'lock-test-secret-lock-test-secret-0001',
      PUBLIC_URL: 'https://shop.example',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: '/etc/passwd/polotno',
    });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toMatch(/^DATA_DIR \/etc\/passwd\/polotno is not writable: ENOTDIR: [^\n]+$/);
  });

  it('refuses an unwritable data directory when it would keep its session secret there', async () => {
    const server = runServer({ PORT: String(await freePort()), DATA_DIR: '/etc/passwd/polotno' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/DATA_DIR \/etc\/passwd\/polotno is not writable: ENOTDIR/);
    expect(server.output()).not.toMatch(/\n\s+at /);
  });
});

/** The JSON log lines a process printed (pino: one object per line), skipping plain lines. */
function logLines(output: string): Record<string, unknown>[] {
  return output.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

async function until<T>(
  what: string,
  check: () => T | undefined,
  output: () => string,
  timeoutMs = 90_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}:\n${output()}`);
}

/** GET on a connection of its own: the cluster hands out connections, not requests, to its workers. */
function getStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.runIf(testEngine() === 'pglite')('WORKERS on the embedded database', PROCESS_TESTS, () => {
  it('refuses WORKERS=2 without PostgreSQL, saying why', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'polotno-workers-'));
    try {
      const server = runServer({ WORKERS: '2', PORT: String(await freePort()), DATA_DIR: dataDir });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(
        'WORKERS=2 needs PostgreSQL (DATABASE_URL): the embedded database is one process per data directory',
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

// Needs a PostgreSQL server: runs in the suite's PostgreSQL project, on a database of its own.
describe.runIf(testEngine() === 'postgres' && testDatabaseUrl())('WORKERS on PostgreSQL', PROCESS_TESTS, () => {
  const serverUrl = testDatabaseUrl() ?? '';
  const name = `polotno_cluster_${randomBytes(6).toString('hex')}`;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'polotno-cluster-'));
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves one port from two worker processes, starts up once, replaces a killed worker and stops on SIGTERM', async () => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // Request logs (pino, with each process's pid) tell which worker answered; clients never see a pid.
    const server = runServer({
      DATABASE_URL: url.toString(),
      WORKERS: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    });
    const primaryPid = server.child.pid ?? 0;
    await until(
      'the serving line',
      () => (server.output().includes(`Polotno is serving ${base}`) ? true : undefined),
      server.output,
    );
    const listening = () =>
      logLines(server.output())
        .filter((line) => line.msg === 'worker listening')
        .map((line) => Number(line.workerPid));
    const answeredBy = async (count: number) => {
      const before = logLines(server.output()).length;
      for (let i = 0; i < count; i += 1) expect(await getStatus(`${base}/api/health`)).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return new Set(
        logLines(server.output())
          .slice(before)
          .filter((line) => line.msg === 'request completed')
          .map((line) => Number(line.pid)),
      );
    };

    const workers = await until(
      'two workers',
      () => (listening().length === 2 ? listening() : undefined),
      server.output,
    );
    expect(new Set(workers).size).toBe(2);
    expect(workers).not.toContain(primaryPid);
    expect(await answeredBy(10)).toEqual(new Set(workers));
    // The start-up work (here: creating the admin, which prints its password) ran once, not once per worker.
    expect(server.output().match(/Admin account created/g)).toHaveLength(1);

    const [killed, survivor] = workers as [number, number];
    process.kill(killed, 'SIGKILL');
    const replacement = await until(
      'a replacement worker',
      () => listening().find((pid) => !workers.includes(pid)),
      server.output,
    );
    expect(await answeredBy(10)).toEqual(new Set([survivor, replacement]));

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect([survivor, replacement].filter(isAlive)).toEqual([]);
  });
});
