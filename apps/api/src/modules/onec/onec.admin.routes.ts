/**
 * The back office's JSON API of the 1C exchange (ADMIN): status and what to type into 1C, sessions with their
 * steps, files and imports, settings, «send this order to 1C again», the line differences 1C reported, and
 * where 1C's stock disagrees with the shop's rolls.
 */
import {
  ErrorBodySchema,
  OnecDifferenceListSchema,
  OnecDifferenceParamsSchema,
  OnecDifferenceQuerySchema,
  OnecListQuerySchema,
  OnecOrderParamsSchema,
  OnecSessionListSchema,
  OnecSessionParamsSchema,
  OnecSessionSchema,
  OnecSettingsSchema,
  OnecSettingsUpdateSchema,
  OnecStatusSchema,
  OnecStockDifferenceListSchema,
} from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.ts';
import { adminOnly } from '../../plugins/openapi.ts';
import type { OnecAdmin } from './onec.admin.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema };

const onecAdminRoutes: FastifyPluginAsyncZod<{ admin: OnecAdmin }> = async (app, { admin }) => {
  adminOnly(app);

  app.get(
    '/api/admin/onec',
    {
      schema: {
        tags: ['1c'],
        summary: 'The 1C exchange: on or off, what to type into 1C, settings, running imports (ADMIN)',
        response: { 200: OnecStatusSchema, ...errors },
      },
    },
    async () => admin.status(),
  );

  app.get(
    '/api/admin/onec/sessions',
    {
      schema: {
        tags: ['1c'],
        summary: 'Exchange sessions, newest first, with steps, failures, duration and counts (ADMIN)',
        querystring: OnecListQuerySchema,
        response: { 200: OnecSessionListSchema, ...errors },
      },
    },
    async (request) => admin.sessions(request.query.limit, request.query.offset),
  );

  app.get(
    '/api/admin/onec/sessions/:id',
    {
      schema: {
        tags: ['1c'],
        summary: 'One exchange session: every step, its files (size, SHA-256), imports and errors (ADMIN)',
        params: OnecSessionParamsSchema,
        response: { 200: OnecSessionSchema, 404: ErrorBodySchema, ...errors },
      },
    },
    async (request) => admin.session(request.params.id),
  );

  app.get(
    '/api/admin/onec/settings',
    {
      schema: {
        tags: ['1c'],
        summary: 'The exchange settings: hide missing goods on a full package, 1C status mapping (ADMIN)',
        response: { 200: OnecSettingsSchema, ...errors },
      },
    },
    async () => admin.settings(),
  );

  app.put(
    '/api/admin/onec/settings',
    {
      schema: {
        tags: ['1c'],
        summary: "Change the exchange settings; statusMap replaces the whole mapping of 1C's status ids (ADMIN)",
        body: OnecSettingsUpdateSchema,
        response: { 200: OnecSettingsSchema, ...errors },
      },
    },
    async (request) => admin.updateSettings(requireUser(request), request.body),
  );

  app.post(
    '/api/admin/onec/orders/:id/resend',
    {
      schema: {
        tags: ['1c'],
        summary: 'Send this order to 1C again: the next query carries it whatever 1C confirmed (ADMIN)',
        params: OnecOrderParamsSchema,
        response: { 204: z.null(), 404: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await admin.resend(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/onec/differences',
    {
      schema: {
        tags: ['1c'],
        summary: 'Order lines 1C has differently from the shop, newest first; open ones by default (ADMIN)',
        querystring: OnecDifferenceQuerySchema,
        response: { 200: OnecDifferenceListSchema, ...errors },
      },
    },
    async (request) => admin.differences(request.query.open, request.query.limit, request.query.offset),
  );

  app.get(
    '/api/admin/onec/stock-differences',
    {
      schema: {
        tags: ['1c'],
        summary: 'Products tracking rolls whose stock in 1C disagrees with their rolls, as last imported (ADMIN)',
        response: { 200: OnecStockDifferenceListSchema, ...errors },
      },
    },
    async () => admin.stockDifferences(),
  );

  app.post(
    '/api/admin/onec/differences/:id/resolve',
    {
      schema: {
        tags: ['1c'],
        summary: 'Mark a difference seen: the manager settled it (ADMIN)',
        params: OnecDifferenceParamsSchema,
        response: { 204: z.null(), 404: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await admin.resolveDifference(requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default onecAdminRoutes;
