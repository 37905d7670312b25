/**
 * The requests capability: visitors' forms (price list and samples, feedback, order brief), the brief
 * template and the live price list as XLSX, and ADMIN's handling of the stored requests.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import requestsRoutes from './requests.routes.ts';
import { createRequestsService } from './requests.service.ts';

export type { RequestsService } from './requests.service.ts';

export default fp(
  async function requests(app: FastifyInstance) {
    const service = createRequestsService({
      db: app.db,
      config: app.config,
      mail: app.mail,
      log: app.log,
      catalog: app.catalog,
      files: app.storedFiles,
      events: app.events,
      audit: app.audit,
    });
    await app.register(requestsRoutes, { service });
  },
  {
    name: 'requests',
    dependencies: ['db', 'auth', 'mail', 'stored-files', 'catalog', 'rate-limit', 'events', 'audit'],
  },
);
