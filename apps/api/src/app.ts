/**
 * buildApp(config) assembles the API: cross-cutting plugins first, then one plugin per capability.
 * It never listens; `server.ts` does, and tests call `app.inject()`.
 */
import type { Database } from '@polotno/db';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifySchemaCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import type { Config } from './config.ts';
import dbPlugin from './plugins/db.ts';
import eventsPlugin from './plugins/events.ts';
import { BROTLI_QUALITY, PAGE_ENCODINGS } from './plugins/page-cache.ts';
import errorsPlugin from './plugins/errors.ts';
import filesPlugin from './plugins/files.ts';
import langPlugin from './plugins/lang.ts';
import mailPlugin from './plugins/mail.ts';
import metricsPlugin from './plugins/metrics.ts';
import openapiPlugin from './plugins/openapi.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import smsPlugin from './plugins/sms.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import accountsModule from './modules/accounts/accounts.module.ts';
import auditModule from './modules/audit/audit.module.ts';
import contentModule from './modules/content/content.module.ts';
import filesModule from './modules/files/files.module.ts';
import cartModule from './modules/cart/cart.module.ts';
import companiesModule from './modules/companies/companies.module.ts';
import favouritesModule from './modules/favourites/favourites.module.ts';
import ordersModule from './modules/orders/orders.module.ts';
import requisitesModule from './modules/requisites/requisites.module.ts';
import rollsModule from './modules/rolls/rolls.module.ts';
import healthModule from './modules/health/health.module.ts';
import requestsModule from './modules/requests/requests.module.ts';
import imagesModule from './modules/images/images.module.ts';
import catalogModule from './modules/catalog/catalog.module.ts';
import woocommerceModule from './modules/woocommerce/woocommerce.module.ts';
import onecModule from './modules/onec/onec.module.ts';
import opsModule from './modules/ops/ops.module.ts';
import sitemapModule from './modules/sitemap/sitemap.module.ts';
import telegramModule from './modules/telegram/telegram.module.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Distinct query strings whose validation is remembered, and the longest one remembered. */
const QUERY_MEMO_ENTRIES = 1000;
const QUERY_MEMO_KEY_CHARS = 2000;

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  for (const inner of Object.values(value)) deepFreeze(inner);
  Object.freeze(value);
}

/**
 * The zod validator, remembering the result for each query string: the same listing and page queries
 * arrive over and over, and running one through its schema cost more than the rest of a cached answer.
 * Query schemas are pure (no clock, no randomness), so equal input gives equal output; the output is frozen,
 * as requests share it. Refusals are not remembered. Bounded, since the queries are the client's to choose.
 */
const memoisingValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'querystring') return validate;
  const known = new Map<string, ReturnType<typeof validate>>();
  return (data: unknown) => {
    const key = JSON.stringify(data);
    const remembered = known.get(key);
    if (remembered !== undefined) return remembered;
    const result = validate(data);
    if (typeof result === 'object' && 'value' in result && !result.error && key.length <= QUERY_MEMO_KEY_CHARS) {
      deepFreeze(result.value);
      if (known.size >= QUERY_MEMO_ENTRIES) known.clear();
      known.set(key, result);
    }
    return result;
  };
};

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise one is opened from `config.database`. */
  database?: Database;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Readable logs in a developer's terminal; JSON lines everywhere else.
      ...(config.env === 'development' && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
        : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    // `request.ip`, `.host` and `.protocol` come from the socket and the Host header, and from
    // X-Forwarded-* only when the socket's peer is a proxy named in TRUST_PROXY; anyone else could write them.
    trustProxy: config.trustProxy.length > 0 ? [...config.trustProxy] : false,
    bodyLimit: 1_048_576,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(memoisingValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(metricsPlugin);
  await app.register(langPlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { config });
  // Dynamic answers (pages, JSON) are compressed on the fly at `BROTLI_QUALITY`; built assets are precompressed
  // at brotli-11 by the build and served as files; kept pages are compressed once (`plugins/page-cache.ts`).
  await app.register(compress, {
    threshold: 1024,
    encodings: [...PAGE_ENCODINGS],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  await app.register(dbPlugin, { config, database: options.database });
  await app.register(filesPlugin, { config });
  await app.register(mailPlugin, { config });
  await app.register(openapiPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(smsPlugin, { config });
  await app.register(eventsPlugin);
  // Before accounts: the users service records an ADMIN's changes of accounts in the audit trail.
  await app.register(auditModule);
  await app.register(accountsModule);

  await app.register(healthModule);
  await app.register(imagesModule);
  await app.register(catalogModule);
  await app.register(woocommerceModule);
  await app.register(filesModule);
  await app.register(contentModule);
  await app.register(requestsModule);
  await app.register(rollsModule);
  await app.register(favouritesModule);
  await app.register(cartModule);
  await app.register(companiesModule);
  await app.register(requisitesModule);
  await app.register(ordersModule);
  await app.register(onecModule);
  await app.register(telegramModule);
  await app.register(opsModule);
  await app.register(sitemapModule);

  return app;
}
