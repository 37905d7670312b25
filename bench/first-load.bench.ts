// Page weight of issue 14:
//   B5  first-load JavaScript of home, catalogue, product and about pages (Russian and Uzbek): gzip -9 bytes of
//       every script a fresh visit loads — the page's `<script type=module src>`, `<link rel=modulepreload>`
//       and the modules its inline module scripts import, closed over their static imports — ÷ the same
//       figure of a bare React Router app (bench/floor-app) built here with the same react-router, React and
//       Vite. Gate ≤ 1.10;
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
import { fetchRaw, kib, ROOT, startShop, type BenchResult, firstProductId } from './lib.ts';

const IDENTITY = { 'accept-encoding': 'identity' };
const FLOOR_GATE = 1.1;
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
  for (const bytes of seen.values()) {
    gzip += zlib.gzipSync(bytes, { level: 9 }).length;
    brotli += zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length;
  }
  return { scripts: seen.size, gzip, brotli };
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

async function served(url: string): Promise<Buffer> {
  const answer = await fetchRaw(url, IDENTITY);
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return answer.body;
}

export default async function run(): Promise<BenchResult[]> {
  const floor = await floorWeight();
  const shop = await startShop({ SEED_DEMO: 'true' });
  try {
    const product = await firstProductId(shop.url);
    const pages = [
      ['home', '/'],
      ['catalogue', '/catalog'],
      ['product', `/product/${product}`],
      ['about', '/about'],
    ] as const;
    const results: BenchResult[] = [];
    for (const [name, page] of pages) {
      const weights: Record<string, Weight> = {};
      for (const lang of ['ru', 'uz']) {
        const url = shop.url + (lang === 'uz' ? `/uz${page === '/' ? '' : page}` : page);
        const html = (await served(url)).toString('utf8');
        weights[lang] = await weigh(scriptsOfPage(html, url), served);
      }
      const heaviest = Math.max(...Object.values(weights).map((weight) => weight.gzip));
      const ratio = heaviest / floor.gzip;
      results.push({
        id: 'B5',
        title: `first-load JS of ${name === 'product' ? '/product/{id}' : page} (ru and /uz) ÷ bare React Router app, gzip -9`,
        figures: {
          'ru KiB gz': kib(weights.ru!.gzip),
          'uz KiB gz': kib(weights.uz!.gzip),
          'ru KiB br': kib(weights.ru!.brotli),
          scripts: weights.ru!.scripts,
          'floor KiB gz': kib(floor.gzip),
          'floor KiB br': kib(floor.brotli),
          'floor scripts': floor.scripts,
        },
        ratio,
        gate: `≤ ${FLOOR_GATE.toFixed(2)}`,
        pass: ratio <= FLOOR_GATE,
      });
    }
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
