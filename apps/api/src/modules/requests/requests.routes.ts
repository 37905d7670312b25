/**
 * Visitor forms (price list and samples, feedback, order brief), the brief template and the live price
 * list, and ADMIN handling of stored requests. Public forms carry a per-IP rate limit on top of the
 * honeypot and the per-contact flood limit applied by the service.
 */
import {
  BriefFieldsSchema,
  ErrorBodySchema,
  FeedbackInputSchema,
  type Lang,
  LangQuerySchema,
  paginated,
  PriceRequestInputSchema,
  RequestIdParamsSchema,
  RequestListQuerySchema,
  RequestReceivedSchema,
  RequestStatusInputSchema,
  VisitorRequestSchema,
} from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition, UPLOAD_KINDS } from '../../lib/uploads.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { documentRateLimit } from '../../plugins/rate-limit.ts';
import multipartBodies, { UploadedFileSchema } from '../../plugins/multipart.ts';
import { BRIEF_FILE_NAME, writeBriefTemplate } from './requests.brief-template.ts';
import type { RequestsService } from './requests.service.ts';
import { fileAnswer, signedIn } from '../../plugins/openapi.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Per IP: a person sends a form a few times at most; this stops scripted floods early. */
const formRateLimit = { max: 10, timeWindow: 60_000 };

const requestsRoutes: FastifyPluginAsyncZod<{ service: RequestsService }> = async (app, { service }) => {
  await app.register(multipartBodies);
  const sender = (request: { lang: Lang; ip: string; user: { id: string } | null }) => ({
    lang: request.lang,
    ip: request.ip,
    userId: request.user?.id ?? null,
  });

  app.post(
    '/api/requests/price',
    {
      config: { rateLimit: formRateLimit },
      schema: {
        tags: ['requests'],
        summary:
          'Ask for a price list, colour card or fabric samples; the price list is e-mailed at once when an e-mail is given',
        description: '`website` is a honeypot: leave it empty.',
        body: PriceRequestInputSchema,
        response: { 201: RequestReceivedSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createPriceRequest(request.body, sender(request))),
  );

  app.post(
    '/api/requests/feedback',
    {
      config: { rateLimit: formRateLimit },
      schema: {
        tags: ['requests'],
        summary: 'Send a message to the managers (phone or e-mail for the answer)',
        description: '`website` is a honeypot: leave it empty.',
        body: FeedbackInputSchema,
        response: { 201: RequestReceivedSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createFeedback(request.body, sender(request))),
  );

  app.post(
    '/api/requests/brief',
    {
      config: {
        rateLimit: formRateLimit,
        multipartOptions: { limits: { fileSize: UPLOAD_KINDS.brief.maxBytes, files: 1 } },
      },
      schema: {
        tags: ['requests'],
        summary: 'Send a completed order brief (XLSX, XLS, DOCX, DOC or PDF, up to 10 MB) with contact details',
        consumes: ['multipart/form-data'],
        body: BriefFieldsSchema.extend({ file: UploadedFileSchema }),
        response: { 201: RequestReceivedSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createBriefRequest(request.body, sender(request))),
  );

  app.get(
    '/api/brief/template',
    {
      schema: {
        tags: ['requests'],
        summary: 'The blank order brief (XLSX) in the request language',
        querystring: LangQuerySchema,
        response: { 200: fileAnswer('The blank brief', XLSX) },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang;
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', attachmentDisposition(BRIEF_FILE_NAME[lang]))
        .send(await writeBriefTemplate(lang));
    },
  );

  app.get(
    '/api/price-list.xlsx',
    {
      config: { rateLimit: documentRateLimit(app.config) },
      schema: {
        tags: ['requests'],
        summary:
          'The live price list (XLSX): category, art, name, composition, g/m², width, colours, price per kg, rolls in stock',
        querystring: LangQuerySchema,
        response: { 200: fileAnswer('The price list', XLSX) },
      },
    },
    async (request, reply) => {
      const file = await service.buildPriceList(request.query.lang);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('cache-control', 'no-cache')
        .send(file.content);
    },
  );

  app.get(
    '/api/admin/requests',
    {
      onRequest: async (request) => void requireAdmin(request),
      schema: {
        tags: ['requests'],
        security: signedIn,
        summary: 'Requests from visitors, newest first, by status and kind',
        querystring: RequestListQuerySchema,
        response: { 200: paginated(VisitorRequestSchema) },
      },
    },
    async (request) => service.listRequests(request.query),
  );

  app.put(
    '/api/admin/requests/:id',
    {
      onRequest: async (request) => void requireAdmin(request),
      schema: {
        tags: ['requests'],
        security: signedIn,
        summary: 'Move a request to new, in-progress or done',
        params: RequestIdParamsSchema,
        body: RequestStatusInputSchema,
        response: {
          200: VisitorRequestSchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => service.setRequestStatus(request.params.id, request.body.status),
  );
};

export default requestsRoutes;
