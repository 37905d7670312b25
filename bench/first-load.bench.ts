// Page weight of issues 14 and 27:
//   B5  first-load JavaScript of every storefront page — home, catalogue, filter, product, search, the content
//       pages, and a signed-in customer's cart, favourites and cabinet — in Russian and Uzbek: gzip -9 bytes of
//       every script a fresh visit loads — the page's `<script type=module src>`, `<link rel=modulepreload>`
//       and the modules its inline module scripts import, closed over their static imports. Gate: the heavier
//       language ≤ 123.4 KiB, Shopify Hydrogen's product page (issue 27; docs/decisions/006). A bare React
//       Router app (bench/floor-app), built here with the same react-router, React and Vite, is weighed the
//       same way and printed beside: React and React Router alone are 0.99 of it;
//   B11 the catalogue page's HTML, uncompressed: ≤ 120 KiB.
// The shop's pages and scripts are fetched from the running server as `npm start` serves them; the floor's
// page is rendered by its own built server bundle and its scripts are read from its build.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import type { ServerBuild } from 'react-router';
import { customerCookie, fetchRaw, firstProductId, kib, ROOT, startShop, type BenchResult } from './lib.ts';

const IDENTITY = { 'accept-encoding': 'identity' };
/** Shopify Hydrogen's product page, gzip KiB: the ceiling of every storefront page. */
const CEILING_KIB = 123.4;
const DOCUMENT_GATE_KIB = 120;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find(Boolean);
}

/** Static import specifiers of a module's source (dynamic `import()` is not first load). */
function staticImports(source: string): string[] {
  const [imports] = parse(source);
  return imports.filter((entry) => entry.d === -1 && entry.n !== undefined).map((entry) => entry.n!);
}

/** The absolute URLs of the scripts a page's HTML starts loading before any interaction. */
function scriptsOfPage(html: string, pageUrl: string): string[] {
  const found = new Set<string>();
  const add = (href: string | undefined) => href && found.add(new URL(href, pageUrl).href);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (attribute(tag, 'rel')?.toLowerCase() === 'modulepreload') add(attribute(tag, 'href'));
  }
  for (const [, open, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    if (attribute(open!, 'type') !== 'module') continue;
    const src = attribute(open!, 'src');
    if (src) add(src);
    else for (const specifier of staticImports(body!)) add(specifier);
    // React Router's inline module script also starts `import()`s of the route modules it hydrates.
    if (!src) for (const [, specifier] of body!.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) add(specifier);
  }
  return [...found];
}

interface Weight {
  scripts: number;
  gzip: number;
  brotli: number;
  /** Each script's gzip -9 bytes, by address. */
  files: Map<string, number>;
}

/** Follows every script's static imports from `roots` and weighs the closure. */
async function weigh(roots: string[], read: (url: string) => Promise<Buffer>): Promise<Weight> {
  await init;
  const pending = [...roots];
  const seen = new Map<string, Buffer>();
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (seen.has(url)) continue;
    const bytes = await read(url);
    seen.set(url, bytes);
    for (const specifier of staticImports(bytes.toString('utf8'))) pending.push(new URL(specifier, url).href);
  }
  let gzip = 0;
  let brotli = 0;
  const files = new Map<string, number>();
  for (const [url, bytes] of seen) {
    files.set(url, zlib.gzipSync(bytes, { level: 9 }).length);
    gzip += files.get(url)!;
    brotli += zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length;
  }
  return { scripts: seen.size, gzip, brotli, files };
}

