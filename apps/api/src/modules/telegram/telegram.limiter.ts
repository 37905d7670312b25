/**
 * Telegram's send limits, kept by every call the bot makes (the outbox's and the replies to commands): at most
 * one message a second to one chat and thirty a second in all (the Bot API FAQ). Each call reserves the first
 * moment both allow — a slot of the global spacing (1000 / 30 ms) not yet taken, no earlier than the chat's
 * last message plus its interval — and waits for it. Per process: instances of a scaled-out shop share
 * Telegram's budget, and a 429's `retry_after` (the outbox obeys it) covers what they overdraw together.
 */

export interface SendLimiterOptions {
  perChatIntervalMs: number;
  globalPerSecond: number;
  /** The clock in milliseconds (tests move it). */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSendLimiter(options: SendLimiterOptions) {
  const { perChatIntervalMs } = options;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? sleepFor;
  const spacing = 1000 / options.globalPerSecond;
  const takenSlots = new Set<number>();
  const chatFree = new Map<number, number>();

  /** Forgets slots and chats whose moment has passed (kept small however long the process runs). */
  function forget(at: number): void {
    if (takenSlots.size > 1000) {
      for (const slot of takenSlots) if (slot * spacing < at) takenSlots.delete(slot);
    }
    if (chatFree.size > 10_000) {
      for (const [chat, free] of chatFree) if (free < at) chatFree.delete(chat);
    }
  }

  return {
    /** Reserves the next moment a message to `chatId` (null: a call to no chat) may go; milliseconds from now. */
    reserve(chatId: number | null): number {
      const at = now();
      forget(at);
      let slot = Math.ceil(Math.max(at, chatId === null ? at : (chatFree.get(chatId) ?? at)) / spacing);
      while (takenSlots.has(slot)) slot += 1;
      takenSlots.add(slot);
      const moment = Math.round(slot * spacing);
      if (chatId !== null) chatFree.set(chatId, moment + perChatIntervalMs);
      return Math.max(0, moment - at);
    },

    /** Waits until a message to `chatId` may go. */
    async wait(chatId: number | null): Promise<void> {
      const delay = this.reserve(chatId);
      if (delay > 0) await sleep(delay);
    },
  };
}

export type SendLimiter = ReturnType<typeof createSendLimiter>;
