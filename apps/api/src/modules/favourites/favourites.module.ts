/**
 * The favourites capability: the products a user saved (`/api/user/saved/:userId`). No other module needs
 * it, so it decorates nothing.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import favouritesRoutes from './favourites.routes.ts';
import { createFavouritesService } from './favourites.service.ts';

export type { FavouritesService } from './favourites.service.ts';

export default fp(
  async function favourites(app: FastifyInstance) {
    const service = createFavouritesService({ db: app.db, config: app.config });
    await app.register(favouritesRoutes, { service });
  },
  { name: 'favourites', dependencies: ['db', 'auth'] },
);
