/**
 * The endpoint 1C's «Обмен с сайтом» calls (registered only when the exchange is on); the back office's API
 * is `onec.admin.routes.ts`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { OnecConfig } from '../../config.ts';
import { fileAnswer, onecCaller } from '../../plugins/openapi.ts';
import { EXCHANGE_PATH } from './onec.admin.ts';
import type { OnecExchange } from './onec.exchange.ts';

/**
 * The endpoint itself. Its body is read raw whatever the Content-Type (1C sets none): the parser hands the
 * request stream on, and the exchange streams it to disk within `file_limit`.
 */
export default async function onecRoutes(
  app: FastifyInstance,
  options: { exchange: OnecExchange; config: OnecConfig },
) {
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
        'Answers are text/plain lines (the query: application/xml): `success`, `progress` or `failure` first; ' +
        'a refused caller gets `failure` with status 200, as 1C expects. HTTP Basic with ONEC_LOGIN/ONEC_PASSWORD ' +
        'at checkauth, then the `polotno_1c` cookie it returns.',
      security: onecCaller,
      querystring: z.object({
        type: z.string().optional(),
        mode: z.string().optional(),
        filename: z.string().optional(),
      }),
      response: { 200: fileAnswer('The exchange’s answer', 'text/plain', 'application/xml') },
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
