/**
 * A buyer's requisites (spec §7 paths). The caller must be that user or an ADMIN; acting for a company, they
 * are the company's (the service checks the member's role).
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
        summary: "The buyer's requisites — their acting company's when they act for one (null until saved)",
        security: signedIn,
        params: RequisitesParamsSchema,
        response: { 200: RequisitesAnswerSchema },
      },
    },
    async (request) => {
      const actor = requireOwnerOrAdmin(request, request.params.id);
      return service.getRequisites(actor, request.params.id);
    },
  );

  app.put(
    '/api/user/:id/requisites',
    {
      schema: {
        tags: ['requisites'],
        summary: 'Save requisites: customer type and the fields it needs, with checksums',
        description:
          'Acting for a company: the company’s requisites (owner or accountant; a buyer gets 403). Acting for ' +
          'nobody, company requisites (ООО, ИП, НПД) create the company with the caller as its owner, and the ' +
          'session acts for it from then on; 409 COMPANY_INN_TAKEN when that ИНН + КПП is another company’s ' +
          '(its owner invites the caller). Private-person requisites stay the person’s.',
        security: signedIn,
        params: RequisitesParamsSchema,
        body: RequisitesSchema,
        response: { 200: RequisitesResponseSchema },
      },
    },
    async (request) => {
      const actor = requireOwnerOrAdmin(request, request.params.id);
      return service.saveRequisites(actor, request.params.id, request.body, request.auth?.sessionId ?? null);
    },
  );
};

export default requisitesRoutes;
