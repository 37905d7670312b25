// Server rendering of issue 14, all on one shop started as `npm start` starts it, pages asked as a browser
// asks (`Accept-Encoding: gzip, deflate, br`):
//   B3  req/s of /about, /product/{id} and /catalog at 10 connections ÷ req/s of /api/health of the same
//       server, interleaved pairs (gates ≥ 0.02, ≥ 0.02, ≥ 0.01);
//   B4  one request at a time on an idle server: median time to the last byte of /about (≤ 3 ms) and
//       /catalog (≤ 8 ms), each request alternating with one of /api/health and one of the same page at an
//       address never asked before (`?bench-render=N`, which no page cache can answer): both medians are
//       printed beside;
//   B12 while 200 connections ask for /catalog, /api/health asked every 100 ms over its own connection by
//       another thread: its slowest answer ≤ 1 s.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { attempt, CLIENT_HEADERS, compare, load, median, startShop, type BenchResult, firstProductId } from './lib.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Sequential requests per page for B4 (each followed by one health request). */
const RENDERS = Number(process.env.BENCH_RENDERS ?? 200);
/** Every answer of a page ends its document. */
const PAGE_END = '</html>';

async function throughput(base: string, page: string, shown: string, gate: number): Promise<BenchResult> {
  const result = await compare(
    () => load(base + page, { connections: 10, expect: PAGE_END, headers: CLIENT_HEADERS }),
    () => load(`${base}/api/health`, { connections: 10, expect: '"ok"', headers: CLIENT_HEADERS }),
  );
  return {
    id: 'B3',
    title: `SSR ${shown} ÷ /api/health of the same server, req/s at c=10`,
    figures: {
      'page req/s': Math.round(result.a.rps),
      'health req/s': Math.round(result.b.rps),
      'page p99 ms': result.a.p99,
    },
    ratio: result.ratio,
    gate: `≥ ${gate}`,
    pass: result.ratio >= gate,
  };
}

/** One GET over `agent`; resolves with the milliseconds until the last byte. */
function timedGet(url: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers: CLIENT_HEADERS }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve(performance.now() - started);
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function renderTime(base: string, page: string, gateMs: number): Promise<BenchResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < 20; i += 1) {
      await timedGet(base + page, agent);
      await timedGet(`${base}/api/health`, agent);
    }
    const pageTimes: number[] = [];
    const healthTimes: number[] = [];
    // The same page at an address never asked before: no cache of rendered pages can answer it.
    const freshTimes: number[] = [];
    const fresh = (i: number) => `${base}${page}${page.includes('?') ? '&' : '?'}bench-render=${i}`;
    for (let i = 0; i < RENDERS; i += 1) {
      pageTimes.push(await timedGet(base + page, agent));
      healthTimes.push(await timedGet(`${base}/api/health`, agent));
      freshTimes.push(await timedGet(fresh(i), agent));
    }
    const ms = median(pageTimes);
    return {
      id: 'B4',
      title: `${page} one request at a time on an idle server: median ms to the last byte ÷ ${gateMs} ms`,
      figures: {
        'page ms': Number(ms.toFixed(2)),
        'health ms': Number(median(healthTimes).toFixed(2)),
        'new-address ms': Number(median(freshTimes).toFixed(2)),
        requests: RENDERS,
      },
      ratio: ms / gateMs,
      gate: `≤ ${gateMs} ms`,
      pass: ms <= gateMs,
    };
  } finally {
    agent.destroy();
  }
}

// The health probe runs on its own thread (own event loop), so the load generator's work on the main thread
// does not delay its timers or its reads.
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const times = [];
let failures = 0;
let stopping = false;
parentPort.on('message', () => { stopping = true; });
const probe = () => new Promise((resolve) => {
  const started = performance.now();
  const done = (ok) => { if (!ok) failures += 1; times.push(performance.now() - started); resolve(); };
  http.get(workerData.url, { agent }, (response) => {
    response.resume();
    response.on('end', () => done(response.statusCode === 200));
  }).on('error', () => done(false));
});
(async () => {
  await probe();
  parentPort.postMessage('ready');
  while (!stopping) {
    const started = performance.now();
    await probe();
    const wait = 100 - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  agent.destroy();
  parentPort.postMessage({ times: times.slice(1), failures });
})();
`;

async function healthUnderLoad(base: string): Promise<BenchResult> {
  const worker = new Worker(PROBE, { eval: true, workerData: { url: `${base}/api/health` } });
  const report = new Promise<{ times: number[]; failures: number }>((resolve, reject) => {
    worker.on('message', (message: unknown) => {
      if (message !== 'ready') resolve(message as { times: number[]; failures: number });
    });
    worker.once('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  let catalogue: autocannon.Result;
  try {
    catalogue = await autocannon({
      url: `${base}/catalog`,
      connections: 200,
      duration: SECONDS,
      headers: CLIENT_HEADERS,
    });
  } finally {
    worker.postMessage('stop');
  }
  const { times, failures } = await report;
  await worker.terminate();
  const slowest = Math.max(...times);
  return {
    id: 'B12',
    title: '/api/health every 100 ms while 200 connections ask for /catalog: slowest answer ÷ 1 s',
    figures: {
      'health max ms': Math.round(slowest),
      'health p50 ms': Number(median(times).toFixed(1)),
      probes: times.length,
      'failed probes': failures,
      'catalog req/s': Math.round(catalogue.requests.average),
      'catalog p99 ms': catalogue.latency.p99,
      'catalog errors': catalogue.errors + catalogue.non2xx,
    },
    ratio: slowest / 1000,
    gate: '≤ 1 s',
    pass: slowest <= 1000 && failures === 0 && times.length > 0,
  };
}

export default async function run(): Promise<BenchResult[]> {
  const shop = await startShop({ SEED_DEMO: 'true' });
  try {
    const product = await firstProductId(shop.url);
    // Idle first: the render times before any load has run.
    const about = await attempt('B4', () => renderTime(shop.url, '/about', 3));
    const catalogue = await attempt('B4', () => renderTime(shop.url, '/catalog', 8));
    return [
      ...(await attempt('B3', () => throughput(shop.url, '/about', '/about', 0.02))),
      ...(await attempt('B3', () => throughput(shop.url, `/product/${product}`, '/product/{id}', 0.02))),
      ...(await attempt('B3', () => throughput(shop.url, '/catalog', '/catalog', 0.01))),
      ...about,
      ...catalogue,
      ...(await attempt('B12', () => healthUnderLoad(shop.url))),
    ];
  } finally {
    await shop.stop();
  }
}
