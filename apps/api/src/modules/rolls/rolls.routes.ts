/**
 * Rolls over HTTP for everyone: the storefront's lots per colour (public) and an order's packing list (owner
 * or ADMIN). The back office's routes are rolls.admin.routes.ts.
 */
import { OrderIdParamsSchema, ProductLotsParamsSchema, ProductLotsSchema } from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { documentRateLimit } from '../../plugins/rate-limit.ts';
import type { RollReservations } from './rolls.reservations.ts';
import type { RollsService } from './rolls.service.ts';
import { fileAnswer, signedIn } from '../../plugins/openapi.ts';

const rollsRoutes: FastifyPluginAsyncZod<{ service: RollsService; reservations: RollReservations }> = async (
  app,
  { service, reservations },
) => {
  app.get(
    '/api/product/:id/lots',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Dye lots available per colour: roll count and weight range («Партия 2611 — 6 рулонов, 21,4–24,8 кг»)',
        description: '`tracksRolls: false` for products without roll records: their stock is `count` alone.',
        params: ProductLotsParamsSchema,
        response: { 200: ProductLotsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.productLots(request.params.id, request.lang);
    },
  );

  app.get(
    '/api/order/:id/packing-list.pdf',
    {
      config: { rateLimit: documentRateLimit(app.config) },
      schema: {
        tags: ['orders'],
        summary:
          "The order's packing list as PDF: each line's rolls by number, lot and weight (documents.read or ADMIN)",
        security: signedIn,
        params: OrderIdParamsSchema,
        response: { 200: fileAnswer('The packing list', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const pdf = await reservations.packingListPdf(requireUser(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="upakovochnyj-list-${request.params.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default rollsRoutes;
