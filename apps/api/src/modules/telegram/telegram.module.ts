/**
 * The Telegram capability (issue 31, decision record 018): with `TELEGRAM_BOT_TOKEN` a bot that tells managers
 * of every new order, an owner's approval, request, low colour and payment, and customers of their orders with the documents
 * attached; the cabinet's and the back office's links. It listens to the shop's news (`app.events`) and turns
 * it into outbox rows; the outbox sends them. Updates come by long polling, or by the webhook when
 * `PUBLIC_URL` is https. Without the token only the status routes answer (the bot is off) and nothing else
 * of the shop changes; an unreachable Telegram changes nothing either: messages wait in the outbox.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBot } from './telegram.bot.ts';
import { createSendLimiter } from './telegram.limiter.ts';
import { createOutbox, type Outbox } from './telegram.outbox.ts';
import telegramAdminRoutes from './telegram.admin.routes.ts';
import telegramRoutes from './telegram.routes.ts';
import { createTelegramService, type TelegramService } from './telegram.service.ts';

export type { TelegramService } from './telegram.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bot's service; null when the bot is off. */
    telegram: TelegramService | null;
  }
}

/** Waits before trying Telegram's start-up calls again (getMe, setWebhook): doubling from 1 s to a minute. */
const START_RETRY_MS = [1_000, 60_000] as const;

export default fp(
  async function telegram(app: FastifyInstance) {
    const { config } = app;
    const settings = config.telegram;
    if (!settings) {
      app.decorate('telegram', null);
      await app.register(telegramRoutes, { service: null, webhook: null });
      await app.register(telegramAdminRoutes, { service: null });
      return;
    }

    let outbox: Outbox | null = null;
    let ready = false;
    let closed = false;
    const limiter = createSendLimiter(settings);
    const service = createTelegramService({
      db: app.db,
      config: { publicUrl: config.publicUrl, now: config.now, telegram: settings },
      log: app.log,
      orders: app.orders,
      rolls: app.rolls,
      files: app.storedFiles,
      outbox: () => {
        if (!outbox) throw new Error('the telegram outbox is not open');
        return outbox;
      },
      botUsername: () => (ready ? bot.bot.botInfo.username : null),
      audit: app.audit,
    });
    const bot = createBot({ config: settings, service, limiter, log: app.log });
    app.decorate('telegram', service);
    outbox = createOutbox({
      db: app.db,
      config: settings,
      // Delivery runs on the real clock: retries wait real time, whatever business day the shop's clock says.
      now: () => new Date(),
      log: app.log,
      deliver: bot.deliver,
      unlink: (chatId) => service.forget(chatId),
    });

    await app.register(telegramRoutes, {
      service,
      webhook:
        settings.updates === 'webhook' ? { secret: settings.webhookSecret, bot: () => (ready ? bot.bot : null) } : null,
    });
    await app.register(telegramAdminRoutes, { service });

    // The shop's news, one at a time in the order it came, so a chat's messages keep that order.
    let queue: Promise<void> = Promise.resolve();
    const after = (what: string, work: () => Promise<void>) => {
      queue = queue.then(work).catch((error: unknown) => service.failed(what, error));
    };
    const { events } = app;
    const listeners = {
      'order.placed': (news: { orderId: number }) => after('new order', () => service.orderPlaced(news.orderId)),
      'order.status': (news: { orderId: number; to: Parameters<typeof service.statusChanged>[1] }) =>
        after('status change', () => service.statusChanged(news.orderId, news.to)),
      'order.approval': (news: Parameters<typeof service.approvalDecided>[0]) =>
        after('approval', () => service.approvalDecided(news)),
      'order.payment': (news: Parameters<typeof service.paymentRecorded>[0]) =>
        after('payment', () => service.paymentRecorded(news)),
      'request.received': (news: Parameters<typeof service.requestReceived>[0]) =>
        after('request', () => service.requestReceived(news)),
    };
    events.on('order.placed', listeners['order.placed']);
    events.on('order.status', listeners['order.status']);
    events.on('order.approval', listeners['order.approval']);
    events.on('order.payment', listeners['order.payment']);
    events.on('request.received', listeners['request.received']);

    /** Runs Telegram's start-up call until it succeeds or the app closes. */
    async function untilDone(what: string, call: () => Promise<unknown>): Promise<boolean> {
      for (let wait: number = START_RETRY_MS[0]; !closed; wait = Math.min(wait * 2, START_RETRY_MS[1])) {
        try {
          await call();
          return true;
        } catch (error) {
          app.log.warn({ err: error }, `telegram ${what} failed; trying again in ${wait} ms`);
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, wait);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
      }
      return false;
    }

    let polling: Promise<void> | null = null;
    let wake = () => {};
    let reminders: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      void outbox.kick();
      if (settings.reminderIntervalMs > 0) {
        reminders = setInterval(
          () => after('reserve reminders', () => service.remindReserves()),
          settings.reminderIntervalMs,
        );
        reminders.unref();
      }
      polling = (async () => {
        if (!(await untilDone('getMe', () => bot.bot.init()))) return;
        if (settings.updates === 'webhook') {
          const url = `${config.publicUrl}/api/integrations/telegram/webhook`;
          if (
            !(await untilDone('setWebhook', () =>
              bot.bot.api.setWebhook(url, { secret_token: settings.webhookSecret }),
            ))
          )
            return;
          ready = true;
          app.log.info({ bot: bot.bot.botInfo.username, url }, 'telegram bot ready (webhook)');
          return;
        }
        ready = true;
        if (settings.updates === 'none') return;
        app.log.info({ bot: bot.bot.botInfo.username }, 'telegram bot ready (long polling)');
        await untilDone('polling', () =>
          bot.bot.start({ timeout: settings.pollingTimeoutSeconds, drop_pending_updates: false }),
        );
      })();
    });

    app.addHook('onClose', async () => {
      closed = true;
      wake();
      if (reminders) clearInterval(reminders);
      events.off('order.placed', listeners['order.placed']);
      events.off('order.status', listeners['order.status']);
      events.off('order.approval', listeners['order.approval']);
      events.off('order.payment', listeners['order.payment']);
      events.off('request.received', listeners['request.received']);
      if (bot.bot.isRunning()) await bot.bot.stop().catch(() => undefined);
      await polling;
      await queue;
      await outbox?.close();
    });
  },
  {
    name: 'telegram',
    dependencies: ['db', 'auth', 'rate-limit', 'events', 'orders', 'rolls', 'stored-files', 'audit'],
  },
);
