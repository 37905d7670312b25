/**
 * The requisites capability: a buyer's company or personal details for invoices (`/api/user/:id/requisites`).
 * `app.requisites` is what the orders capability reads them with when an order is placed.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import requisitesRoutes from './requisites.routes.ts';
import { createRequisitesService, type RequisitesService } from './requisites.service.ts';

export type { RequisitesService } from './requisites.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    requisites: RequisitesService;
  }
}

export default fp(
  async function requisites(app: FastifyInstance) {
    const service = createRequisitesService({ db: app.db, config: app.config, audit: app.audit });
    app.decorate('requisites', service);
    await app.register(requisitesRoutes, { service });
  },
  { name: 'requisites', dependencies: ['db', 'auth', 'audit'] },
);
