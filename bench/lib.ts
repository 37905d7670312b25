/**
 * Benchmark helpers. Every figure is a ratio against a baseline measured in the same run, interleaved
 * A, B, A, B… with the median of the pairs, so machine speed cancels out.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
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
  dataDir: string;
  /** The server process (for reading its memory from /proc). */
  pid: number;
  log(): string;
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

function rootScripts(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return manifest.scripts ?? {};
}

/** A package.json script that is one `node …` command: its arguments and leading `NAME=value` variables. */
function nodeCommand(name: string, script: string): { args: string[]; env: Record<string, string> } {
  const words = script.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [variable, ...value] = words.shift()!.split('=');
    env[variable!] = value.join('=');
  }
  if (words.shift() !== 'node' || words.some((word) => /[;&|<>$`'"]/.test(word))) {
    throw new Error(`the bench runs "npm ${name}" as one node command, but it is: ${script}`);
  }
  return { args: words, env };
}

/**
 * How `npm start` runs the server, read from the root package.json at bench time, so the bench measures the
 * same entry (TypeScript through tsx, or built JavaScript) with the same flags. Its `prestart` step (which
 * builds what is missing or stale) runs first, once per bench process, as `npm start` runs it.
 */
export function startCommand(): { args: string[]; env: Record<string, string> } {
  const scripts = rootScripts();
  if (!scripts.start) throw new Error('package.json has no "start" script');
  if (scripts.prestart && !preparedStart) {
    const prestart = nodeCommand('prestart', scripts.prestart);
    execFileSync(process.execPath, prestart.args, {
      cwd: ROOT,
      env: { ...process.env, ...prestart.env },
      stdio: 'inherit',
    });
    preparedStart = true;
  }
  const command = nodeCommand('start', scripts.start);
  const entry = command.args.find((word) => !word.startsWith('-') && /\.[cm]?[jt]s$/.test(word));
  if (entry && !existsSync(path.join(ROOT, entry))) {
    throw new Error(`${entry} (the "start" script's entry) does not exist: run "npm run build" first`);
  }
  return command;
}
let preparedStart = false;

/** Runs `node <args>` from the repository root and waits until `readyPath` answers 200. */
export async function spawnService(args: string[], env: Record<string, string>, readyPath: string) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'polotno-bench-'));
  let log = '';
  const child = spawn(process.execPath, args, {
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
  const name = args.join(' ');
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not start:\n${log}`);
    }
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
    pid: child.pid ?? 0,
    log: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  } satisfies Service;
}

/** The shop as `npm start` runs it (production build of the web included), on its own data directory. */
export function startShop(env: Record<string, string> = {}) {
  const command = startCommand();
  return spawnService(command.args, { ...command.env, ...env }, '/api/ready');
}

/** The id of the first product the running shop at `url` lists (the demo catalogue has one). */
export async function firstProductId(url: string): Promise<number> {
  const listing = (await (await fetch(`${url}/api/products?limit=1`)).json()) as { items: { id: number }[] };
  const product = listing.items[0]?.id;
  if (product === undefined) throw new Error('the demo catalogue has no product');
  return product;
}

/** The four pages a phone is measured on (B6 Lighthouse, B14 trace): each as printed, and its address. */
export async function labPages(url: string): Promise<(readonly [shown: string, path: string])[]> {
  const product = await firstProductId(url);
  return [
    ['/', '/'],
    ['/catalog', '/catalog'],
    ['/product/{id}', `/product/${product}`],
    ['/catalog?search=кулирка', `/catalog?search=${encodeURIComponent('кулирка')}`],
  ];
}

/**
 * A customer registered on the running shop as the registration popup registers one (the SMS code read from
 * the shop's development outbox, `DATA_DIR/outbox/sms.jsonl`), then signed in: the `Cookie` header of their
 * session, for pages only a signed-in visitor sees (cart, cabinet).
 */
export async function customerCookie(shop: Service, phone = '79990001234'): Promise<string> {
  const password = 'bench-knit-and-purl-42';
  const call = async (path: string, body: unknown) => {
    const response = await fetch(shop.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  await call('/api/verification/send', { phoneNumber: phone });
  const outbox = readFileSync(path.join(shop.dataDir, 'outbox', 'sms.jsonl'), 'utf8')
    .trim()
    .split('\n');
  const text = outbox
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .findLast((sms) => sms.to === phone);
  const code = /\b\d{6}\b/.exec(text?.text ?? '')?.[0];
  if (!code) throw new Error(`the shop sent no code to ${phone}`);
  const checked = (await (await call('/api/verification/check', { phoneNumber: phone, code })).json()) as {
    verificationToken: string;
  };
  await call('/api/user/register', {
    phone,
    name: 'Bench Customer',
    password,
    passwordConfirmation: password,
    verificationToken: checked.verificationToken,
  });
  const login = await call('/api/auth/login', { email: phone, password });
  const cookies = login.headers.getSetCookie().map((line) => line.split(';')[0]!);
  if (cookies.length === 0) throw new Error('the login set no cookie');
  return cookies.join('; ');
}

export interface Chromium {
  /** `debian` (/usr/bin/chromium), `npm` (the binary inside @sparticuz/chromium) or `CHROME_PATH`. */
  name: string;
  path: string;
}

/**
 * The Chromiums the browser benchmarks run with: `CHROME_PATH` alone when set; else Debian's
 * `/usr/bin/chromium` (bench/README.md says how to install it) and the one inside the `@sparticuz/chromium`
 * package, both when both are there — they have given different Lighthouse scores on the same machine.
 */
export async function chromiums(): Promise<Chromium[]> {
  if (process.env.CHROME_PATH) return [{ name: 'CHROME_PATH', path: process.env.CHROME_PATH }];
  const found: Chromium[] = [];
  if (existsSync('/usr/bin/chromium')) found.push({ name: 'debian', path: '/usr/bin/chromium' });
  const packaged = (await import('@sparticuz/chromium')).default;
  found.push({ name: 'npm', path: await packaged.executablePath() });
  return found;
}

/** The machine's one-minute load average per core: above ~0.5 other work competes for the CPU. */
export function loadPerCore(): number {
  return os.loadavg()[0]! / os.availableParallelism();
}

/** The baseline server (bench/bare-fastify.ts) with its arguments. */
export function startBare(args: string[] = []) {
  return spawnService(['--import', 'tsx', 'bench/bare-fastify.ts', ...args], {}, '/');
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

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** One GET with node:http: the answer's bytes exactly as sent (no decoding, unlike fetch). */
export function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers as Record<string, string | string[]>,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Kibibytes with one decimal. */
export function kib(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}

/** Runs one benchmark; one that throws becomes a failed result, so the others still report. */
export async function attempt(id: string, bench: () => Promise<BenchResult | BenchResult[]>): Promise<BenchResult[]> {
  try {
    return [await bench()].flat();
  } catch (error) {
    console.error(error);
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return [{ id, title: 'did not complete', figures: { error: message }, ratio: NaN, gate: '—', pass: false }];
  }
}
