/**
 * The back office's rolls over HTTP (ADMIN): receiving (preview and save), labels, rolls and lots, a roll's
 * write-off and corrections, and an order's roll swaps. Every route of this plugin demands an ADMIN before the
 * body is even read (an `onRequest` guard), so a denied call never reaches validation or the database.
 */
import {
  LabelsQuerySchema,
  LotListQuerySchema,
  LotPreviewSchema,
  LotReceivedSchema,
  LotReceiveSchema,
  LotSummarySchema,
  OrderIdParamsSchema,
  OrderRollSwapsSchema,
  RollDetailSchema,
  RollIdParamsSchema,
  RollListQuerySchema,
  RollListSchema,
  RollUpdateSchema,
} from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRIVATE_ANSWER, requireUser } from '../../plugins/auth.ts';
import { documentRateLimit } from '../../plugins/rate-limit.ts';
import type { RollReservations } from './rolls.reservations.ts';
import type { RollsService } from './rolls.service.ts';
import { adminOnly, fileAnswer } from '../../plugins/openapi.ts';

const rollsAdminRoutes: FastifyPluginAsyncZod<{ service: RollsService; reservations: RollReservations }> = async (
  app,
  { service, reservations },
) => {
  // Handlers that record who acted (a received lot, a roll's history) take that ADMIN with requireUser.
  adminOnly(app);

  app.post(
    '/api/rolls/lots/preview',
    {
      schema: {
        tags: ['rolls'],
        summary: 'Read and check the weights of a lot before receiving it (ADMIN); nothing is saved',
        description:
          'Weights: one per line, or separated by tabs, `;` or `, `; decimal comma or dot (`21,4` = `21.4`). ' +
          "Each row says whether it is unreadable or outside the product's roll band.",
        body: LotReceiveSchema,
        response: { 200: LotPreviewSchema },
      },
    },
    async (request) => {
      return service.previewLot(request.body, request.lang);
    },
  );

  app.post(
    '/api/rolls/lots',
    {
      schema: {
        tags: ['rolls'],
        summary: 'Receive a lot (ADMIN): one roll per weight, numbered by the shop',
        description:
          'Every weight must be readable and within the roll band, else 422 ROLL_WEIGHTS_INVALID with ' +
          '`details.rows` and nothing saved. Roll numbers come from one sequence (`000123`), in the given order.',
        body: LotReceiveSchema,
        response: { 201: LotReceivedSchema },
      },
    },
    async (request, reply) => {
      const received = await service.receiveLot(requireUser(request), request.body, request.lang);
      return reply.code(201).send(received);
    },
  );

  app.get(
    '/api/rolls/lots',
    {
      schema: {
        tags: ['rolls'],
        summary: "A product's lots (ADMIN), oldest first, with rolls by status and available weights",
        querystring: LotListQuerySchema,
        response: { 200: z.array(LotSummarySchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_ANSWER);
      return service.listLots(request.query.productId, request.query.colorId, request.lang);
    },
  );

  app.get(
    '/api/rolls/labels.pdf',
    {
      config: { rateLimit: documentRateLimit(app.config) },
      schema: {
        tags: ['rolls'],
        summary: 'Roll labels as PDF (ADMIN): A6 per roll with a QR code of its number; `?lotId=` or `?ids=1,2`',
        querystring: LabelsQuerySchema,
        response: { 200: fileAnswer('The labels, one A6 page a roll', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const pdf = await service.labelsPdf(request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="rolls-labels.pdf"')
        .header('cache-control', PRIVATE_ANSWER)
        .send(pdf);
    },
  );

  app.get(
    '/api/rolls',
    {
      schema: {
        tags: ['rolls'],
        summary: 'Rolls (ADMIN) by product, colour, lot, status or exact number; newest lot first',
        querystring: RollListQuerySchema,
        response: { 200: RollListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_ANSWER);
      return service.listRolls(request.query, request.lang);
    },
  );

  app.get(
    '/api/rolls/:id',
    {
      schema: {
        tags: ['rolls'],
        summary: 'One roll with its status history: who, when, why (ADMIN)',
        params: RollIdParamsSchema,
        response: { 200: RollDetailSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_ANSWER);
      return service.getRoll(request.params.id, request.lang);
    },
  );

  app.put(
    '/api/rolls/:id',
    {
      schema: {
        tags: ['rolls'],
        summary: 'Write a roll off or take the write-off back (with a reason), or correct grade, note, width (ADMIN)',
        params: RollIdParamsSchema,
        body: RollUpdateSchema,
        response: { 200: RollDetailSchema },
      },
    },
    async (request) => service.updateRoll(requireUser(request), request.params.id, request.body, request.lang),
  );

  app.get(
    '/api/order/:id/roll-swaps',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The order's roll swaps, oldest first: when, who, the roll that left and the one that came, why (ADMIN)",
        params: OrderIdParamsSchema,
        response: { 200: OrderRollSwapsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_ANSWER);
      return { items: await reservations.listSwaps(request.params.id, request.lang) };
    },
  );
};

export default rollsAdminRoutes;
