import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createUser } from '../../../test/auth.ts';
import { startFakeTelegram, type FakeTelegram } from '../../../test/fake-telegram.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { botReady, telegramConfig } from '../../../test/telegram-fixtures.ts';

let fake: FakeTelegram;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await createTestApp({
    publicUrl: 'https://shop.example',
    telegram: telegramConfig(fake, { updates: 'webhook' }),
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const update = (text: string) => fake.sendText(4242, text);
const post = (body: unknown, secret?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/integrations/telegram/webhook',
    headers: secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret },
    payload: body as object,
  });

describe('the webhook (PUBLIC_URL on https)', () => {
  it('is registered with Telegram with its secret token, and never polls', async () => {
    for (let tries = 0; tries < 100 && !fake.webhook; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.webhook).toEqual({
      url: 'https://shop.example/api/integrations/telegram/webhook',
      secret_token: 'test-webhook-secret-0123456789abcdef',
    });
    expect(fake.calls).not.toContain('getUpdates');
  });

  it('refuses a request without the secret or with another one, and handles one with it', async () => {
    const mark = fake.sent.length;
    expect((await post(update('/help'))).statusCode).toBe(401);
    expect((await post(update('/help'), 'test-webhook-secret-0123456789abcdeX')).statusCode).toBe(401);
    expect((await post(update('/help'), 'short')).statusCode).toBe(401);
    expect(fake.sent.length).toBe(mark);
    const accepted = await post(update('/help'), 'test-webhook-secret-0123456789abcdef');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [help] = fake.sent.slice(mark);
    expect(help).toMatchObject({ chatId: 4242, parseMode: 'HTML' });
    expect(help?.text).toContain('<b>Команды</b>');
    expect(fake.sent.length).toBe(mark + 1);
  });
});

describe("a cluster's worker (the primary polls)", () => {
  it('asks Telegram for its name but never for updates', async () => {
    const quiet = await startFakeTelegram();
    const worker = await createTestApp({ telegram: telegramConfig(quiet, { updates: 'none', reminderIntervalMs: 0 }) });
    try {
      const user = await createUser(worker);
      expect(await botReady(worker, user)).toBe('polotno_test_bot');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(quiet.calls).toEqual(['getMe']);
    } finally {
      await worker.close();
      await quiet.close();
    }
  });
});

describe('the bot off', () => {
  it('changes nothing: the cabinet is told it is off, a link is refused in the caller language', async () => {
    const off = await createTestApp();
    try {
      const user = await createUser(off);
      const status = await off.app.inject({ method: 'GET', url: '/api/telegram', headers: user.headers });
      expect(status.json()).toEqual({ enabled: false, botUsername: null, chats: [] });
      const link = await off.app.inject({ method: 'POST', url: '/api/telegram/link?lang=uz', headers: user.headers });
      expect(link.statusCode).toBe(503);
      expect(link.json()).toMatchObject({ code: 'TELEGRAM_DISABLED', message: "Do'konning Telegram boti ulanmagan" });
      const webhook = await off.app.inject({
        method: 'POST',
        url: '/api/integrations/telegram/webhook',
        payload: { update_id: 1 },
      });
      expect(webhook.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('is configured by TELEGRAM_* and refuses a malformed token or chat list', () => {
    const base = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).telegram).toBeNull();
    const on = loadConfig({
      ...base,
      TELEGRAM_BOT_TOKEN: '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ_abc-def',
      TELEGRAM_MANAGER_CHATS: '-1001234567890, 555',
      PUBLIC_URL: 'https://shop.example',
    }).telegram;
    expect(on).toMatchObject({
      apiUrl: 'https://api.telegram.org',
      managerChats: [-1001234567890, 555],
      updates: 'webhook',
      lowRollsThreshold: 3,
    });
    expect(on?.webhookSecret).toMatch(/^[\w-]{43}$/);
    expect(
      loadConfig({ ...base, TELEGRAM_BOT_TOKEN: '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ_abc-def' }).telegram?.updates,
    ).toBe('polling');
    expect(() => loadConfig({ ...base, TELEGRAM_BOT_TOKEN: 'not-a-token' })).toThrow(/TELEGRAM_BOT_TOKEN/);
    expect(() =>
      loadConfig({
        ...base,
        TELEGRAM_BOT_TOKEN: '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ_abc-def',
        TELEGRAM_MANAGER_CHATS: 'chat',
      }),
    ).toThrow(/TELEGRAM_MANAGER_CHATS/);
  });
});
