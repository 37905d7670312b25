// Catalogue benchmarks of issue 4:
//   B1 cached listing (24 items) ÷ a bare Fastify server replaying the listing's exact answer (bytes and
//      headers, fetched once from the shop), req/s, c=50, both asked as the web's API client asks
//      (`Accept-Encoding: gzip, deflate, br`), so both send the stored brotli form. The load generator's cost
//      of reading those bytes (autocannon decodes every body as text) is the same on both sides and cancels;
//   B2 uncached listing ÷ the same process's `SELECT 1` endpoint (/api/ready), req/s, c=50 — a printed
//      figure, not a gate;
//   B9 search over 10,000 products as the header's search box asks (GET /api/products/suggest): in-process
//      p50 ÷ primary-key lookup p50 (1,500 queries after 30 warm-up), in-process p95, and HTTP p99 at c=10
//      with the cache off; the catalogue page's search (listing with total and facets) is reported beside it.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDb, seedCatalog } from '@polotno/db';
import { SuggestQuerySchema } from '@polotno/domain';
import { CatalogChanges, createCatalogService } from '../apps/api/src/modules/catalog/catalog.module.ts';
import { attempt, CLIENT_HEADERS, compare, load, ROOT, startBare, startShop, type BenchResult } from './lib.ts';

const LISTING = '/api/products?limit=24&page=1';

export async function b1(): Promise<BenchResult> {
  const shop = await startShop({ SEED_DEMO: 'true' });
  const bare = await startBare(['--replay', shop.url + LISTING]);
  try {
    const result = await compare(
      () => load(shop.url + LISTING, { expect: '"facets"', headers: CLIENT_HEADERS }),
      () => load(`${bare.url}/`, { expect: '"facets"', headers: CLIENT_HEADERS }),
    );
    return {
      id: 'B1',
      title: 'cached GET /api/products (24 items, brotli) ÷ bare Fastify replaying the same bytes and headers',
      figures: {
        'listing req/s': Math.round(result.a.rps),
        'replay req/s': Math.round(result.b.rps),
        'listing p99 ms': result.a.p99,
      },
      ratio: result.ratio,
      gate: '≥ 0.7',
      pass: result.ratio >= 0.7,
    };
  } finally {
    await shop.stop();
    await bare.stop();
  }
}

export async function b2(): Promise<BenchResult> {
  const shop = await startShop({ SEED_DEMO: 'true', CATALOG_CACHE: 'false' });
  try {
    const result = await compare(
      () => load(shop.url + LISTING, { expect: '"facets"' }),
      () => load(`${shop.url}/api/ready`, { expect: 'ready' }),
    );
    return {
      id: 'B2',
      title: 'uncached GET /api/products (24 items + facets) ÷ SELECT 1 endpoint, same PGlite (req/s)',
      figures: {
        'listing req/s': Math.round(result.a.rps),
        'select-1 req/s': Math.round(result.b.rps),
        'listing p99 ms': result.a.p99,
      },
      ratio: result.ratio,
      // Informational since issue 14: its baseline is PGlite's per-statement cost, which other work moves.
      gate: 'info',
      pass: true,
    };
  } finally {
    await shop.stop();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function timeEach(count: number, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 30; i += 1) await run(i);
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

export async function b9(): Promise<BenchResult> {
  // In-process: the catalogue service on its own in-memory PGlite with 10,000 products.
  const database = await createDb({ kind: 'pglite' });
  let inProcess: { search: number[]; pk: number[] };
  try {
    await seedCatalog(database.db, { products: 10_000 });
    const catalog = createCatalogService({
      db: database.db,
      cacheEnabled: false,
      changes: new CatalogChanges(),
    });
    // As the server does at start-up: every product's card made before the first visitor.
    await catalog.refreshCards();
    // Full words, prefixes (typeahead), other script, wrong layout and typos: every path of the search.
    const queries = [
      'футер',
      'кулирка пенье',
      'инте',
      'futer',
      'kulirka',
      'aenth',
      'интерлк',
      'кашкорсэ',
      'velur',
      'paxta',
    ];
    const parsed = queries.map((search) => SuggestQuerySchema.parse({ search, limit: '6' }));
    const rounds = 1500;
    // Interleaved in blocks so both measurements see the same GC and JIT conditions.
    const search: number[] = [];
    const pk: number[] = [];
    for (let block = 0; block < 3; block += 1) {
      search.push(...(await timeEach(rounds / 3, (i) => catalog.suggestProducts(parsed[i % parsed.length]!, false))));
      pk.push(...(await timeEach(rounds / 3, (i) => catalog.findStock(1 + ((i * 7919) % 10_000)))));
    }
    inProcess = { search: search.sort((a, b) => a - b), pk: pk.sort((a, b) => a - b) };
  } finally {
    await database.close();
  }

  // Over HTTP: the real server on a seeded PGlite directory, search uncached, 10 connections.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'polotno-bench-10k-'));
  let http: Awaited<ReturnType<typeof load>>;
  let listing: Awaited<ReturnType<typeof load>>;
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'packages/db/src/seed-cli.ts', '--products', '10000'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    const shop = await startShop({ DATA_DIR: dataDir, CATALOG_CACHE: 'false', SEED_DEMO: 'false' });
    try {
      const search = encodeURIComponent('футер начёс');
      http = await load(`${shop.url}/api/products/suggest?search=${search}&limit=6`, {
        connections: 10,
        expect: '"items"',
      });
      listing = await load(`${shop.url}/api/products?search=${search}&limit=24`, {
        connections: 10,
        expect: '"facets"',
      });
    } finally {
      await shop.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const searchP50 = percentile(inProcess.search, 50);
  const pkP50 = percentile(inProcess.pk, 50);
  const searchP95 = percentile(inProcess.search, 95);
  const ratio = searchP50 / pkP50;
  return {
    id: 'B9',
    title: 'search suggestions over 10,000 products: in-process p50 ÷ primary-key p50; p95; HTTP p99 at c=10',
    figures: {
      'search p50 ms': Number(searchP50.toFixed(3)),
      'pk p50 ms': Number(pkP50.toFixed(3)),
      'search p95 ms': Number(searchP95.toFixed(3)),
      'search p99 ms': Number(percentile(inProcess.search, 99).toFixed(3)),
      'HTTP suggest req/s': Math.round(http.rps),
      'HTTP suggest p99 ms': http.p99,
      'HTTP listing search req/s': Math.round(listing.rps),
      'HTTP listing search p99 ms': listing.p99,
    },
    ratio,
    gate: 'p50 ratio ≤ 3, p95 ≤ 2 ms, HTTP p99 ≤ 20 ms',
    pass: ratio <= 3 && searchP95 <= 2 && http.p99 <= 20,
  };
}

export default async function run(): Promise<BenchResult[]> {
  return [...(await attempt('B1', b1)), ...(await attempt('B2', b2)), ...(await attempt('B9', b9))];
}
