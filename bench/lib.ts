/**
 * Benchmark helpers. Every figure is a ratio against a baseline measured in the same run, interleaved
 * A, B, A, B… with the median of the pairs (reference/performance.md §5), so machine speed cancels out.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  mean: number;
}

export interface Service {
  url: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs a TypeScript entry in its own Node process and waits until `readyPath` answers 200. */
export async function spawnService(entry: string, args: string[], env: Record<string, string>, readyPath: string) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'polotno-bench-'));
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (log += chunk));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`${entry} did not start:\n${log}`);
    const ok = await fetch(url + readyPath).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** What Node's `fetch` (the web server's API client) and browsers send: answers may come compressed. */
export const CLIENT_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** autocannon against one URL: warm-up first, then the measured run; any error or non-2xx fails the bench. */
export async function load(
  url: string,
  options: { connections?: number; seconds?: number; expect?: string; headers?: Record<string, string> } = {},
) {
  const connections = options.connections ?? 50;
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 10);
  const headers = options.headers ?? {};
  await autocannon({ url, connections, headers, duration: Math.max(1, Math.round(seconds * 0.3)) });
  const result = await autocannon({ url, connections, headers, duration: seconds });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers under load`);
  }
  if (options.expect) {
    const body = await (await fetch(url)).text();
    if (!body.includes(options.expect)) throw new Error(`${url}: answer lacks ${JSON.stringify(options.expect)}`);
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
  } satisfies Load;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Measures A and B interleaved `pairs` times and returns every run plus the median ratio A ÷ B of req/s. */
export async function compare(
  a: () => Promise<Load>,
  b: () => Promise<Load>,
  pairs = Number(process.env.BENCH_PAIRS ?? 3),
) {
  const runs: { a: Load; b: Load }[] = [];
  for (let i = 0; i < pairs; i += 1) runs.push({ a: await a(), b: await b() });
  return {
    a: { rps: median(runs.map((run) => run.a.rps)), p99: median(runs.map((run) => run.a.p99)) },
    b: { rps: median(runs.map((run) => run.b.rps)), p99: median(runs.map((run) => run.b.p99)) },
    ratio: median(runs.map((run) => run.a.rps / run.b.rps)),
  };
}

export interface BenchResult {
  id: string;
  title: string;
  figures: Record<string, number | string>;
  ratio: number;
  gate: string;
  pass: boolean;
}

export function machine() {
  return { node: process.version, cpus: os.availableParallelism(), platform: `${os.platform()} ${os.arch()}` };
}
