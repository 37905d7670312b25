/**
 * The documents after the invoice (issue 26): an order's list of documents, its УПД as PDF and as the
 * electronic file 5.03, and a customer's акт сверки for a period. Owner or ADMIN; files are rate-limited as
 * the invoice is.
 */
import { OrderDocumentsSchema, OrderIdParamsSchema, ReconciliationQuerySchema } from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { fileAnswer, signedIn } from '../../plugins/openapi.ts';
import { documentRateLimit } from '../../plugins/rate-limit.ts';
import type { OrderDocumentsService } from './orders.documents.ts';

const orderDocumentsRoutes: FastifyPluginAsyncZod<{ documents: OrderDocumentsService }> = async (
  app,
  { documents },
) => {
  app.get(
    '/api/order/:id/documents',
    {
      schema: {
        tags: ['orders'],
        summary: "An order's documents: invoice, packing list, УПД (PDF, and XML or why it is not offered)",
        security: signedIn,
        params: OrderIdParamsSchema,
        response: { 200: OrderDocumentsSchema },
      },
    },
    async (request) => documents.list(requireUser(request), request.params.id, request.lang),
  );

  app.get(
    '/api/order/:id/upd.pdf',
    {
      config: { rateLimit: documentRateLimit(app.config) },
      schema: {
        tags: ['orders'],
        summary:
          'The УПД (status 1) as PDF, once the order shipped (documents.read or ADMIN); 409 UPD_NOT_READY before',
        security: signedIn,
        params: OrderIdParamsSchema,
        response: { 200: fileAnswer('The УПД', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const { number, pdf } = await documents.updPdf(requireUser(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="upd-${number}-order-${request.params.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/order/:id/upd.xml',
    {
      config: { rateLimit: documentRateLimit(app.config) },
      schema: {
        tags: ['orders'],
        summary:
          'The electronic УПД, format 5.03 (СЧФДОП), windows-1251, for an ЭДО operator (documents.read or ADMIN)',
        description:
          'Named `ON_NSCHFDOPPR_<buyer ЭДО id>_<seller ЭДО id>_<date>_<uuid>_0_0_0_0_0_00.xml`, as its ИдФайл. ' +
          '409 UPD_NOT_READY before shipment; 409 UPD_XML_SELLER_EDO_MISSING / UPD_XML_BUYER_EDO_MISSING ' +
          'without the shop’s or the buyer’s ЭДО participant id.',
        security: signedIn,
        params: OrderIdParamsSchema,
        response: { 200: fileAnswer('The electronic УПД in windows-1251', 'application/xml') },
      },
    },
    async (request, reply) => {
      const file = await documents.updXml(requireUser(request), request.params.id);
      return reply
        .type('application/xml; charset=windows-1251')
        .header('content-disposition', `attachment; filename="${file.fileId}.xml"`)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

  app.get(
    '/api/reconciliation.pdf',
    {
      config: { rateLimit: documentRateLimit(app.config) },
      schema: {
        tags: ['orders'],
        summary: 'Акт сверки for a period: the caller’s (their acting company’s), or any customer’s for an ADMIN',
        description:
          'An ADMIN names the customer by `companyId`, or by `userId` — a person who belongs to a company ' +
          'stands for the company they joined first. A company’s акт is for its owners and accountants (403 ' +
          'for a buyer).',
        security: signedIn,
        querystring: ReconciliationQuerySchema,
        response: { 200: fileAnswer('The акт сверки', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const pdf = await documents.reconciliationPdf(requireUser(request), request.query);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="akt-sverki-${request.query.from}-${request.query.to}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default orderDocumentsRoutes;
