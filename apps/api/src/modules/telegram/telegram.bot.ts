/**
 * The bot itself (grammY): linking by `/start <token>` (or `/link <code>` in a group), the customer's
 * commands, the language, unlinking, the managers' buttons, and a chat that blocked the bot. Every call it
 * makes — replies and the outbox's messages alike — waits for the send limiter first.
 */
import { Bot, InputFile, type Context } from 'grammy';
import type { Lang } from '@polotno/domain';
import { AppError, errorMessage } from '@polotno/domain';
import type { TelegramConfig } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import type { SendLimiter } from './telegram.limiter.ts';
import type { OutboxPayload, TelegramService } from './telegram.service.ts';
import type { OutboxRow } from './telegram.repository.ts';
import { escapeHtml, orderListLine, orderText, REPLIES } from './telegram.texts.ts';

/** Calls that put a message into a chat: each waits for its slot. */
const LIMITED = new Set(['sendMessage', 'sendDocument', 'editMessageText', 'editMessageReplyMarkup']);

/** The chat's language, else the person's Telegram language when it is Uzbek, else Russian. */
const langOf = (ctx: Context, linked: { lang: Lang } | null): Lang =>
  linked?.lang ?? (ctx.from?.language_code === 'uz' ? 'uz' : 'ru');

/** A positive order number from a command's argument, else null. */
const orderNumber = (match: string): number | null => (/^\d{1,9}$/.test(match.trim()) ? Number(match.trim()) : null);

