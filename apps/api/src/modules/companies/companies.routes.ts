/**
 * A customer's companies (decision 020): the companies I belong to and the one my session acts for, the acting
 * company with its members and invitations, and the invitation's link (looked up by anyone, accepted signed in).
 */
import {
  ActingCompanyBodySchema,
  CompanyInvitationSchema,
  CompanyMemberSchema,
  CompanySchema,
  ErrorBodySchema,
  InvitationAcceptedSchema,
  InvitationCreateBodySchema,
  InvitationIdParamsSchema,
  InvitationLookupSchema,
  InvitationTokenParamsSchema,
  MemberParamsSchema,
  MemberPatchBodySchema,
  MyCompaniesSchema,
} from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.ts';
import { signedIn } from '../../plugins/openapi.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import type { CompaniesService } from './companies.service.ts';

const tags = ['companies'];
const NoContent = z.null().describe('No content');
const refused = { 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

/** Refuses an anonymous caller before the input is read. */
async function signedInCaller(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** The caller and the session they call from. */
function callerSession(request: FastifyRequest) {
  const user = requireUser(request);
  return { user, sessionId: request.auth!.sessionId };
}

const companiesRoutes: FastifyPluginAsyncZod<{ service: CompaniesService }> = async (app, { service }) => {
  const secured = { preValidation: signedInCaller };
  // An invitation costs an SMS, and a link's token is guessed by no one only while guesses are few.
  const limited = { rateLimit: authRateLimit(app.config) };

  app.get(
    '/api/companies',
    {
      ...secured,
      schema: {
        tags,
        summary: 'The companies I belong to, with my role, and the one this session acts for',
        security: signedIn,
        response: { 200: MyCompaniesSchema },
      },
    },
    async (request) => service.list(requireUser(request)),
  );

  app.put(
    '/api/companies/acting',
    {
      ...secured,
      schema: {
        tags,
        summary: 'Act for one of my companies in this session, or for myself (null); 403 when not a member',
        security: signedIn,
        body: ActingCompanyBodySchema,
        response: { 200: MyCompaniesSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const { user, sessionId } = callerSession(request);
      return service.setActing(user, sessionId, request.body.companyId);
    },
  );

  app.get(
    '/api/company',
    {
      ...secured,
      schema: {
        tags,
        summary: 'The company this session acts for: members, and open invitations for an owner (404 COMPANY_NONE)',
        security: signedIn,
        response: { 200: CompanySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => service.get(requireUser(request)),
  );

  app.post(
    '/api/company/invitations',
    {
      ...secured,
      config: limited,
      schema: {
        tags,
        summary: 'Owner: invite a phone to the company; the link goes by SMS and lives INVITATION_DAYS',
        security: signedIn,
        body: InvitationCreateBodySchema,
        response: { 201: CompanyInvitationSchema, ...refused, 502: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.invite(requireUser(request), request.body, request.lang)),
  );

  app.delete(
    '/api/company/invitations/:id',
    {
      ...secured,
      schema: {
        tags,
        summary: 'Owner: revoke an open invitation',
        security: signedIn,
        params: InvitationIdParamsSchema,
        response: { 204: NoContent, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await service.revokeInvitation(requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/company/members/:userId',
    {
      ...secured,
      schema: {
        tags,
        summary: "Owner: change a member's role or limits (roubles, null: none); the last owner stays one",
        security: signedIn,
        params: MemberParamsSchema,
        body: MemberPatchBodySchema,
        response: { 200: CompanyMemberSchema, ...refused },
      },
    },
    async (request) => service.updateMember(requireUser(request), request.params.userId, request.body),
  );

  app.delete(
    '/api/company/members/:userId',
    {
      ...secured,
      schema: {
        tags,
        summary: 'Owner: remove a member; anyone: leave (own id). The last owner can do neither (409)',
        security: signedIn,
        params: MemberParamsSchema,
        response: { 204: NoContent, ...refused },
      },
    },
    async (request, reply) => {
      await service.removeMember(requireUser(request), request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/invitations/:token',
    {
      config: limited,
      schema: {
        tags,
        summary: "An invitation's link: the company, the role, the phone masked, and whether it is still open",
        params: InvitationTokenParamsSchema,
        response: { 200: InvitationLookupSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => service.lookup(request.params.token),
  );

  app.post(
    '/api/invitations/:token/accept',
    {
      ...secured,
      config: limited,
      schema: {
        tags,
        summary: 'Join the company, signed in with the invited phone; this session then acts for it',
        security: signedIn,
        params: InvitationTokenParamsSchema,
        response: { 200: InvitationAcceptedSchema, 404: ErrorBodySchema, 410: ErrorBodySchema },
      },
    },
    async (request) => {
      const { user, sessionId } = callerSession(request);
      return service.accept(user, sessionId, request.params.token);
    },
  );
};

export default companiesRoutes;
