/** The back office's companies under /api/admin/companies: every route demands an ADMIN before its input is read. */
import {
  AdminCompanyPageSchema,
  AdminCompanyParamsSchema,
  AdminCompanyQuerySchema,
  AdminCompanySchema,
  AdminMemberBodySchema,
  AdminOwnerBodySchema,
  ErrorBodySchema,
} from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../plugins/openapi.ts';
import type { CompaniesAdmin } from './companies.admin.ts';

const tags = ['companies'];
const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

const companiesAdminRoutes: FastifyPluginAsyncZod<{ admin: CompaniesAdmin }> = async (app, { admin }) => {
  adminOnly(app);

  app.get(
    '/api/admin/companies',
    {
      schema: {
        tags,
        summary: 'ADMIN: companies by title, searchable by title or ИНН, with members, orders and the balance due',
        querystring: AdminCompanyQuerySchema,
        response: { 200: AdminCompanyPageSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => admin.list(request.query),
  );

  app.get(
    '/api/admin/companies/:id',
    {
      schema: {
        tags,
        summary: 'ADMIN: a company with its members, invitations, orders and balance due',
        params: AdminCompanyParamsSchema,
        response: { 200: AdminCompanySchema, ...errors },
      },
    },
    async (request) => admin.get(request.params.id),
  );

  app.post(
    '/api/admin/companies/:id/members',
    {
      schema: {
        tags,
        summary: 'ADMIN: add an existing account (by phone) to the company; 404 when there is no such account',
        params: AdminCompanyParamsSchema,
        body: AdminMemberBodySchema,
        response: { 200: AdminCompanySchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request) => admin.addMember(request.params.id, request.body),
  );

  app.post(
    '/api/admin/companies/:id/owner',
    {
      schema: {
        tags,
        summary: "ADMIN: a member becomes the company's owner, the other owners become buyers",
        params: AdminCompanyParamsSchema,
        body: AdminOwnerBodySchema,
        response: { 200: AdminCompanySchema, ...errors },
      },
    },
    async (request) => admin.transferOwnership(request.params.id, request.body.userId),
  );
};

export default companiesAdminRoutes;