export function createBot(deps: {
  config: TelegramConfig;
  service: TelegramService;
  limiter: SendLimiter;
  log: Logger;
}) {
  const { config, service, limiter, log } = deps;
  const bot = new Bot(config.token, {
    // A call never outlives the outbox's lease on its row.
    client: {
      apiRoot: config.apiUrl,
      timeoutSeconds: Math.min(60, config.leaseMs / 2000) + config.pollingTimeoutSeconds,
    },
  });
  bot.api.config.use(async (prev, method, payload, signal) => {
    if (LIMITED.has(method)) {
      const chatId = (payload as { chat_id?: number | string } | undefined)?.chat_id;
      await limiter.wait(typeof chatId === 'number' ? chatId : null);
    }
    return prev(method, payload, signal);
  });

  const reply = (ctx: Context, text: string) =>
    ctx.reply(text, { parse_mode: 'HTML', link_preview_options: { is_disabled: true } });

  /** The linked customer chat a command needs, or a reply that it is not linked. */
  async function customerChat(ctx: Context) {
    const chat = ctx.chat ? await service.findChat(ctx.chat.id) : null;
    if (chat?.kind === 'customer') return chat;
    await reply(ctx, REPLIES[langOf(ctx, chat)].notLinked);
    return null;
  }

  async function link(ctx: Context, code: string) {
    if (!ctx.chat || !ctx.from) return;
    const title =
      'title' in ctx.chat && ctx.chat.title
        ? ctx.chat.title
        : [ctx.from.first_name, ctx.from.last_name].filter(Boolean).join(' ');
    const linked = code
      ? await service.useLink(code, { chatId: ctx.chat.id, telegramUserId: ctx.from.id, title })
      : null;
    const lang = langOf(ctx, linked);
    if (!linked) {
      const current = await service.findChat(ctx.chat.id);
      await reply(
        ctx,
        code ? REPLIES[lang].linkInvalid : current ? REPLIES[current.lang].help : REPLIES[lang].notLinked,
      );
      return;
    }
    await reply(
      ctx,
      linked.kind === 'manager'
        ? REPLIES[lang].managerLinked
        : `${REPLIES[lang].linked(linked.name)}\n\n${REPLIES[lang].help}`,
    );
  }

  bot.command('start', (ctx) => link(ctx, ctx.match.trim()));
  bot.command('link', (ctx) => link(ctx, ctx.match.trim()));

  bot.command('help', async (ctx) => {
    await reply(ctx, REPLIES[langOf(ctx, ctx.chat ? await service.findChat(ctx.chat.id) : null)].help);
  });

  bot.command('orders', async (ctx) => {
    const chat = await customerChat(ctx);
    if (!chat) return;
    const orders = await service.recentOrders(chat);
    const t = REPLIES[chat.lang];
    await reply(
      ctx,
      orders.length === 0
        ? t.noOrders
        : [t.orders, ...orders.map((order) => orderListLine(order, chat.lang))].join('\n'),
    );
  });

  bot.command('order', async (ctx) => {
    const chat = await customerChat(ctx);
    if (!chat) return;
    const id = orderNumber(ctx.match);
    const t = REPLIES[chat.lang];
    if (id === null) return void (await reply(ctx, t.orderUsage('order')));
    const order = await service.order(chat, id);
    await reply(ctx, order ? orderText(order, chat.lang) : t.orderNotFound(id));
  });

  bot.command('reorder', async (ctx) => {
    const chat = await customerChat(ctx);
    if (!chat) return;
    const id = orderNumber(ctx.match);
    const t = REPLIES[chat.lang];
    if (id === null) return void (await reply(ctx, t.orderUsage('reorder')));
    const result = await service.reorder(chat, id);
    if (!result) return void (await reply(ctx, t.orderNotFound(id)));
    const missing = result.unavailable.map((line) => (line.color ? `${line.name}, ${line.color}` : line.name));
    await reply(
      ctx,
      [t.reordered(id, result.inCart, result.cartUrl), ...(missing.length > 0 ? [t.unavailable(missing)] : [])].join(
        '\n',
      ),
    );
  });

  bot.command('lang', async (ctx) => {
    await ctx.reply(REPLIES.ru.chooseLang, {
      reply_markup: {
        inline_keyboard: [
          [
            { text: 'Русский', callback_data: 'lang:ru' },
            { text: "O'zbekcha", callback_data: 'lang:uz' },
          ],
        ],
      },
    });
  });

  bot.command('stop', async (ctx) => {
    if (!ctx.chat) return;
    const chat = await service.findChat(ctx.chat.id);
    await service.forget(ctx.chat.id);
    await reply(ctx, REPLIES[langOf(ctx, chat)].stopped);
  });

  bot.callbackQuery(/^lang:(ru|uz)$/, async (ctx) => {
    const lang = ctx.match[1] as Lang;
    const chat = ctx.chat ? await service.findChat(ctx.chat.id) : null;
    if (!chat) {
      await ctx.answerCallbackQuery({ text: REPLIES[lang].notLinked, show_alert: true });
      return;
    }
    await service.setLang(chat.chatId, lang);
    await ctx.answerCallbackQuery({ text: REPLIES[lang].langSet });
    await reply(ctx, REPLIES[lang].langSet);
  });

  bot.callbackQuery(/^(confirm|open):(\d{1,9})$/, async (ctx) => {
    const chat = ctx.chat ? await service.findChat(ctx.chat.id) : null;
    const lang = langOf(ctx, chat);
    const admin = await service.adminOf(ctx.from.id);
    if (!admin) {
      await ctx.answerCallbackQuery({ text: REPLIES[lang].adminOnly, show_alert: true });
      return;
    }
    const id = Number(ctx.match[2]);
    if (ctx.match[1] === 'open') {
      const text = await service.managerOrder(id, lang);
      await ctx.answerCallbackQuery();
      await reply(ctx, text ?? REPLIES[lang].orderNotFound(id));
      return;
    }
    try {
      await service.confirmOrder(admin, id, lang);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await ctx.answerCallbackQuery({ text: errorMessage(error.code, lang, error.params), show_alert: true });
      return;
    }
    await ctx.answerCallbackQuery({ text: REPLIES[lang].confirmed(id) });
    // The order is confirmed: only «Открыть» stays under the message.
    const open = ctx.callbackQuery.message?.reply_markup?.inline_keyboard
      .flat()
      .filter((button) => 'callback_data' in button && button.callback_data?.startsWith('open:'));
    await ctx.editMessageReplyMarkup({ reply_markup: { inline_keyboard: open && open.length > 0 ? [open] : [] } });
  });

  bot.on('callback_query:data', (ctx) => ctx.answerCallbackQuery());

  // The bot blocked, or removed from a group: the chat is unlinked.
  bot.on('my_chat_member', async (ctx) => {
    const status = ctx.myChatMember.new_chat_member.status;
    if (status === 'kicked' || status === 'left') await service.forget(ctx.chat.id);
  });

  // Anything else: a short help in private chats (a group's talk is not for the bot).
  bot.on('message', async (ctx) => {
    const command = ctx.message.text?.startsWith('/') ?? false;
    if (ctx.chat.type !== 'private' && !command) return;
    await reply(ctx, REPLIES[langOf(ctx, await service.findChat(ctx.chat.id))].unknown);
  });

  bot.catch((error) => log.error({ err: error.error, update: error.ctx.update.update_id }, 'telegram update failed'));

  return {
    bot,

    /** Makes an outbox row's call; resolves with the message id Telegram gave it. */
    async deliver(row: OutboxRow): Promise<number> {
      const payload = row.payload as OutboxPayload;
      if ('text' in payload) {
        const message = await bot.api.sendMessage(row.chatId, payload.text, {
          parse_mode: 'HTML',
          link_preview_options: { is_disabled: true },
          ...(payload.buttons
            ? {
                reply_markup: {
                  inline_keyboard: payload.buttons.map((buttons) =>
                    buttons.map((button) => ({ text: button.text, callback_data: button.data })),
                  ),
                },
              }
            : {}),
        });
        return message.message_id;
      }
      const file = await service.renderDocument(payload.document);
      const message = await bot.api.sendDocument(row.chatId, new InputFile(file.data, file.filename), {
        ...(payload.caption ? { caption: escapeHtml(payload.caption), parse_mode: 'HTML' as const } : {}),
      });
      return message.message_id;
    },
  };
}

export type TelegramBot = ReturnType<typeof createBot>;
