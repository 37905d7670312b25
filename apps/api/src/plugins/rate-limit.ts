/**
 * Coarse per-IP (or per-user) request limits for routes that opt in (`config: { rateLimit: ... }`), kept
 * in Redis when `REDIS_URL` is set (shared by all instances) and in process memory otherwise. Business
 * limits that must survive restarts (SMS sends, code checks, login failures) are counted in the database.
 */
import rateLimit from '@fastify/rate-limit';
import { AppError } from '@polotno/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';

/** Route options for an auth route: `AUTH_RATE_LIMIT_PER_MINUTE` requests per minute per IP. */
export function authRateLimit(config: Config) {
  return { max: config.auth.rateLimitPerMinute, timeWindow: 60_000 };
}

/**
 * Route options for a document made on each request (invoice PDF, price list XLSX):
 * `DOCUMENT_RATE_LIMIT_PER_MINUTE` per caller, counted by user id (so customers behind one office address
 * do not share a budget) and by IP for an anonymous caller. The caller is known here: the auth hook runs first.
 */
export function documentRateLimit(config: Config) {
  return {
    max: config.documentRateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis of `REDIS_URL`, or null. */
    redis: Redis | null;
  }
}

export default fp(
  async function rateLimitPlugin(app: FastifyInstance, options: { config: Config }) {
    const redis = options.config.redisUrl
      ? new Redis(options.config.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: false })
      : null;
    // Readiness pings it (`/api/ready`).
    app.decorate('redis', redis);
    if (redis) {
      redis.on('error', (error) => app.log.error({ err: error }, 'redis error'));
      app.addHook('onClose', async () => void (await redis.quit()));
    }
    await app.register(rateLimit, {
      global: false,
      nameSpace: 'polotno-rl-',
      ...(redis ? { redis, skipOnError: false } : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', { headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) } }),
    });
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);
