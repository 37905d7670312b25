/** The health capability: liveness (`/api/health`) and readiness (`/api/ready`, each dependency's state). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import healthRoutes from './health.routes.ts';
import { createHealthService } from './health.service.ts';

export type { HealthService } from './health.service.ts';

export default fp(
  async function health(app: FastifyInstance) {
    const service = createHealthService({
      database: app.database,
      redis: app.redis,
      files: { kind: app.config.files.kind, check: () => app.files.check() },
      sms: { kind: app.config.sms.provider, check: () => app.sms.check() },
      log: app.log,
    });
    await app.register(healthRoutes, { service });
  },
  { name: 'health', dependencies: ['db', 'rate-limit', 'files', 'sms'] },
);
