/**
 * The back office's Telegram (ADMIN): the manager chats (linked and configured), a one-time code that links
 * another, and unlinking one. Every route demands an ADMIN before anything else (an `onRequest` guard).
 */
import {
  AppError,
  ErrorBodySchema,
  TelegramAdminStatusSchema,
  TelegramChatParamsSchema,
  TelegramLinkSchema,
} from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRIVATE_ANSWER, requireUser } from '../../plugins/auth.ts';
import { adminOnly } from '../../plugins/openapi.ts';
import { LINK_RATE_LIMIT } from './telegram.routes.ts';
import type { TelegramService } from './telegram.service.ts';

const telegramAdminRoutes: FastifyPluginAsyncZod<{ service: TelegramService | null }> = async (app, { service }) => {
  adminOnly(app);

  app.get(
    '/api/admin/telegram',
    {
      schema: {
        tags: ['telegram'],
        summary: 'Manager chats: linked from the back office and named in TELEGRAM_MANAGER_CHATS (ADMIN)',
        response: { 200: TelegramAdminStatusSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PRIVATE_ANSWER);
      return service ? service.adminStatus() : { enabled: false, botUsername: null, chats: [], configuredChats: [] };
    },
  );

  app.post(
    '/api/admin/telegram/link',
    {
      config: { rateLimit: LINK_RATE_LIMIT },
      schema: {
        tags: ['telegram'],
        summary: 'A one-time code (15 minutes) that makes the chat it is sent in a manager chat (ADMIN)',
        response: { 201: TelegramLinkSchema, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      if (!service) throw new AppError('TELEGRAM_DISABLED');
      reply.header('cache-control', PRIVATE_ANSWER);
      return reply.code(201).send(await service.adminLink(requireUser(request), request.lang));
    },
  );

  app.delete(
    '/api/admin/telegram/chats/:chatId',
    {
      schema: {
        tags: ['telegram'],
        summary: 'Unlinks a manager chat (ADMIN)',
        params: TelegramChatParamsSchema,
        response: { 204: z.null(), 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      if (!service) throw new AppError('TELEGRAM_CHAT_NOT_FOUND');
      await service.adminUnlink(Number(request.params.chatId));
      return reply.code(204).send(null);
    },
  );
};

export default telegramAdminRoutes;
