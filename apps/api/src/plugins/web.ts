/**
 * Serves the React Router web app from the same process: built assets from `build/client`, and every
 * path outside `/api/` through the SSR request handler, which reaches the API in-process via `inject`.
 * In development (`vite: true`) Vite serves modules with hot reload instead of the build.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { ApiRequest, ApiResponse, WebLoadContext } from '@polotno/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import {
  createPageCache,
  encodedBody,
  keptPage,
  PAGE_ENCODINGS,
  scriptHashes,
  type CachedPage,
  type PageCache,
} from './page-cache.ts';
import { createPageTurns } from './page-turns.ts';
import buildVersion from './build-version.ts';
import { PRIVATE_ANSWER, sessionCookieName } from './auth.ts';
import { createNonce, nonceSource, pageCsp } from './security-headers.ts';

export interface WebOptions {
  buildDir: string;
  mode: 'production' | 'development';
  /** Use Vite's dev server (hot reload) instead of the build. */
  vite?: boolean;
}

type Connect = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The web's rule of which page requests may be answered from the page cache (its server entry exports it). */
type PageCacheKey = (url: string, cookie: string | undefined) => string | null;

/** Whether a production build of the web exists in `buildDir`. */
export function hasWebBuild(buildDir: string): boolean {
  return existsSync(path.join(buildDir, 'server', 'index.js'));
}

export default async function web(app: FastifyInstance, options: WebOptions) {
  const sessionCookie = sessionCookieName(app.config);
  // Vite's build changes with every edit; a production build never does.
  let loadBuild: (() => Promise<ServerBuild>) | ServerBuild;
  let viteMiddleware: Connect | null = null;
  let pageCacheKey: PageCacheKey | null = null;

  if (options.vite) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: path.resolve(options.buildDir, '..'),
      server: { middlewareMode: true },
      appType: 'custom',
    });
    viteMiddleware = vite.middlewares;
    app.addHook('onClose', () => vite.close());
    loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const build = (await import(pathToFileURL(path.join(options.buildDir, 'server', 'index.js')).href)) as ServerBuild;
    // Given a function, React Router derives its route tables again on every request (flattening and
    // ranking every route); given the build itself, once.
    loadBuild = build;
    pageCacheKey = (build.entry.module as { pageCacheKey?: PageCacheKey }).pageCacheKey ?? null;
    await app.register(buildVersion, { buildDir: options.buildDir });
    await app.register(fastifyStatic, {
      root: path.join(options.buildDir, 'client'),
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const handle = createRequestHandler(loadBuild, options.mode);

  // Pages read their own bodies (form posts), so this scope keeps the raw stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  const production = options.mode === 'production';
  const pages =
    pageCacheKey && app.config.pageCacheSeconds > 0
      ? createPageCache({ ttlMs: app.config.pageCacheSeconds * 1000 })
      : null;
  // A catalogue change on any instance (an edit, a WooCommerce import, an order taking stock) shows on the
  // next page. Content written straight through the API on another instance shows within the cache's time.
  if (pages) app.catalogChanges.on('change', () => pages.clear());

  // Reads take turns; a form post does not wait behind them (it may wait for an SMS gateway or a mail server).
  const turns = createPageTurns(PAGES_AT_ONCE);

  /** Renders the page of `request` in-process; a change its action makes through the API empties the page cache. */
  async function renderPage(request: FastifyRequest, reply: FastifyReply, cspNonce: string): Promise<Response> {
    if (!READS.has(request.method)) return handlePage(request, reply, cspNonce);
    const done = await turns.take();
    try {
      // Nobody is waiting for this page any more.
      if (reply.raw.destroyed) return new Response(null, { status: 499 });
      return await handlePage(request, reply, cspNonce);
    } finally {
      done();
    }
  }

  function handlePage(request: FastifyRequest, reply: FastifyReply, cspNonce: string): Promise<Response> {
    const callApi = inProcessApi(app, request);
    const context = {
      cspNonce,
      callApi: pages
        ? async (call: ApiRequest) => {
            const answer = await callApi(call);
            // A change made through a page (an admin's edit, an order taking stock) shows on the next page.
            if (!READS.has(call.method) && answer.status < 400) pages.clear();
            return answer;
          }
        : callApi,
    } satisfies WebLoadContext;
    return handle(toFetchRequest(request, reply), context);
  }

  async function render(request: FastifyRequest, reply: FastifyReply) {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
    if (viteMiddleware && (await runConnect(viteMiddleware, request, reply))) return reply;
    const key =
      pages && pageCacheKey && request.method === 'GET'
        ? pageCacheKey(`${request.protocol}://${request.host}${request.url}`, request.headers.cookie)
        : null;
    if (pages && key !== null) return renderCached(pages, key, request, reply);
    const cspNonce = createNonce();
    const response = await renderPage(request, reply, cspNonce);
    reply.header('content-security-policy', pageCsp([nonceSource(cspNonce)], production));
    // A page rendered for a signed-in visitor (their name, cart, cabinet, the admin area) is theirs alone.
    if (!response.headers.has('cache-control') && request.cookies?.[sessionCookie] !== undefined) {
      reply.header('cache-control', PRIVATE_ANSWER);
    }
    return sendFetchResponse(reply, response);
  }

  async function renderCached(pages: PageCache, key: string, request: FastifyRequest, reply: FastifyReply) {
    const kept = pages.find(key) ?? (await pages.pending(key));
    app.metrics.pageCache.inc({ result: kept ? 'hit' : 'miss' });
    if (kept) return sendCachedPage(request, reply, kept);
    const render = pages.begin(key);
    try {
      const cspNonce = createNonce();
      const response = await renderPage(request, reply, cspNonce);
      if (response.status !== 200 || response.headers.has('set-cookie') || !response.body) {
        render.settle(null);
        reply.header('content-security-policy', pageCsp([nonceSource(cspNonce)], production));
        return sendFetchResponse(reply, response);
      }
      // Pages stream no deferred data: the whole body follows the shell at once.
      const body = Buffer.from(await response.arrayBuffer());
      const headers: Record<string, string> = {};
      for (const [name, value] of response.headers) headers[name] = value;
      headers['content-security-policy'] = pageCsp(scriptHashes(body.toString('utf8'), cspNonce), production);
      const page = keptPage(200, headers, body);
      render.settle(page);
      return sendCachedPage(request, reply, page);
    } catch (error) {
      render.settle(null);
      throw error;
    }
  }

  app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/', handler: render });
  app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: render });
}

