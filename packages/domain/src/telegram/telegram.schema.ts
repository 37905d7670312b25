/**
 * The Telegram bot over HTTP (issue 31): a customer's linked chats and the one-time deep link that binds
 * one from the cabinet; the back office's manager chats and the one-time code that links one.
 */
import { z } from 'zod';
import { LANGS } from '../i18n.ts';
import { TELEGRAM_CHAT_KINDS } from './telegram.constants.ts';

/** A chat bound to an account, as its owner (or the back office) sees it. */
export const TelegramChatSchema = z.object({
  /** Telegram's chat id, as a string: it may need more than 32 bits and is negative for groups. */
  chatId: z.string(),
  kind: z.enum(TELEGRAM_CHAT_KINDS),
  /** The person's name or the group's title as Telegram showed it. */
  title: z.string(),
  lang: z.enum(LANGS),
  linkedAt: z.iso.datetime(),
});
export type TelegramChat = z.infer<typeof TelegramChatSchema>;

/** The bot as the cabinet shows it: whether it is on, its @name, and the caller's linked chats. */
export const TelegramStatusSchema = z.object({
  enabled: z.boolean(),
  /** Without the @; null while the bot is off or has not said its name yet. */
  botUsername: z.string().nullable(),
  chats: z.array(TelegramChatSchema),
});
export type TelegramStatus = z.infer<typeof TelegramStatusSchema>;

/** A one-time link: open `url` (a `t.me` deep link) or send `/start <code>` to the bot within 15 minutes. */
export const TelegramLinkSchema = z.object({
  url: z.string(),
  code: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TelegramLink = z.infer<typeof TelegramLinkSchema>;

/** The back office's view: the manager chats linked from it and how many the configuration names. */
export const TelegramAdminStatusSchema = TelegramStatusSchema.extend({
  /** Chats named in `TELEGRAM_MANAGER_CHATS`: they get every manager message without a link. */
  configuredChats: z.array(z.string()),
});
export type TelegramAdminStatus = z.infer<typeof TelegramAdminStatusSchema>;

export const TelegramChatParamsSchema = z.object({
  chatId: z.string().regex(/^-?\d{1,20}$/, { error: 'TELEGRAM_CHAT_NOT_FOUND' }),
});
