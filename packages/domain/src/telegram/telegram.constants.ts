/**
 * The Telegram bot's lists (issue 31): who a linked chat is, what an outbox row is doing, and the one-time
 * link tokens' life. The database's columns and checks follow them.
 */

/** A customer's chat follows their orders; a manager chat gets every new order and request. */
export const TELEGRAM_CHAT_KINDS = ['customer', 'manager'] as const;
export type TelegramChatKind = (typeof TELEGRAM_CHAT_KINDS)[number];

/**
 * An outbox row waits (`pending`), is being sent by one process (`sending`, until its lease ends), was
 * delivered (`sent`), was refused for good (`failed`: a bad request, or too many attempts), or was dropped
 * because its chat blocked the bot or is gone (`dropped`).
 */
export const TELEGRAM_OUTBOX_STATES = ['pending', 'sending', 'sent', 'failed', 'dropped'] as const;
export type TelegramOutboxState = (typeof TELEGRAM_OUTBOX_STATES)[number];

/** A link token (the cabinet's deep link, the back office's code) is used once, within this many minutes. */
export const TELEGRAM_LINK_MINUTES = 15;