/**
 * Calls the API in-process as the visitor of `page`. The API call carries the page request's connection
 * as it arrived (socket peer, Host and X-Forwarded-* as received), so the API decides the client's
 * address, host and scheme by TRUST_PROXY exactly as it did for the page; headers the web adds cannot.
 */
export function inProcessApi(app: FastifyInstance, page: FastifyRequest): (call: ApiRequest) => Promise<ApiResponse> {
  const connection = connectionOf(page);
  return async (call) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(call.headers)) {
      if (!CONNECTION_HEADERS.has(name.toLowerCase())) headers[name] = value;
    }
    const response = await app.inject({
      method: call.method,
      url: call.url,
      headers: { ...headers, ...connection.headers },
      remoteAddress: connection.peer,
      payload: call.body instanceof Uint8Array ? Buffer.from(call.body) : call.body,
    });
    return { status: response.statusCode, headers: response.headers as ApiResponse['headers'], body: response.body };
  };
}

/** Headers that describe the connection: the API takes them from the page request, never from the web. */
const CONNECTION_HEADERS = new Set(['host', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded']);

/** The page request's socket peer and connection headers, as received. */
function connectionOf(request: FastifyRequest): { peer: string; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  for (const name of CONNECTION_HEADERS) {
    const value = request.raw.headers[name];
    if (typeof value === 'string') headers[name] = value;
    else if (Array.isArray(value)) headers[name] = value.join(', ');
  }
  // A socket already closed has no address; such a visitor is counted under a placeholder one.
  return { peer: request.raw.socket.remoteAddress ?? '0.0.0.0', headers };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Pages worked on at once: enough to overlap one page's database wait with another's render. */
const PAGES_AT_ONCE = 4;

/** Which of the kept encodings a request's Accept-Encoding prefers (null: none of them). */
const pageEncodings = new Negotiator({ supportedValues: [...PAGE_ENCODINGS] });

/** Answers a kept page, compressed as the client accepts. */
function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.code(page.status).headers(page.headers).header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? pageEncodings.negotiate(accepted) : null;
  if (encoding === null) return reply.send(page.body);
  return reply.header('content-encoding', encoding).send(encodedBody(page, encoding));
}

/** Lets a connect middleware (Vite) answer; resolves true when it did. */
function runConnect(middleware: Connect, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  // Vite answers on the raw response, which Fastify's reply headers (security headers, request id) never reach.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  return new Promise((resolve, reject) => {
    reply.raw.once('finish', () => resolve(true));
    middleware(request.raw, reply.raw, (error) => (error ? reject(error) : resolve(false)));
  }).then((answered) => {
    if (answered) reply.hijack();
    return answered as boolean;
  });
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  // A visitor who leaves before the answer is complete stops the page's work (a request waiting for its
  // render's turn is then not rendered at all). `aborted` would only tell of an unfinished request body.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body instanceof Readable;
  // Appended, not resolved: a request for `//evil.example/x` is a path on this shop, not another origin.
  return new Request(new URL(`${origin}${request.url}`), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.body as Readable) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
