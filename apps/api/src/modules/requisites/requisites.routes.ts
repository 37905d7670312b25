/**
 * A buyer's requisites (spec §7 paths). The caller must be that user or an ADMIN.
 */
import {
  RequisitesAnswerSchema,
  RequisitesParamsSchema,
  RequisitesResponseSchema,
  RequisitesSchema,
} from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOwnerOrAdmin } from '../../plugins/auth.ts';
import { signedIn } from '../../plugins/openapi.ts';
import type { RequisitesService } from './requisites.service.ts';

const requisitesRoutes: FastifyPluginAsyncZod<{ service: RequisitesService }> = async (app, { service }) => {
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

export default requisitesRoutes;
