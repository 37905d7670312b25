// `npm run build:server`: compiles the API and the workspace packages it imports (domain, db) into one
// JavaScript file, apps/api/dist/server.js, that plain `node` runs. Packages from node_modules stay
// external: they are loaded as installed, native addons and their own files included. See
// docs/decisions/004-compiled-server.md.
//
// Files the code reads at run time through `new URL('<relative>', import.meta.url)` are handled here:
// a listed asset is copied into dist/ under its repository path and the URL rewritten to point at the copy;
// a URL that resolves to the same place from dist/ as from its source (the web build) is left as it is;
// any other such URL fails the build, so a new run-time file cannot be forgotten.
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = path.join(ROOT, 'apps/api/src/server.ts');
const OUT_DIR = path.join(ROOT, 'apps/api/dist');
const OUT_FILE = path.join(OUT_DIR, 'server.js');
/** Read when the bundle runs: the SQL migrations and the list of common passwords. */
const ASSETS = ['packages/db/migrations', 'apps/api/src/modules/accounts/common-passwords.txt'];
/** Written beside the bundle: what it was built from, for `scripts/ensure-build.mjs` to tell when it is stale. */
export const BUILD_INFO = path.join(OUT_DIR, 'build-info.json');

const RELATIVE_URL = /new URL\(\s*(['"])(\.{1,2}\/[^'"]*)\1\s*,\s*import\.meta\.url\s*\)/g;

/** Rewrites the run-time file URLs of one source file (see the header), or throws naming the unknown one. */
function rewriteUrls(source, file) {
  return source.replace(RELATIVE_URL, (match, _quote, relative) => {
    const target = path.resolve(path.dirname(file), relative);
    const asset = path.relative(ROOT, target).split(path.sep).join('/');
    if (ASSETS.includes(asset)) return `new URL(${JSON.stringify(`./${asset}`)}, import.meta.url)`;
    if (path.resolve(OUT_DIR, relative) === target) return match;
    throw new Error(
      `${path.relative(ROOT, file)} reads ${relative} at run time: add ${asset} to ASSETS in scripts/build-server.mjs`,
    );
  });
}

const ourSources = {
  name: 'polotno-sources',
  setup(esbuild) {
    // Bare imports are packages: ours (@polotno/*, TypeScript sources) are bundled, all others stay external.
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@polotno/') || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true },
    );
    esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return { contents: rewriteUrls(source, args.path), loader: 'ts' };
    });
  },
};

/**
 * Builds the server into a fresh directory and then swaps it in, so a process starting meanwhile (a worker
 * the cluster restarts) finds the old build or the new one, never half of one. Returns the bundle's path.
 */
export async function buildServer() {
  const staging = `${OUT_DIR}.${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    outfile: path.join(staging, path.basename(OUT_FILE)),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Not minified: a stack trace from production reads like the source. The map is there for
    // `NODE_OPTIONS=--enable-source-maps` when a line must be traced back to the TypeScript.
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [ourSources],
  });
  for (const asset of ASSETS) {
    await mkdir(path.dirname(path.join(staging, asset)), { recursive: true });
    await cp(path.join(ROOT, asset), path.join(staging, asset), { recursive: true });
  }
  const inputs = [...Object.keys(result.metafile.inputs), ...ASSETS, 'scripts/build-server.mjs'];
  await writeFile(
    path.join(staging, path.basename(BUILD_INFO)),
    `${JSON.stringify({ builtAt: Date.now(), inputs }, null, 2)}\n`,
  );
  const previous = `${OUT_DIR}.old.${process.pid}`;
  await rename(OUT_DIR, previous).catch((error) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(staging, OUT_DIR).catch(async (error) => {
    // Another build swapped its own in between (two `npm start`s at once): it is as fresh as this one.
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    await rm(staging, { recursive: true, force: true });
  });
  await rm(previous, { recursive: true, force: true });
  return OUT_FILE;
}

/** Whether the bundle is missing or older than anything it was built from (a source, a migration, this script). */
export async function serverBuildIsStale() {
  let info;
  try {
    info = JSON.parse(await readFile(BUILD_INFO, 'utf8'));
    await stat(OUT_FILE);
  } catch {
    return true;
  }
  for (const input of info.inputs) {
    const changed = await newestChange(path.join(ROOT, input)).catch(() => Infinity);
    if (changed > info.builtAt) return true;
  }
  return false;
}

/** The latest modification time of a file, or of a directory and everything in it (a new migration). */
async function newestChange(target) {
  const entry = await stat(target);
  if (!entry.isDirectory()) return entry.mtimeMs;
  let newest = entry.mtimeMs;
  for (const name of await readdir(target)) newest = Math.max(newest, await newestChange(path.join(target, name)));
  return newest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const file = await buildServer();
  console.log(`Server built: ${path.relative(ROOT, file)} in ${Date.now() - started} ms`);
}
