/**
 * The Telegram bot over HTTP: the cabinet's link (status, a one-time deep link, unlinking) for the signed-in
 * customer, and the webhook Telegram calls when the shop is on https — refused without Telegram's secret
 * header. With the bot off the status says so and a link is refused (TELEGRAM_DISABLED).
 */
import { timingSafeEqual } from 'node:crypto';
import { AppError, ErrorBodySchema, TelegramLinkSchema, TelegramStatusSchema } from '@polotno/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Bot } from 'grammy';
import { z } from 'zod';
import { PRIVATE_ANSWER, requireUser } from '../../plugins/auth.ts';
import { signedIn } from '../../plugins/openapi.ts';
import type { TelegramService } from './telegram.service.ts';

/** The webhook: its secret and the bot that handles what Telegram sends (null: the bot is not ready yet). */
export interface TelegramWebhook {
  secret: string;
  bot: () => Bot | null;
}

/** Link tokens one account may make a minute: a person needs one, a retry or two. */
export const LINK_RATE_LIMIT = {
  max: 10,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
};

const sameSecret = (given: unknown, secret: string) =>
  typeof given === 'string' &&
  given.length === secret.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(secret));

const telegramRoutes: FastifyPluginAsyncZod<{
  service: TelegramService | null;
  webhook: TelegramWebhook | null;
}> = async (app, { service, webhook }) => {
  app.get(
    '/api/telegram',
    {
      schema: {
        tags: ['telegram'],
        summary: "The caller's linked Telegram chats and whether the shop's bot is on",
        security: signedIn,
        response: { 200: TelegramStatusSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', PRIVATE_ANSWER);
      return service ? service.status(user) : { enabled: false, botUsername: null, chats: [] };
    },
  );

  app.post(
    '/api/telegram/link',
    {
      config: { rateLimit: LINK_RATE_LIMIT },
      schema: {
        tags: ['telegram'],
        summary: 'A one-time deep link (15 minutes, single use) that links the Telegram chat it is opened in',
        security: signedIn,
        response: { 201: TelegramLinkSchema, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!service) throw new AppError('TELEGRAM_DISABLED');
      reply.header('cache-control', PRIVATE_ANSWER);
      return reply.code(201).send(await service.link(user, request.lang));
    },
  );

  app.delete(
    '/api/telegram',
    {
      schema: {
        tags: ['telegram'],
        summary: "Unlinks the caller's Telegram chats: no more messages there",
        security: signedIn,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (service) await service.unlink(user);
      return reply.code(204).send(null);
    },
  );

  if (webhook) {
    app.post(
      '/api/integrations/telegram/webhook',
      {
        schema: {
          tags: ['telegram'],
          summary: "Telegram's updates (webhook mode), verified by X-Telegram-Bot-Api-Secret-Token",
          body: z.looseObject({ update_id: z.number().int() }),
          response: { 200: z.object({}), 401: ErrorBodySchema, 503: ErrorBodySchema },
        },
      },
      async (request) => {
        if (!sameSecret(request.headers['x-telegram-bot-api-secret-token'], webhook.secret)) {
          throw new AppError('WEBHOOK_SIGNATURE_INVALID');
        }
        const bot = webhook.bot();
        // Not ready (Telegram did not answer getMe yet): Telegram sends the update again later.
        if (!bot) throw new AppError('SERVICE_UNAVAILABLE');
        await bot.handleUpdate(request.body as unknown as Parameters<Bot['handleUpdate']>[0]);
        return {};
      },
    );
  }
};

export default telegramRoutes;
