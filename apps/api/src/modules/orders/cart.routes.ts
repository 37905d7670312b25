/**
 * Favourites, cart and requisites of one user (spec §7 paths). The caller must be that user or an ADMIN.
 */
import {
  CartAddSchema,
  CartItemParamsSchema,
  CartSchema,
  CartUpdateSchema,
  RequisitesAnswerSchema,
  RequisitesParamsSchema,
  RequisitesResponseSchema,
  RequisitesSchema,
  SavedListSchema,
  SavedParamsSchema,
  OwnerParamsSchema,
} from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwnerOrAdmin } from '../../plugins/auth.ts';
import type { OrdersService } from './orders.service.ts';
import { signedIn } from '../../plugins/openapi.ts';

const cartRoutes: FastifyPluginAsyncZod<{ service: OrdersService }> = async (app, { service }) => {
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

  app.get(
    '/api/user/:id/requisites',
    {
      schema: {
        tags: ['requisites'],
        summary: "The buyer's requisites (null until saved)",
        security: signedIn,
        params: RequisitesParamsSchema,
        response: { 200: RequisitesAnswerSchema },
      },
    },
    async (request) => {
      requireOwnerOrAdmin(request, request.params.id);
      return service.getRequisites(request.params.id);
    },
  );

  app.put(
    '/api/user/:id/requisites',
    {
      schema: {
        tags: ['requisites'],
        summary: 'Save requisites: customer type and the fields it needs, with checksums',
        security: signedIn,
        params: RequisitesParamsSchema,
        body: RequisitesSchema,
        response: { 200: RequisitesResponseSchema },
      },
    },
    async (request) => {
      requireOwnerOrAdmin(request, request.params.id);
      return service.saveRequisites(request.params.id, request.body);
    },
  );
};

export default cartRoutes;
