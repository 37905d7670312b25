/**
 * A user's cart (spec §7 paths). The caller must be that user or an ADMIN.
 */
import { CartAddSchema, CartItemParamsSchema, CartSchema, CartUpdateSchema, OwnerParamsSchema } from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwnerOrAdmin } from '../../plugins/auth.ts';
import { signedIn } from '../../plugins/openapi.ts';
import type { CartService } from './cart.service.ts';

const cartRoutes: FastifyPluginAsyncZod<{ service: CartService }> = async (app, { service }) => {
  app.get(
    '/api/user/cart/:userId',
    {
      schema: {
        tags: ['cart'],
        summary: 'The cart with today prices and the estimate band per line and in total',
        security: signedIn,
        params: OwnerParamsSchema,
        response: { 200: CartSchema },
      },
    },
    async (request) => {
      requireOwnerOrAdmin(request, request.params.userId);
      return service.getCart(request.params.userId, request.lang);
    },
  );

  app.post(
    '/api/user/cart/:userId',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Add rolls of a product and colour (merged with the same line; sameLot kept on it; the client price is ignored)',
        security: signedIn,
        params: OwnerParamsSchema,
        body: CartAddSchema,
        response: { 200: CartSchema },
      },
    },
    async (request) => {
      requireOwnerOrAdmin(request, request.params.userId);
      return service.addToCart(request.params.userId, request.body, request.lang);
    },
  );

  app.put(
    '/api/user/cart/:userId/:itemId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Set the rolls of a cart line and/or its «из одной партии» (sameLot)',
        security: signedIn,
        params: CartItemParamsSchema,
        body: CartUpdateSchema,
        response: { 200: CartSchema },
      },
    },
    async (request) => {
      requireOwnerOrAdmin(request, request.params.userId);
      return service.updateCartItem(request.params.userId, request.params.itemId, request.body, request.lang);
    },
  );

  app.delete(
    '/api/user/cart/:userId/:itemId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a cart line',
        security: signedIn,
        params: CartItemParamsSchema,
        response: { 200: CartSchema },
      },
    },
    async (request) => {
      requireOwnerOrAdmin(request, request.params.userId);
      return service.removeCartItem(request.params.userId, request.params.itemId, request.lang);
    },
  );

  app.delete(
    '/api/user/cart/:userId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Empty the cart',
        security: signedIn,
        params: OwnerParamsSchema,
        response: { 200: CartSchema },
      },
    },
    async (request) => {
      requireOwnerOrAdmin(request, request.params.userId);
      return service.clearCart(request.params.userId, request.lang);
    },
  );
};

export default cartRoutes;
