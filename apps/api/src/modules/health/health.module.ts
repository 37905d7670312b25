/** The health capability: liveness (`/api/health`) and readiness (`/api/ready`, the database answers). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import healthRoutes from './health.routes.ts';
import { createHealthService } from './health.service.ts';

export type { HealthService } from './health.service.ts';

export default fp(
  async function health(app: FastifyInstance) {
    const service = createHealthService({ database: app.database, log: app.log });
    await app.register(healthRoutes, { service });
  },
  { name: 'health', dependencies: ['db'] },
);
