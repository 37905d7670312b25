/**
 * `GET /api/metrics` (Prometheus text; loopback, or `Authorization: Bearer $METRICS_TOKEN`) and
 * `POST /api/ops/backup` (the running shop writes a backup; loopback with the token of `$DATA_DIR/.ops.json`).
 */
import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { AppError, BackupResultSchema } from '@polotno/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import type { OpsService } from './ops.service.ts';

/** Whether an address is this machine's (127.0.0.0/8, ::1, or IPv4 loopback mapped into IPv6). */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/** Whether the request carries `Bearer <token>`, compared in constant time. */
function bearerIs(request: FastifyRequest, token: string | null): boolean {
  const given = request.headers.authorization;
  if (!token || !given?.startsWith('Bearer ')) return false;
  const presented = Buffer.from(given.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

const opsRoutes: FastifyPluginAsyncZod<{
  service: OpsService;
  registry: Registry;
  metricsToken: string | null;
  backupToken: () => string | null;
}> = async (app, { service, registry, metricsToken, backupToken }) => {
  app.get(
    '/api/metrics',
    {
      // Scrapes every few seconds: not worth a compressor, and not part of the shop's public contract.
      compress: false,
      schema: {
        tags: ['health'],
        summary: 'Prometheus metrics (text format); this machine, or a scraper with METRICS_TOKEN',
        hide: true,
      },
    },
    async (request, reply) => {
      // request.ip is the client's address as TRUST_PROXY decides it: a proxy on this machine does not open it.
      if (!isLoopback(request.ip) && !bearerIs(request, metricsToken)) throw new AppError('FORBIDDEN');
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );

  app.post(
    '/api/ops/backup',
    { schema: { tags: ['health'], summary: 'Write a backup now', hide: true, response: { 201: BackupResultSchema } } },
    async (request, reply) => {
      // Both: the socket's peer, not a forwarded address (a proxy on this machine is loopback too), and the token.
      if (!isLoopback(request.socket.remoteAddress ?? '') || !bearerIs(request, backupToken())) {
        throw new AppError('FORBIDDEN');
      }
      return reply.code(201).send(await service.backup());
    },
  );
};

export default opsRoutes;
