/** The audit trail for ADMIN: `GET /api/admin/audit` and the people it names. */
import { AuditActorsSchema, AuditPageSchema, AuditQuerySchema, ErrorBodySchema } from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth.ts';
import { signedIn } from '../../plugins/openapi.ts';
import type { AuditService } from './audit.service.ts';

const tags = ['audit'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

const auditAdminRoutes: FastifyPluginAsyncZod<{ service: AuditService }> = async (app, { service }) => {
  // preValidation, where other admin plugins use onRequest: this module is registered before the accounts
  // module's auth plugin (accounts records its changes here), so the caller is known only after every onRequest
  // hook; preValidation still refuses before the query is read.
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Changes made in the back office, newest first: by person, kind of object, object and period',
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...errors },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/api/admin/audit/actors',
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'The people the audit trail names',
        response: { 200: AuditActorsSchema, ...errors },
      },
    },
    async () => service.actors(),
  );
};

export default auditAdminRoutes;
