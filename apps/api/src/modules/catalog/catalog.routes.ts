/**
 * Public catalogue endpoints (spec §7): listing with filters, sections, sort, pages and facets; one
 * product; categories; characteristics; stock. Hot reads answer from the read-through cache.
 */
import {
  CategorySchema,
  CharacteristicsQuerySchema,
  CharacteristicsSchema,
  ErrorBodySchema,
  LangQuerySchema,
  normalizeSearch,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  ProductSuggestionsSchema,
  StockSchema,
  SuggestQuerySchema,
} from '@polotno/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRIVATE_ANSWER } from '../../plugins/auth.ts';
import { cacheKeys, type CachedJson, type Encoding } from './catalog.cache.ts';
import type { CatalogService } from './catalog.service.ts';

/** Admins see unpublished products; everyone else sees the shop. */
export function viewerIsAdmin(request: FastifyRequest): boolean {
  return request.user?.role === 'ADMIN';
}

/**
 * Catalogue answers are the same for a visitor and a customer, so any cache may keep them, revalidating
 * by ETag each time (`no-cache`): a write shows at once. An ADMIN's answer (unpublished products, drafts)
 * is `private, no-store`, so no shared cache ever holds it to hand to a visitor, and no `Vary: Cookie`
 * is needed, which would split every visitor's cache entry by their cookies. A cache holding the public
 * answer revalidates it for an ADMIN too, and gets the admin's answer, whose ETag differs.
 */
function setCatalogCaching(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('cache-control', viewerIsAdmin(request) ? PRIVATE_ANSWER : 'no-cache');
}

/** The route's response schema applied once: the text that is cached and sent. */
function serialize(reply: FastifyReply, data: unknown): string {
  return String(reply.serialize(data));
}

/** Smaller answers are not worth compressing (the same threshold as the compress plugin's). */
const COMPRESS_FROM_BYTES = 1024;

// Clients send a handful of distinct `Accept-Encoding` values, so each is parsed once (bounded, as the
// values are the client's to choose).
const encodingByHeader = new Map<string, Encoding>();

/** The best encoding the client accepts (`q=0` refuses one). */
function acceptedEncoding(request: FastifyRequest, bytes: number): Encoding {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || bytes < COMPRESS_FROM_BYTES) return 'identity';
  const known = encodingByHeader.get(header);
  if (known !== undefined) return known;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!params.some((param) => /^q=0(\.0*)?$/.test(param))) accepted.add(name);
  }
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') || accepted.has('*') ? 'gzip' : 'identity';
  if (encodingByHeader.size >= 64) encodingByHeader.clear();
  encodingByHeader.set(header, encoding);
  return encoding;
}

/**
 * Sends a cached answer as it is stored: 304 when the client holds it already, otherwise its bytes in the
 * best accepted encoding (at once when that form exists). The routes using it opt out of the compress
 * plugin, which would redo the work.
 */
function sendJson(request: FastifyRequest, reply: FastifyReply, answer: CachedJson) {
  const encoding = acceptedEncoding(request, answer.body.length);
  const etag = answer.etags[encoding];
  setCatalogCaching(request, reply);
  reply.header('etag', etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.type('application/json; charset=utf-8');
  const bytes = answer.encoded(encoding);
  return Buffer.isBuffer(bytes) ? reply.send(bytes) : bytes.then((ready) => reply.send(ready));
}

const catalogRoutes: FastifyPluginAsyncZod<{ service: CatalogService }> = async (app, { service: catalog }) => {
  app.get(
    '/api/products',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'Products with filters, sections, search, sort, pages and facet counts',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema },
      },
    },
    async (request, reply) => {
      const admin = viewerIsAdmin(request);
      const query = {
        ...request.query,
        search: request.query.search === undefined ? undefined : normalizeSearch(request.query.search),
      };
      const key = cacheKeys.list(admin, JSON.stringify(query));
      // The service writes the answer's JSON itself from the products' cards (made by the response schema).
      const answer = await catalog.cache.getOrSet(key, () => catalog.listProducts(query, admin));
      return sendJson(request, reply, answer);
    },
  );

  app.get(
    '/api/products/suggest',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'Suggestions for a typed search: the newest matching products (header search box)',
        querystring: SuggestQuerySchema,
        response: { 200: ProductSuggestionsSchema },
      },
    },
    async (request, reply) => {
      const admin = viewerIsAdmin(request);
      const { search, lang, limit } = request.query;
      const answer = await catalog.cache.getOrSet(cacheKeys.suggest(admin, lang, limit, search), () =>
        catalog.suggestProducts(request.query, admin),
      );
      return sendJson(request, reply, answer);
    },
  );

  app.get(
    '/api/products/categories',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'Categories',
        querystring: LangQuerySchema,
        response: { 200: z.array(CategorySchema) },
      },
    },
    async (request, reply) => {
      const answer = await catalog.cache.getOrSet(cacheKeys.categories(request.query.lang), async () =>
        serialize(reply, await catalog.listCategories(request.query.lang)),
      );
      return sendJson(request, reply, answer);
    },
  );

  app.get(
    '/api/products/characteristics',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Characteristics of a category in groups main and extra (unknown category: empty lists)',
        querystring: CharacteristicsQuerySchema,
        response: { 200: CharacteristicsSchema },
      },
    },
    async (request, reply) => {
      setCatalogCaching(request, reply);
      return catalog.getCharacteristics(request.query.category, request.query.lang, viewerIsAdmin(request));
    },
  );

  app.get(
    '/api/products/:id',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'One product',
        params: ProductIdParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: ProductSchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const admin = viewerIsAdmin(request);
      const { id } = request.params;
      const answer = await catalog.cache.getOrSet(cacheKeys.product(id, admin, request.query.lang), () =>
        catalog.productJson(id, request.query.lang, admin),
      );
      return sendJson(request, reply, answer);
    },
  );

  app.get(
    '/api/product/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Stock of a product in rolls',
        params: ProductIdParamsSchema,
        response: { 200: StockSchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      setCatalogCaching(request, reply);
      return catalog.getStock(request.params.id, viewerIsAdmin(request));
    },
  );
};

export default catalogRoutes;
