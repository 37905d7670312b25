/**
 * A user's saved products (spec §7 paths). The caller must be that user or an ADMIN.
 */
import { OwnerParamsSchema, SavedListSchema, SavedParamsSchema } from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwnerOrAdmin } from '../../plugins/auth.ts';
import { signedIn } from '../../plugins/openapi.ts';
import type { FavouritesService } from './favourites.service.ts';

const favouritesRoutes: FastifyPluginAsyncZod<{ service: FavouritesService }> = async (app, { service }) => {
  app.get(
    '/api/user/saved/:userId',
    {
      schema: {
        tags: ['favourites'],
        summary: "The user's saved product ids, newest first",
        security: signedIn,
        params: OwnerParamsSchema,
        response: { 200: SavedListSchema },
      },
    },
    async (request) => {
      requireOwnerOrAdmin(request, request.params.userId);
      return service.listSaved(request.params.userId);
    },
  );

  app.post(
    '/api/user/saved/:userId/:productId',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Save a product (idempotent; one product covers both languages)',
        security: signedIn,
        params: SavedParamsSchema,
        response: { 200: SavedListSchema },
      },
    },
    async (request) => {
      requireOwnerOrAdmin(request, request.params.userId);
      return service.addSaved(request.params.userId, request.params.productId);
    },
  );

  app.delete(
    '/api/user/saved/:userId/:productId',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Forget a saved product (idempotent)',
        security: signedIn,
        params: SavedParamsSchema,
        response: { 200: SavedListSchema },
      },
    },
    async (request) => {
      requireOwnerOrAdmin(request, request.params.userId);
      return service.removeSaved(request.params.userId, request.params.productId);
    },
  );
};

export default favouritesRoutes;
