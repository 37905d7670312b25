/**
 * The 1C exchange's routes: the endpoint 1C's «Обмен с сайтом» calls (only when the exchange is on), and
 * the back office's JSON API under `/api/admin/onec` (ADMIN).
 */
import {
  ErrorBodySchema,
  OnecDifferenceListSchema,
  OnecDifferenceParamsSchema,
  OnecDifferenceQuerySchema,
  OnecListQuerySchema,
  OnecOrderParamsSchema,
  OnecSessionListSchema,
  OnecSessionParamsSchema,
  OnecSessionSchema,
  OnecSettingsSchema,
  OnecSettingsUpdateSchema,
  OnecStatusSchema,
} from '@polotno/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { OnecConfig } from '../../config.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { signedIn } from '../../plugins/openapi.ts';
import { EXCHANGE_PATH, type OnecAdmin } from './onec.admin.ts';
import type { OnecExchange } from './onec.exchange.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/**
 * The endpoint itself. Its body is read raw whatever the Content-Type (1C sets none): the parser hands the
 * request stream on, and the exchange streams it to disk within `file_limit`.
 */
async function exchangeRoute(app: FastifyInstance, options: { exchange: OnecExchange; config: OnecConfig }) {
  const { exchange, config } = options;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  const route = {
    // One route for GET and POST, so one budget: 1C's requests per address and minute.
    config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: 60_000 } },
    schema: {
      tags: ['1c'],
      summary: '1C:Enterprise exchange (CommerceML 2): checkauth, init, file, import, query, success',
      description:
        'Answers are text/plain lines (the query: application/xml): `success`, `progress` or `failure` first. ' +
        'HTTP Basic with ONEC_LOGIN/ONEC_PASSWORD at checkauth, then the `polotno_1c` cookie it returns.',
      querystring: z.object({
        type: z.string().optional(),
        mode: z.string().optional(),
        filename: z.string().optional(),
      }),
      response: { 200: z.unknown().describe('text/plain or application/xml') },
    },
  };
  const handler = async (
    request: {
      query: { type?: string; mode?: string; filename?: string };
      headers: Record<string, unknown>;
      ip: string;
      body: unknown;
    },
    reply: { header(name: string, value: string): unknown; send(payload: Buffer): unknown },
  ) => {
    const body = request.body;
    const answer = await exchange.handle({
      type: request.query.type,
      mode: request.query.mode,
      filename: request.query.filename,
      authorization: typeof request.headers.authorization === 'string' ? request.headers.authorization : undefined,
      cookie: typeof request.headers.cookie === 'string' ? request.headers.cookie : undefined,
      ip: request.ip,
      body: body && typeof (body as Readable).pipe === 'function' ? (body as Readable) : null,
    });
    reply.header('content-type', answer.contentType);
    reply.header('cache-control', 'no-store');
    return reply.send(Buffer.from(answer.body, 'utf8'));
  };
  app.withTypeProvider<ZodTypeProvider>().route({ method: ['GET', 'POST'], url: EXCHANGE_PATH, ...route, handler });
}

const onecRoutes: FastifyPluginAsyncZod<{
  admin: OnecAdmin;
  exchange: OnecExchange | null;
  config: OnecConfig | null;
}> = async (app, { admin, exchange, config }) => {
  if (exchange && config) await app.register(exchangeRoute, { exchange, config });

  app.get(
    '/api/admin/onec',
    {
      schema: {
        tags: ['1c'],
        summary: 'The 1C exchange: on or off, what to type into 1C, settings, running imports (ADMIN)',
        security: signedIn,
        response: { 200: OnecStatusSchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return admin.status();
    },
  );

  app.get(
    '/api/admin/onec/sessions',
    {
      schema: {
        tags: ['1c'],
        summary: 'Exchange sessions, newest first, with steps, failures, duration and counts (ADMIN)',
        security: signedIn,
        querystring: OnecListQuerySchema,
        response: { 200: OnecSessionListSchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return admin.sessions(request.query.limit, request.query.offset);
    },
  );

  app.get(
    '/api/admin/onec/sessions/:id',
    {
      schema: {
        tags: ['1c'],
        summary: 'One exchange session: every step, its files (size, SHA-256), imports and errors (ADMIN)',
        security: signedIn,
        params: OnecSessionParamsSchema,
        response: { 200: OnecSessionSchema, 404: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return admin.session(request.params.id);
    },
  );

  app.get(
    '/api/admin/onec/settings',
    {
      schema: {
        tags: ['1c'],
        summary: 'The exchange settings: hide missing goods on a full package, 1C status mapping (ADMIN)',
        security: signedIn,
        response: { 200: OnecSettingsSchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return admin.settings();
    },
  );

  app.put(
    '/api/admin/onec/settings',
    {
      schema: {
        tags: ['1c'],
        summary: "Change the exchange settings; statusMap replaces the whole mapping of 1C's status ids (ADMIN)",
        security: signedIn,
        body: OnecSettingsUpdateSchema,
        response: { 200: OnecSettingsSchema, ...errors },
      },
    },
    async (request) => admin.updateSettings(requireAdmin(request), request.body),
  );

  app.post(
    '/api/admin/onec/orders/:id/resend',
    {
      schema: {
        tags: ['1c'],
        summary: 'Send this order to 1C again: the next query carries it whatever 1C confirmed (ADMIN)',
        security: signedIn,
        params: OnecOrderParamsSchema,
        response: { 204: z.null(), 404: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      await admin.resend(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/onec/differences',
    {
      schema: {
        tags: ['1c'],
        summary: 'Order lines 1C has differently from the shop, newest first; open ones by default (ADMIN)',
        security: signedIn,
        querystring: OnecDifferenceQuerySchema,
        response: { 200: OnecDifferenceListSchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return admin.differences(request.query.open, request.query.limit, request.query.offset);
    },
  );

  app.post(
    '/api/admin/onec/differences/:id/resolve',
    {
      schema: {
        tags: ['1c'],
        summary: 'Mark a difference seen: the manager settled it (ADMIN)',
        security: signedIn,
        params: OnecDifferenceParamsSchema,
        response: { 204: z.null(), 404: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await admin.resolveDifference(requireAdmin(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default onecRoutes;
