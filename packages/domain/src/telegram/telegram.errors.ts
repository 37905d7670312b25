/**
 * The Telegram bot: linking a chat when the bot is off, and a linked chat that is not there.
 * Each code's status and message in both languages; `ERRORS` (../errors.ts) joins every capability's codes.
 */
import type { ErrorDefinition } from '../error-definition.ts';

export const TELEGRAM_ERRORS = {
  TELEGRAM_DISABLED: {
    status: 503,
    ru: 'Telegram-бот магазина не подключён',
    uz: "Do'konning Telegram boti ulanmagan",
  },
  TELEGRAM_CHAT_NOT_FOUND: {
    status: 404,
    ru: 'Этот чат Telegram не подключён',
    uz: 'Bu Telegram chati ulanmagan',
  },
} as const satisfies Record<string, ErrorDefinition>;
