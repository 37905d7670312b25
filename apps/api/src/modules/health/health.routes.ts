import { AppError, HealthSchema, ReadinessSchema } from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Liveness (the process answers) and readiness (the database answers). */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], summary: 'Liveness', response: { 200: HealthSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    { schema: { tags: ['health'], summary: 'Readiness: the database answers', response: { 200: ReadinessSchema } } },
    async () => {
      try {
        await app.database.ping();
      } catch (error) {
        app.log.error({ err: error }, 'database ping failed');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return { status: 'ready' as const, database: 'up' as const };
    },
  );
};

export default healthRoutes;
