/**
 * A fake Telegram Bot API on 127.0.0.1 speaking the real methods and shapes the bot uses: getMe,
 * getUpdates (long polling, offsets confirming updates), setWebhook / deleteWebhook (with `secret_token`),
 * sendMessage (refusing HTML Telegram could not parse), sendDocument (multipart, the file kept),
 * answerCallbackQuery, editMessageReplyMarkup; and the errors: 401 for a wrong token, 403 «bot was blocked
 * by the user» for a chat that blocked it, 429 with `retry_after`, and an outage (the port closed).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const FAKE_TOKEN = '123456789:AAHfakeFAKEfakeFAKEfakeFAKEfake_token';

export interface SentMessage {
  method: 'sendMessage' | 'sendDocument';
  chatId: number;
  messageId: number;
  text?: string;
  parseMode?: string;
  buttons?: { text: string; callback_data?: string }[][];
  caption?: string;
  document?: { filename: string; bytes: Buffer };
}

export interface FakeTelegram {
  url: string;
  token: string;
  sent: SentMessage[];
  answers: { callback_query_id: string; text?: string; show_alert?: boolean }[];
  edits: { chat_id: number; message_id: number; reply_markup?: unknown }[];
  webhook: { url: string; secret_token?: string } | null;
  /** Chats that blocked the bot: every send to them answers 403. */
  blocked: Set<number>;
  /** The next this many sends answer 429 with `retry_after` seconds. */
  throttle(count: number, retryAfter: number): void;
  /** Every API call's method, in order. */
  calls: string[];
  /** A private-chat text message from a user (chat id = user id) as Telegram would deliver it. */
  sendText(userId: number, text: string, options?: { languageCode?: string; chatId?: number }): Record<string, unknown>;
  /** Any update, as Telegram would deliver it (`my_chat_member` when a user blocks the bot). */
  push(update: Record<string, unknown>): Record<string, unknown>;
  /** A press on an inline button of a message the bot sent. */
  press(userId: number, message: SentMessage, data: string): Record<string, unknown>;
  /** Waits until `predicate` holds over the sent messages (polling every 20 ms), or throws after `ms`. */
  waitFor<T>(predicate: (sent: SentMessage[]) => T | undefined | false, ms?: number): Promise<T>;
  /** Closes the port (an outage); `start()` opens it again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const ALLOWED_TAGS = new Set([
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ins',
  's',
  'strike',
  'del',
  'a',
  'code',
  'pre',
  'tg-spoiler',
  'blockquote',
]);

/** Telegram's HTML parser: a `<` must open or close a known tag, a `&` must start a known entity. */
export function htmlProblem(text: string): string | null {
  const tag = /<\/?([a-z-]+)(\s[^<>]*)?>/gy;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '<') {
      tag.lastIndex = index;
      const match = tag.exec(text);
      if (!match || !ALLOWED_TAGS.has(match[1] ?? '')) return `Unsupported start tag at byte offset ${index}`;
      index = tag.lastIndex - 1;
    } else if (char === '&' && !/^&(lt|gt|amp|quot|#\d+|#x[\da-f]+);/i.test(text.slice(index))) {
      return `Unsupported entity at byte offset ${index}`;
    } else if (char === '>') {
      return `Unexpected end tag at byte offset ${index}`;
    }
  }
  return null;
}

/** The parts of a multipart/form-data body, read as Telegram does (headers with or without a space, names quoted or not). */
function multipartParts(body: Buffer, boundary: string) {
  const parts: { name: string; filename: string | null; bytes: Buffer }[] = [];
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const from = start + delimiter.length;
    if (body.subarray(from, from + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, from);
    if (next === -1) break;
    const part = body.subarray(from + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, split).toString('utf8');
    const disposition = /content-disposition:\s*form-data;\s*(.*)/i.exec(headers)?.[1] ?? '';
    const name = /(?:^|;\s*)name="?([^";]+)"?/.exec(disposition)?.[1] ?? '';
    const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
    parts.push({ name, filename, bytes: part.subarray(split + 4) });
    start = next;
  }
  return parts;
}