/** Builds bench/floor-app in a temporary directory and weighs its one page. */
async function floorWeight(): Promise<Weight> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'polotno-floor-'));
  try {
    await cp(path.join(ROOT, 'bench', 'floor-app'), dir, { recursive: true });
    // The repository's packages, so the floor has exactly apps/web's versions. React Router's build reads the
    // app's package.json (its server runtime, isbot): the floor declares apps/web's ranges of those.
    await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const web = JSON.parse(await readFile(path.join(ROOT, 'apps', 'web', 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const pick = (from: Record<string, string>, names: string[]) =>
      Object.fromEntries(names.filter((name) => from[name]).map((name) => [name, from[name]]));
    const manifest = {
      private: true,
      type: 'module',
      dependencies: pick(web.dependencies, ['@react-router/node', 'isbot', 'react', 'react-dom', 'react-router']),
      devDependencies: pick(web.devDependencies, ['@react-router/dev', 'vite']),
    };
    await writeFile(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
    const built = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build'],
      { cwd: dir, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
    );
    if (built.status !== 0) throw new Error(`the floor app did not build:\n${built.stdout}${built.stderr}`);
    const build = (await import(pathToFileURL(path.join(dir, 'build', 'server', 'index.js')).href)) as ServerBuild;
    const { createRequestHandler } = await import('react-router');
    const response = await createRequestHandler(build, 'production')(new Request('http://floor.test/'));
    const html = await response.text();
    if (response.status !== 200 || !html.includes('<h1>Floor</h1>')) {
      throw new Error(`floor app answered ${response.status}: ${html.slice(0, 200)}`);
    }
    const client = path.join(dir, 'build', 'client');
    return await weigh(scriptsOfPage(html, 'http://floor.test/'), (url) =>
      readFile(path.join(client, decodeURIComponent(new URL(url).pathname))),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function served(url: string, cookie?: string): Promise<Buffer> {
  const answer = await fetchRaw(url, cookie ? { ...IDENTITY, cookie } : IDENTITY);
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return answer.body;
}

/** The storefront's pages: [shown as, address, signed in]. */
function storefrontPages(product: number): [string, string, boolean][] {
  const visitor = (page: string): [string, string, boolean] => [page, page, false];
  const customer = (page: string): [string, string, boolean] => [page, page, true];
  return [
    visitor('/'),
    visitor('/catalog'),
    visitor('/filter'),
    ['/product/{id}', `/product/${product}`, false],
    ['/catalog?search=кулирка', `/catalog?search=${encodeURIComponent('кулирка')}`, false],
    ...[
      '/about',
      '/news',
      '/blog',
      '/contact',
      '/stock',
      '/price',
      '/brief-order',
      '/vacancies',
      '/staff',
      '/requisites',
      '/garanty',
      '/policy',
      '/payment-terms',
      '/terms-delivery',
      '/conditions-orders',
    ].map(visitor),
    ...['/cart', '/saved', '/user/cabinet', '/user/history', '/user/requisites', '/user/password'].map(customer),
  ];
}

export default async function run(): Promise<BenchResult[]> {
  const floor = await floorWeight();
  const shop = await startShop({ SEED_DEMO: 'true' });
  try {
    const product = await firstProductId(shop.url);
    const cookie = await customerCookie(shop);
    const results: BenchResult[] = [];
    for (const [shown, page, signedIn] of storefrontPages(product)) {
      const weights: Record<string, Weight> = {};
      for (const lang of ['ru', 'uz']) {
        const url = shop.url + (lang === 'uz' ? `/uz${page === '/' ? '' : page}` : page);
        const read = (script: string) => served(script, signedIn ? cookie : undefined);
        const html = (await read(url)).toString('utf8');
        weights[lang] = await weigh(scriptsOfPage(html, url), read);
      }
      if (process.env.BENCH_FIRST_LOAD_FILES) {
        const files = [...weights.ru!.files].sort(([, a], [, b]) => b - a);
        console.log(
          `${shown} (ru):\n${files.map(([url, bytes]) => `  ${kib(bytes)}\t${new URL(url).pathname}`).join('\n')}`,
        );
      }
      const heaviest = Math.max(...Object.values(weights).map((weight) => weight.gzip));
      const ratio = heaviest / (CEILING_KIB * 1024);
      results.push({
        id: 'B5',
        title: `first-load JS of ${shown}${signedIn ? ' (a customer)' : ''}, ru and /uz, gzip -9 ÷ ${CEILING_KIB} KiB`,
        figures: {
          'ru KiB gz': kib(weights.ru!.gzip),
          'uz KiB gz': kib(weights.uz!.gzip),
          'ru KiB br': kib(weights.ru!.brotli),
          scripts: weights.ru!.scripts,
          '÷ floor': Number((heaviest / floor.gzip).toFixed(2)),
        },
        ratio,
        gate: `≤ ${CEILING_KIB} KiB`,
        pass: ratio <= 1,
      });
    }
    results.push({
      id: 'B5',
      title: 'first-load JS of a bare React Router app (bench/floor-app), gzip -9 ÷ the ceiling',
      figures: { 'KiB gz': kib(floor.gzip), 'KiB br': kib(floor.brotli), scripts: floor.scripts },
      ratio: floor.gzip / (CEILING_KIB * 1024),
      gate: 'info',
      pass: true,
    });
    const documentBytes = (await served(`${shop.url}/catalog`)).length;
    const documentRatio = documentBytes / (DOCUMENT_GATE_KIB * 1024);
    results.push({
      id: 'B11',
      title: '/catalog HTML, uncompressed ÷ 120 KiB',
      figures: { KiB: kib(documentBytes) },
      ratio: documentRatio,
      gate: `≤ ${DOCUMENT_GATE_KIB} KiB`,
      pass: documentRatio <= 1,
    });
    return results;
  } finally {
    await shop.stop();
  }
}
