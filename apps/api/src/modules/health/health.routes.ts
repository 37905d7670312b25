import { HealthSchema, ReadinessSchema } from '@polotno/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service.ts';

/** Liveness (the process answers) and readiness (each dependency's state). */
const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (app, { service }) => {
  // Liveness never changes, so its answer goes through the response schema once, here, not on every probe.
  const alive = JSON.stringify(HealthSchema.parse({ status: 'ok' }));
  app.get(
    '/api/health',
    // A few bytes, never worth compressing.
    { compress: false, schema: { tags: ['health'], summary: 'Liveness', response: { 200: HealthSchema } } },
    async (_request, reply: FastifyReply) => reply.type('application/json; charset=utf-8').send(alive),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database, Redis, the file store and the SMS provider, each with its state',
        description: 'Any of them down: 503 with the same body, naming it.',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await service.ready();
      return reply.code(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
};

export default healthRoutes;