async function readBody(
  request: IncomingMessage,
): Promise<Record<string, unknown> & { __files?: Record<string, { filename: string; bytes: Buffer }> }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/json'))
    return body.length > 0 ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
  if (type.startsWith('multipart/form-data')) {
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type);
    const fields: Record<string, unknown> = {};
    const files: Record<string, { filename: string; bytes: Buffer }> = {};
    for (const part of multipartParts(body, boundary?.[1] ?? boundary?.[2] ?? '')) {
      if (part.filename !== null) files[part.name] = { filename: part.filename, bytes: part.bytes };
      else {
        const value = part.bytes.toString('utf8');
        fields[part.name] = /^[[{]/.test(value) ? JSON.parse(value) : value;
      }
    }
    // `attach://<name>`: the file is the part of that name (how grammY and Telegram's docs send one).
    for (const [name, value] of Object.entries(fields)) {
      const attached = typeof value === 'string' && value.startsWith('attach://') ? files[value.slice(9)] : undefined;
      if (attached) files[name] = attached;
    }
    return { ...fields, __files: files };
  }
  return Object.fromEntries(new URLSearchParams(body.toString('utf8')));
}

export async function startFakeTelegram(): Promise<FakeTelegram> {
  const updates: { update_id: number; [key: string]: unknown }[] = [];
  const waiting = new Set<() => void>();
  let nextUpdateId = 1000;
  let nextMessageId = 1;
  let throttled = { count: 0, retryAfter: 1 };
  const sockets = new Set<Socket>();

  const state: Omit<
    FakeTelegram,
    'url' | 'push' | 'throttle' | 'sendText' | 'press' | 'waitFor' | 'stop' | 'start' | 'close'
  > = {
    token: FAKE_TOKEN,
    sent: [],
    answers: [],
    edits: [],
    webhook: null,
    blocked: new Set(),
    calls: [],
  };

  function push(update: Record<string, unknown>) {
    const full = { update_id: nextUpdateId++, ...update };
    updates.push(full);
    for (const wake of waiting) wake();
    return full;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    const ok = (result: unknown) => json(200, { ok: true, result });
    const fail = (code: number, description: string, parameters?: unknown) =>
      json(code, { ok: false, error_code: code, description, ...(parameters ? { parameters } : {}) });
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(new URL(request.url ?? '/', 'http://telegram.test').pathname);
    if (!match) return fail(404, 'Not Found');
    if (match[1] !== state.token) return fail(401, 'Unauthorized');
    const method = match[2] ?? '';
    const params = await readBody(request);
    state.calls.push(method);
    const chatId = Number(params.chat_id);
    switch (method) {
      case 'getMe':
        return ok({
          id: 123456789,
          is_bot: true,
          first_name: 'Полотно',
          username: 'polotno_test_bot',
          can_join_groups: true,
          can_read_all_group_messages: false,
          supports_inline_queries: false,
        });
      case 'setWebhook':
        state.webhook = {
          url: String(params.url),
          ...(params.secret_token ? { secret_token: String(params.secret_token) } : {}),
        };
        return ok(true);
      case 'deleteWebhook':
        state.webhook = null;
        return ok(true);
      case 'getUpdates': {
        if (state.webhook)
          return fail(
            409,
            "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
          );
        const offset = Number(params.offset ?? 0);
        if (offset > 0) updates.splice(0, updates.length, ...updates.filter((update) => update.update_id >= offset));
        const timeout = Math.min(Number(params.timeout ?? 0), 5) * 1000;
        if (updates.length === 0 && timeout > 0) {
          await new Promise<void>((resolve) => {
            const wake = () => {
              waiting.delete(wake);
              clearTimeout(timer);
              resolve();
            };
            const timer = setTimeout(wake, timeout);
            waiting.add(wake);
            request.on('close', wake);
          });
        }
        if (response.destroyed) return;
        return ok(updates.slice(0, Number(params.limit ?? 100)));
      }
      case 'sendMessage':
      case 'sendDocument': {
        if (state.blocked.has(chatId)) return fail(403, 'Forbidden: bot was blocked by the user');
        if (throttled.count > 0) {
          throttled.count -= 1;
          return fail(429, `Too Many Requests: retry after ${throttled.retryAfter}`, {
            retry_after: throttled.retryAfter,
          });
        }
        const text = method === 'sendMessage' ? String(params.text ?? '') : String(params.caption ?? '');
        if (method === 'sendMessage' && text.length === 0) return fail(400, 'Bad Request: message text is empty');
        if (params.parse_mode === 'HTML') {
          const problem = htmlProblem(text);
          if (problem) return fail(400, `Bad Request: can't parse entities: ${problem}`);
        }
        const file = params.__files?.document;
        if (method === 'sendDocument' && !file) return fail(400, 'Bad Request: there is no document in the request');
        const markup = params.reply_markup as { inline_keyboard?: SentMessage['buttons'] } | undefined;
        const sent: SentMessage = {
          method,
          chatId,
          messageId: nextMessageId++,
          ...(method === 'sendMessage' ? { text } : { caption: text }),
          ...(typeof params.parse_mode === 'string' ? { parseMode: params.parse_mode } : {}),
          ...(markup?.inline_keyboard ? { buttons: markup.inline_keyboard } : {}),
          ...(file ? { document: file } : {}),
        };
        state.sent.push(sent);
        return ok({
          message_id: sent.messageId,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: chatId > 0 ? 'private' : 'group' },
          ...(method === 'sendMessage'
            ? { text }
            : {
                document: {
                  file_id: `doc${sent.messageId}`,
                  file_unique_id: `u${sent.messageId}`,
                  file_name: file?.filename,
                },
              }),
        });
      }
      case 'answerCallbackQuery':
        state.answers.push(params as FakeTelegram['answers'][number]);
        return ok(true);
      case 'editMessageReplyMarkup':
        state.edits.push(params as unknown as FakeTelegram['edits'][number]);
        return ok(true);
      default:
        return fail(404, 'Not Found: method not found');
    }
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const user = (id: number, languageCode?: string) => ({
    id,
    is_bot: false,
    first_name: `Клиент ${id}`,
    ...(languageCode ? { language_code: languageCode } : {}),
  });

  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    push,
    throttle(count: number, retryAfter: number) {
      throttled = { count, retryAfter };
    },
    sendText(userId: number, text: string, options: { languageCode?: string; chatId?: number } = {}) {
      const chatId = options.chatId ?? userId;
      const command = /^\/\w+(@\w+)?/.exec(text);
      return push({
        message: {
          message_id: nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          from: user(userId, options.languageCode),
          chat:
            chatId > 0
              ? { id: chatId, type: 'private', first_name: `Клиент ${userId}` }
              : { id: chatId, type: 'group', title: 'Менеджеры' },
          text,
          ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
        },
      });
    },
    press(userId: number, message: SentMessage, data: string) {
      return push({
        callback_query: {
          id: `cq${nextUpdateId}`,
          from: user(userId),
          chat_instance: 'ci',
          data,
          message: {
            message_id: message.messageId,
            date: Math.floor(Date.now() / 1000),
            chat:
              message.chatId > 0
                ? { id: message.chatId, type: 'private', first_name: 'x' }
                : { id: message.chatId, type: 'group', title: 'Менеджеры' },
            text: message.text ?? '',
            ...(message.buttons ? { reply_markup: { inline_keyboard: message.buttons } } : {}),
          },
        },
      });
    },
    async waitFor<T>(predicate: (sent: SentMessage[]) => T | undefined | false, ms = 5_000): Promise<T> {
      const until = Date.now() + ms;
      for (;;) {
        const result = predicate(state.sent);
        if (result !== undefined && result !== false) return result;
        if (Date.now() > until)
          throw new Error(
            `fake Telegram: not sent within ${ms} ms; sent: ${JSON.stringify(state.sent.map((m) => [m.chatId, m.text ?? m.caption]))}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      for (const wake of waiting) wake();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      if (server.listening) await this.stop();
    },
  }) as FakeTelegram;
}
