/**
 * Orders (spec §7): place with `Idempotency-Key`, list (ADMIN), a user's history, change, delete, invoice
 * PDF and reorder; payments on record (ADMIN records and voids). `GET /api/order/:userId` and
 * `GET /api/order/:id/invoice.pdf` differ in depth.
 */
import {
  IdempotencyHeadersSchema,
  OrderCreateSchema,
  OrderIdParamsSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderSchema,
  OrderUpdateSchema,
  ReorderResultSchema,
  RollSwapSchema,
  OrderApprovalSchema,
  OrderHistoryParamsSchema,
  OrderHistoryQuerySchema,
  PaymentCreateSchema,
  PaymentParamsSchema,
  PaymentVoidSchema,
} from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireOwnerOrAdmin, requireUser } from '../../plugins/auth.ts';
import { documentRateLimit } from '../../plugins/rate-limit.ts';
import type { OrdersService } from './orders.service.ts';
import { fileAnswer, signedIn } from '../../plugins/openapi.ts';

const ordersRoutes: FastifyPluginAsyncZod<{ service: OrdersService }> = async (app, { service }) => {
  app.post(
    '/api/order',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place an order from the cart or explicit lines; stock is reserved atomically',
        description:
          'A retry with the same `Idempotency-Key` answers the same order (200 instead of 201). ' +
          'Not enough rolls: 409 STOCK_SHORT with `details.lines`, and nothing is written.',
        security: signedIn,
        headers: IdempotencyHeadersSchema,
        body: OrderCreateSchema,
        response: { 200: OrderSchema, 201: OrderSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const key = request.headers['idempotency-key'];
      const { order, created } = await service.placeOrder(user, request.body, key, request.lang);
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  app.get(
    '/api/order',
    {
      schema: {
        tags: ['orders'],
        summary: 'All orders (ADMIN), filtered by number, status, customer and creation date, newest first',
        security: signedIn,
        querystring: OrderListQuerySchema,
        response: { 200: OrderListSchema },
      },
    },
    async (request) => {
      return service.listOrders(requireAdmin(request), request.query, request.lang);
    },
  );

  app.get(
    '/api/order/:id',
    {
      schema: {
        tags: ['orders'],
        summary: "A user's orders (their acting company's), most recently changed first",
        description:
          'The specification’s `/api/order/{userId}`: here `id` is the customer’s user id, while PUT and DELETE ' +
          'of this path take an order’s id. Acting for a company, the caller gets the company’s orders, each ' +
          'with who placed it (`placedBy`, filtered by `?placedBy=`) and its approval; a buyer gets no payments ' +
          'of orders other members placed (`documentsVisible: false`).',
        security: signedIn,
        params: OrderHistoryParamsSchema,
        querystring: OrderHistoryQuerySchema,
        response: { 200: z.array(OrderSchema) },
      },
    },
    async (request) => {
      const viewer = requireOwnerOrAdmin(request, request.params.id);
      return service.listUserOrders(viewer, request.params.id, request.query, request.lang);
    },
  );

  app.put(
    '/api/order/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Change an order: ADMIN sets status, actual weights, note; the customer may cancel a new order',
        description:
          'A company’s order may be cancelled by its owners and buyers. 409 ORDER_AWAITING_APPROVAL: a manager ' +
          'cannot confirm or invoice an order waiting for the company owner’s approval.',
        security: signedIn,
        params: OrderIdParamsSchema,
        body: OrderUpdateSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => service.updateOrder(requireUser(request), request.params.id, request.body, request.lang),
  );

  app.post(
    '/api/order/:id/approval',
    {
      schema: {
        tags: ['orders'],
        summary: "An owner approves or declines a buyer's order above their limit (acting for its company)",
        description:
          'approve: the order goes on as usual. decline (with a reason): the order is cancelled and its rolls ' +
          'released. 409 ORDER_NOT_AWAITING_APPROVAL when the order waits for no decision.',
        security: signedIn,
        params: OrderIdParamsSchema,
        body: OrderApprovalSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => service.decideApproval(requireUser(request), request.params.id, request.body, request.lang),
  );

  app.post(
    '/api/order/:id/roll-swaps',
    {
      schema: {
        tags: ['orders'],
        summary: "Swap one of an order's rolls for an available one of the same product and colour (ADMIN)",
        description: 'Before the invoice only (409 ROLL_SWAP_LOCKED); the reason is kept in both rolls’ history.',
        security: signedIn,
        params: OrderIdParamsSchema,
        body: RollSwapSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) => service.swapRoll(requireAdmin(request), request.params.id, request.body, request.lang),
  );

  app.post(
    '/api/order/:id/payments',
    {
      schema: {
        tags: ['orders'],
        summary: 'Record a payment of an order (ADMIN): the day, the amount in roubles, the payment order number',
        description:
          'Partial payments add up; an invoiced order whose payments cover its total becomes paid. ' +
          'A cancelled or expired order takes none (409 PAYMENT_ORDER_CLOSED).',
        security: signedIn,
        params: OrderIdParamsSchema,
        body: PaymentCreateSchema,
        response: { 201: OrderSchema },
      },
    },
    async (request, reply) => {
      const order = await service.recordPayment(requireAdmin(request), request.params.id, request.body, request.lang);
      return reply.code(201).send(order);
    },
  );

  app.delete(
    '/api/order/:id/payments/:paymentId',
    {
      schema: {
        tags: ['orders'],
        summary: 'Void a payment (ADMIN): it stays on record, marked with who voided it, when and why',
        security: signedIn,
        params: PaymentParamsSchema,
        body: PaymentVoidSchema,
        response: { 200: OrderSchema },
      },
    },
    async (request) =>
      service.voidPayment(
        requireAdmin(request),
        request.params.id,
        request.params.paymentId,
        request.body.reason,
        request.lang,
      ),
  );

  app.delete(
    '/api/order/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Delete an order (ADMIN); rolls still reserved for it go back to stock',
        security: signedIn,
        params: OrderIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      await service.deleteOrder(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/order/:id/invoice.pdf',
    {
      config: { rateLimit: documentRateLimit(app.config) },
      schema: {
        tags: ['orders'],
        summary: 'The invoice («Счёт на оплату») as PDF, once the order is invoiced (documents.read or ADMIN)',
        security: signedIn,
        params: OrderIdParamsSchema,
        response: { 200: fileAnswer('The invoice', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const pdf = await service.invoicePdf(requireUser(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="schet-${request.params.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/order/:id/reorder',
    {
      schema: {
        tags: ['orders'],
        summary: "Put an order's lines back into the cart at today's prices; lists what is no longer available",
        security: signedIn,
        params: OrderIdParamsSchema,
        response: { 200: ReorderResultSchema },
      },
    },
    async (request) => service.reorder(requireUser(request), request.params.id, request.lang),
  );
};

export default ordersRoutes;
