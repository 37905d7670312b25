/**
 * The rolls capability: rolls with dye lots, receiving, labels, the storefront's lots, and the reservations
 * the orders capability makes with them (`app.rolls.reservations`, called inside the orders' transactions).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRollReservations, type RollReservations } from './rolls.reservations.ts';
import rollsAdminRoutes from './rolls.admin.routes.ts';
import rollsRoutes from './rolls.routes.ts';
import { createRollsService, type RollsService } from './rolls.service.ts';

export type { RollReservations } from './rolls.reservations.ts';
export type { RollsService } from './rolls.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rolls: { service: RollsService; reservations: RollReservations };
  }
}

export default fp(
  async function rolls(app: FastifyInstance) {
    const deps = { db: app.db, config: app.config, catalog: app.catalog, audit: app.audit };
    const service = createRollsService(deps);
    const reservations = createRollReservations(deps);
    app.decorate('rolls', { service, reservations });
    await app.register(rollsRoutes, { service, reservations });
    // Its own plugin: the ADMIN guard (an onRequest hook) covers only the admin routes.
    await app.register(rollsAdminRoutes, { service, reservations });
  },
  { name: 'rolls', dependencies: ['db', 'auth', 'catalog', 'audit'] },
);
