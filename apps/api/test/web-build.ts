import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The smallest React Router server build: one root route whose document is a fixed page. Enough to run the
 * web plugin (its per-page CSP, its page cache) without building the real web app.
 *
 * `document` is the page's HTML, with `{{nonce}}` where the render's CSP nonce goes; with `cached`, the
 * build exports a `pageCacheKey` that lets every request without cookies be answered from the page cache.
 * The build counts its renders in `globalThis.__fakeWebRenders`.
 */
function serverBuild(document: string, cached: boolean): string {
  return `
export const entry = {
  module: {
    default(request, status, headers, _context, loadContext) {
      globalThis.__fakeWebRenders = (globalThis.__fakeWebRenders ?? 0) + 1;
      headers.set('content-type', 'text/html; charset=utf-8');
      const html = ${JSON.stringify(document)}.replaceAll('{{nonce}}', loadContext.cspNonce);
      return new Response(html, { status, headers });
    },
    ${cached ? 'pageCacheKey: (url, cookie) => (cookie ? null : url),' : ''}
  },
};
export const routes = {
  root: { id: 'root', parentId: undefined, path: '', index: undefined, caseSensitive: undefined, module: { default: () => null } },
};
export const assets = {
  entry: { module: '/assets/entry.js', imports: [], css: [] },
  routes: {
    root: {
      id: 'root', parentId: undefined, path: '', index: undefined, caseSensitive: undefined,
      hasAction: false, hasLoader: false, hasClientAction: false, hasClientLoader: false,
      hasClientMiddleware: false, hasDefaultExport: true, hasErrorBoundary: false,
      module: '/assets/root.js', imports: [], css: [],
    },
  },
  url: '/assets/manifest.js',
  version: '1',
};
export const assetsBuildDirectory = 'build/client';
export const basename = '/';
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };
export const publicPath = '/';
`;
}

/** Writes the fake build (server bundle and one client asset, `/assets/app.js`) under `dir`; returns its directory. */
export async function fakeWebBuild(
  dir: string,
  options: { document?: string; cached?: boolean } = {},
): Promise<string> {
  const buildDir = path.join(dir, 'build');
  await mkdir(path.join(buildDir, 'server'), { recursive: true });
  await mkdir(path.join(buildDir, 'client', 'assets'), { recursive: true });
  const document = options.document ?? '<!doctype html><title>page</title>';
  await writeFile(path.join(buildDir, 'server', 'index.js'), serverBuild(document, options.cached ?? false));
  await writeFile(path.join(buildDir, 'client', 'assets', 'app.js'), 'console.log(1);\n');
  return buildDir;
}

/** How many pages the fake builds of this process rendered. */
export function fakeWebRenders(): number {
  return (globalThis as { __fakeWebRenders?: number }).__fakeWebRenders ?? 0;
}
