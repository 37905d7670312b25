/**
 * Checks of the real server and commands (`npm run test:reliability`, or `-- crash`, `-- workers`,
 * `-- backup-kill`, `-- move` for one):
 *
 * - crash: the server is killed with SIGKILL several times while clients place orders; every client retries a
 *   failed request with the same Idempotency-Key and body until it gets an answer. Afterwards the database must
 *   hold every acknowledged order (lost 0), no order twice (duplicates 0), and stock must equal the initial
 *   stock minus the rolls of the orders that exist. Knobs: RELIABILITY_CLIENTS (32), RELIABILITY_ORDERS
 *   (15 per client), RELIABILITY_KILLS (3).
 * - workers: a two-worker start (`WORKERS=2`) on the demo catalogue under 50 connections for 60 s (listings,
 *   products, readiness and orders), ten times; no request may time out (10 s) or fail. Knobs:
 *   RELIABILITY_WORKER_RUNS (10), RELIABILITY_WORKER_SECONDS (60), RELIABILITY_WORKER_CONNECTIONS (50).
 *
 * - backup-kill: `npm run backup` of a closed PGlite shop with 60 files of 400 kB is killed with SIGKILL while it
 *   writes the archive, three times; no `.zip` may be left and restore must refuse what is left.
 * - move: `npm run db:move-to-postgres --files-to-s3` into a bucket (`ops.move.test.ts`), and the browser journey
 *   of the move (`e2e/move-to-postgres.e2e.ts`: a PGlite shop with a customer, an order of rolls and a picture,
 *   moved, served from PostgreSQL); builds what is stale first.
 *
 * PostgreSQL from RELIABILITY_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test;
 * a fresh database is created and dropped for each check that needs one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const SERVER = fileURLToPath(new URL('../apps/api/src/server.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OPS_CLI = fileURLToPath(new URL('../apps/api/src/modules/ops/ops.cli.ts', import.meta.url));
const BACKUP_KILLS = 3;
const BASE_URL =
  process.env.RELIABILITY_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = Number(process.env.RELIABILITY_CLIENTS ?? 32);
const ORDERS_PER_CLIENT = Number(process.env.RELIABILITY_ORDERS ?? 15);
const KILLS = Number(process.env.RELIABILITY_KILLS ?? 3);
const WORKER_RUNS = Number(process.env.RELIABILITY_WORKER_RUNS ?? 10);
const WORKER_SECONDS = Number(process.env.RELIABILITY_WORKER_SECONDS ?? 60);
const WORKER_CONNECTIONS = Number(process.env.RELIABILITY_WORKER_CONNECTIONS ?? 50);
/** A request not answered in this long counts as timed out. */
const REQUEST_TIMEOUT_MS = 10_000;
const INITIAL_STOCK = 1_000;
const ADMIN_PHONE = '79990000001';
const ADMIN_PASSWORD = 'reliability-password-1';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Creates an empty database for this run; resolves with its URL and a function that drops it. */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `polotno_reliability_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleaner = new pg.Client({ connectionString: BASE_URL });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

class Server {
  child: ChildProcess | null = null;
  output = '';
  constructor(
    readonly port: number,
    readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the server and resolves once it answers readiness and has said it serves (every worker listens). */
  async start(): Promise<void> {
    this.output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { PATH: process.env.PATH ?? '', ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk));
    this.child = child;
    for (let attempt = 0; attempt < 1200; attempt += 1) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${this.output}`);
      const ready = await fetch(`${this.url}/api/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready && this.output.includes('Polotno is serving')) return;
      await sleep(100);
    }
    throw new Error(`server not ready:\n${this.output}`);
  }

  /** SIGTERM: the graceful stop (workers finish their requests); resolves when the process has exited. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  /** SIGKILL: no graceful shutdown, in-flight transactions die with the process. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

interface Attempt {
  key: string;
  body: string;
  rolls: Map<number, number>;
}

interface Outcome {
  acknowledged: Map<string, number>;
  short: number;
  requests: number;
  retries: number;
  /** Retries answered 200: the order had been committed before the previous attempt lost its answer. */
  replayed: number;
}

/** One client: places its orders one after another, retrying each with the same key until answered. */
async function client(server: Server, token: string, index: number, products: number[], outcome: Outcome) {
  for (let n = 0; n < ORDERS_PER_CLIENT; n += 1) {
    const lines = products
      .filter((_, position) => position === 0 || (index + n) % 2 === 0)
      .map((productId, position) => ({ productId, count: 1 + ((index + n + position) % 3) }));
    const attempt: Attempt = {
      key: `reliability-${index}-${n}`,
      body: JSON.stringify({ lines }),
      rolls: new Map(lines.map((line) => [line.productId, line.count])),
    };
    for (let tries = 0; ; tries += 1) {
      if (tries > 0) outcome.retries += 1;
      outcome.requests += 1;
      const response = await fetch(`${server.url}/api/order`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': attempt.key,
        },
        body: attempt.body,
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      if (response && (response.status === 200 || response.status === 201)) {
        if (response.status === 200) outcome.replayed += 1;
        const order = (await response.json()) as { id: number };
        const earlier = outcome.acknowledged.get(attempt.key);
        if (earlier !== undefined && earlier !== order.id) throw new Error(`key ${attempt.key} answered two orders`);
        outcome.acknowledged.set(attempt.key, order.id);
        break;
      }
      if (response && response.status === 409) {
        outcome.short += 1;
        break;
      }
      if (response && response.status < 500 && response.status !== 429) {
        throw new Error(`unexpected ${response.status}: ${await response.text()}`);
      }
      // Connection refused or reset (the server is down), 5xx or 429: same key, same body, again.
      await sleep(50 + Math.floor(Math.random() * 100));
    }
  }
}

/** The crash check (see the header); resolves true when it failed. */
async function crashCheck(): Promise<boolean> {
  const database = await freshDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'polotno-reliability-'));
  const server = new Server(await freePort(), {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    WEB_BUILD_DIR: '/nonexistent',
    ADMIN_PHONE,
    ADMIN_PASSWORD,
    SESSION_SECRET: 'reliability-secret-reliability-secret-0123',
    ORDER_EXPIRY_INTERVAL_SECONDS: '0',
  });
  const sql = new pg.Client({ connectionString: database.url });
  let failed = false;
  try {
    await server.start();
    await sql.connect();
    const inserted = await sql.query<{ id: number }>(
      `insert into products (name_ru, name_uz, price_kopecks, count)
       values ('Футер A', 'Futer A', 50000, $1), ('Кулирка B', 'Kulirka B', 40000, $1) returning id`,
      [INITIAL_STOCK],
    );
    const products = inserted.rows.map((row) => row.id).sort((a, b) => a - b);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_PHONE, password: ADMIN_PASSWORD, loginType: 'phone' }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const token = ((await login.json()) as { access_token: string }).access_token;

    const outcome: Outcome = { acknowledged: new Map(), short: 0, requests: 0, retries: 0, replayed: 0 };
    const started = Date.now();
    const load = Promise.all(
      Array.from({ length: CLIENTS }, (_, index) => client(server, token, index, products, outcome)),
    );
    let kills = 0;
    let done = false;
    void load.finally(() => (done = true));
    while (kills < KILLS && !done) {
      await sleep(700 + Math.floor(Math.random() * 600));
      if (done) break;
      await server.kill();
      kills += 1;
      await sleep(200);
      await server.start();
    }
    await load;
    const seconds = (Date.now() - started) / 1000;

    const orders = await sql.query<{ id: number }>('select id from orders');
    const keys = await sql.query<{ key: string; order_id: number | null }>(
      'select key, order_id from order_idempotency_keys',
    );
    const stock = await sql.query<{ id: number; count: number }>('select id, count from products order by id');
    const lineRolls = await sql.query<{ product_id: number; rolls: string }>(
      'select product_id, sum(rolls) as rolls from order_lines group by product_id',
    );
    const existing = new Set(orders.rows.map((row) => row.id));
    const lost = [...outcome.acknowledged.values()].filter((id) => !existing.has(id)).length;
    const ordersPerKey = new Map<number, number>();
    for (const row of keys.rows)
      if (row.order_id !== null) ordersPerKey.set(row.order_id, (ordersPerKey.get(row.order_id) ?? 0) + 1);
    // An order not tied to exactly one key was created twice for one request (or by nobody's request).
    const duplicates = orders.rows.filter((row) => ordersPerKey.get(row.id) !== 1).length;
    const keysWithoutAnswer = keys.rows.filter((row) => !outcome.acknowledged.has(row.key)).length;
    const sold = new Map(lineRolls.rows.map((row) => [row.product_id, Number(row.rolls)]));
    const stockMismatch = stock.rows.filter((row) => INITIAL_STOCK - row.count !== (sold.get(row.id) ?? 0)).length;

    const figures = {
      clients: CLIENTS,
      checkouts: CLIENTS * ORDERS_PER_CLIENT,
      kills,
      seconds: Number(seconds.toFixed(1)),
      requests: outcome.requests,
      retries: outcome.retries,
      replayedAfterCrash: outcome.replayed,
      acknowledged: outcome.acknowledged.size,
      short409: outcome.short,
      ordersInDatabase: orders.rows.length,
      lost,
      duplicates,
      committedButUnanswered: keysWithoutAnswer,
      stockMismatch,
      stockLeft: stock.rows.map((row) => row.count),
    };
    console.log(JSON.stringify(figures, null, 2));
    failed =
      lost !== 0 ||
      duplicates !== 0 ||
      stockMismatch !== 0 ||
      keysWithoutAnswer !== 0 ||
      orders.rows.length !== outcome.acknowledged.size ||
      outcome.acknowledged.size + outcome.short !== CLIENTS * ORDERS_PER_CLIENT;
    console.log(failed ? 'RELIABILITY: FAILED' : 'RELIABILITY: OK — orders lost 0, duplicates 0, stock consistent');
  } finally {
    await server.kill();
    await sql.end().catch(() => undefined);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return failed;
}

interface LoadFigures {
  requests: number;
  failed: number;
  timedOut: number;
  /** Answers by status, and what the failures were. */
  statuses: Record<string, number>;
  failures: string[];
  latencies: number[];
}

/** One connection's loop: a mix of what shoppers ask, one request at a time, until `until`. */
async function shopper(
  url: string,
  token: string,
  products: { id: number; color: number | null }[],
  until: number,
  figures: LoadFigures,
) {
  for (let n = 0; Date.now() < until; n += 1) {
    const pick = n % 20;
    const product = products[n % products.length]!;
    const request: [string, RequestInit] =
      pick === 0
        ? [
            '/api/order',
            {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ lines: [{ productId: product.id, count: 1, color: product.color }] }),
            },
          ]
        : pick === 1
          ? ['/api/ready', {}]
          : pick < 8
            ? [`/api/product/${product.id}`, {}]
            : [`/api/products?page=${1 + (n % 3)}&limit=24`, {}];
    const started = performance.now();
    figures.requests += 1;
    try {
      const response = await fetch(`${url}${request[0]}`, {
        ...request[1],
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = await response.text();
      figures.statuses[response.status] = (figures.statuses[response.status] ?? 0) + 1;
      // 409: the stock ran out, an answer like any other.
      if (response.status >= 400 && response.status !== 409) {
        figures.failed += 1;
        figures.failures.push(`${request[0]} → ${response.status} ${body.slice(0, 200)}`);
      }
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError') figures.timedOut += 1;
      else figures.failed += 1;
      figures.failures.push(`${request[0]} → ${name}: ${(error as Error).message}`);
    }
    figures.latencies.push(performance.now() - started);
  }
}

/** The workers check (see the header); resolves true when any run had a timeout or a failure. */
async function workersCheck(): Promise<boolean> {
  const database = await freshDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'polotno-reliability-'));
  const server = new Server(await freePort(), {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    WORKERS: '2',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    WEB_BUILD_DIR: '/nonexistent',
    ADMIN_PHONE,
    ADMIN_PASSWORD,
    SESSION_SECRET: 'reliability-secret-reliability-secret-0123',
  });
  let failedRuns = 0;
  const sql = new pg.Client({ connectionString: database.url });
  try {
    for (let run = 1; run <= WORKER_RUNS; run += 1) {
      await server.start();
      if (run === 1) await sql.connect();
      // Stock for every run's orders (a run sells out what it is given): the fabrics without roll records.
      await sql.query(
        'update products set count = greatest(count, 500) where not exists (select 1 from rolls where rolls.product_id = products.id)',
      );
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN_PHONE, password: ADMIN_PASSWORD, loginType: 'phone' }),
      });
      if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
      const token = ((await login.json()) as { access_token: string }).access_token;
      const listing = (await (await fetch(`${server.url}/api/products?limit=24`)).json()) as {
        items: { id: number; colors: { id: number }[] }[];
      };
      const products = listing.items.map((product) => ({ id: product.id, color: product.colors[0]?.id ?? null }));
      const figures: LoadFigures = { requests: 0, failed: 0, timedOut: 0, statuses: {}, failures: [], latencies: [] };
      const until = Date.now() + WORKER_SECONDS * 1000;
      await Promise.all(
        Array.from({ length: WORKER_CONNECTIONS }, () => shopper(server.url, token, products, until, figures)),
      );
      const sorted = figures.latencies.sort((a, b) => a - b);
      const quantile = (q: number) =>
        Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0);
      const bad = figures.timedOut > 0 || figures.failed > 0;
      if (bad) failedRuns += 1;
      console.log(
        JSON.stringify({
          run,
          requests: figures.requests,
          perSecond: Math.round(figures.requests / WORKER_SECONDS),
          timedOut: figures.timedOut,
          failed: figures.failed,
          statuses: figures.statuses,
          p50ms: quantile(0.5),
          p99ms: quantile(0.99),
          maxMs: Math.round(sorted.at(-1) ?? 0),
        }),
      );
      if (bad) {
        console.log(`  first failures: ${figures.failures.slice(0, 5).join('; ')}`);
        console.log(`  server output:\n${server.output.split('\n').slice(-40).join('\n')}`);
      }
      await server.stop();
    }
    console.log(
      failedRuns > 0
        ? `WORKERS: FAILED — ${failedRuns} of ${WORKER_RUNS} runs had timeouts or failures`
        : `WORKERS: OK — ${WORKER_RUNS} runs of ${WORKER_CONNECTIONS} connections × ${WORKER_SECONDS} s, no timeouts, no failures`,
    );
  } finally {
    await server.kill();
    await sql.end().catch(() => undefined);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return failedRuns > 0;
}

/** Runs a command to its end; resolves with its exit code and output. */
function run(command: string, args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** The backup-kill check (see the header); resolves true when it failed. */
async function backupKillCheck(): Promise<boolean> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'polotno-reliability-backup-'));
  const backups = path.join(dataDir, 'backups');
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_DIR: backups, LOG_LEVEL: 'silent', SEED_DEMO: 'true' };
  let failed = false;
  try {
    // A shop's data directory (migrated, demo catalogue) closed again: the command opens it itself.
    const seeded = await run(
      process.execPath,
      ['--import', 'tsx', 'packages/db/src/seed-cli.ts', '--products', '50'],
      env,
    );
    if (seeded.code !== 0) throw new Error(`seeding failed:\n${seeded.output}`);
    await mkdir(path.join(dataDir, 'files', 'img'), { recursive: true });
    for (let i = 0; i < 60; i += 1) {
      await writeFile(path.join(dataDir, 'files', 'img', `p${i}.webp`), randomBytes(400_000));
    }
    for (let kill = 1; kill <= BACKUP_KILLS; kill += 1) {
      const child = spawn(process.execPath, ['--import', 'tsx', OPS_CLI, 'backup'], {
        cwd: ROOT,
        env: { ...process.env, ...env },
        stdio: 'ignore',
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // Killed once the archive is being written (the database is dumped first), at a different moment each time.
      const before = new Set(await readdir(backups).catch(() => [] as string[]));
      let partial: string | undefined;
      while (!partial && child.exitCode === null) {
        await sleep(5);
        const names = await readdir(backups).catch(() => [] as string[]);
        partial = names.find((name) => name.endsWith('.partial') && !before.has(name));
      }
      await sleep(kill * 40);
      child.kill('SIGKILL');
      await exited;
      const left = await readdir(backups);
      const archives = left.filter((name) => name.endsWith('.zip'));
      const target = path.join(dataDir, `restored-${kill}`);
      const refusals = [];
      for (const name of left.filter((entry) => entry.endsWith('.partial'))) {
        const restored = await run(
          process.execPath,
          ['--import', 'tsx', OPS_CLI, 'restore', path.join(backups, name)],
          {
            ...env,
            DATA_DIR: target,
            BACKUP_DIR: path.join(target, 'backups'),
          },
        );
        refusals.push(restored.code !== 0 && /not a complete backup archive|has no manifest/.test(restored.output));
      }
      // The backup before it was killed too: this one removed what that one left.
      const ok =
        partial !== undefined &&
        left.length === 1 &&
        archives.length === 0 &&
        refusals.length > 0 &&
        refusals.every(Boolean);
      console.log(JSON.stringify({ kill, leftBehind: left, zipArchives: archives.length, refusedByRestore: refusals }));
      if (!ok) failed = true;
    }
    console.log(
      failed
        ? 'BACKUP-KILL: FAILED'
        : `BACKUP-KILL: OK — ${BACKUP_KILLS} backups killed while writing, no archive left, restore refused each`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return failed;
}

/**
 * The move check: `db:move-to-postgres --files-to-s3` into a bucket on an S3-protocol server
 * (`ops.move.test.ts`), then the e2e journey of the move against a build of the current sources.
 */
async function moveCheck(): Promise<boolean> {
  const withS3 = await run(
    'npx',
    ['vitest', 'run', '--project', 'api:pglite', 'apps/api/src/modules/ops/ops.move.test.ts'],
    { RELIABILITY_MOVE_JOURNEY: '1', TEST_DATABASE_URL: BASE_URL },
  );
  if (withS3.code !== 0 || !/1 passed/.test(withS3.output)) {
    console.log(`MOVE: FAILED (--files-to-s3)\n${withS3.output}`);
    return true;
  }
  const built = await run(process.execPath, ['scripts/ensure-build.mjs'], {});
  if (built.code !== 0) throw new Error(`build failed:\n${built.output}`);
  const journey = await run('npm', ['test', '-w', '@polotno/e2e', '--', 'move-to-postgres'], {
    RELIABILITY_MOVE_JOURNEY: '1',
    TEST_DATABASE_URL: BASE_URL,
  });
  const passed = journey.code === 0 && /1 passed/.test(journey.output);
  console.log(
    passed
      ? 'MOVE: OK — the database and files copied into PostgreSQL and S3; logins, orders, rolls and pictures work after'
      : `MOVE: FAILED\n${journey.output}`,
  );
  return !passed;
}

const CHECKS: Record<string, () => Promise<boolean>> = {
  crash: crashCheck,
  workers: workersCheck,
  'backup-kill': backupKillCheck,
  move: moveCheck,
};
const only = process.argv[2];
if (only !== undefined && !(only in CHECKS)) throw new Error(`no check ${only}: ${Object.keys(CHECKS).join(', ')}`);
const failures: boolean[] = [];
for (const [name, check] of Object.entries(CHECKS))
  if (only === undefined || only === name) failures.push(await check());
if (failures.some(Boolean)) process.exitCode = 1;
