/** The Telegram bot in tests: its configuration pointed at the fake Bot API, and a customer's chat linked as a person links it. */
import { expect } from 'vitest';
import type { TelegramConfig } from '../src/config.ts';
import type { TestUser } from './auth.ts';
import type { FakeTelegram } from './fake-telegram.ts';
import type { TestApp } from './helper.ts';

/** The bot against `fake`, with the schedules shortened so tests wait milliseconds, not seconds. */
export function telegramConfig(fake: FakeTelegram, overrides: Partial<TelegramConfig> = {}): TelegramConfig {
  return {
    token: fake.token,
    apiUrl: fake.url,
    managerChats: [-1001],
    lowRollsThreshold: 3,
    updates: 'polling',
    webhookSecret: 'test-webhook-secret-0123456789abcdef',
    pollingTimeoutSeconds: 2,
    outboxPollMs: 100,
    retryBaseMs: 50,
    retryMaxMs: 200,
    maxAttempts: 30,
    leaseMs: 5_000,
    perChatIntervalMs: 10,
    globalPerSecond: 1000,
    reminderIntervalMs: 3_600_000,
    ...overrides,
  };
}

/** Links `user`'s Telegram (user id = chat id `telegramId`) through the cabinet's deep link and `/start`. */
export async function linkCustomer(
  t: TestApp,
  fake: FakeTelegram,
  user: TestUser,
  telegramId: number,
  lang: 'ru' | 'uz' = 'ru',
): Promise<void> {
  await botReady(t, user);
  const link = await t.app.inject({ method: 'POST', url: `/api/telegram/link?lang=${lang}`, headers: user.headers });
  expect(link.statusCode, link.body).toBe(201);
  const code = new URL(link.json().url).searchParams.get('start');
  const before = fake.sent.length;
  fake.sendText(telegramId, `/start ${code}`);
  await fake.waitFor((sent) => sent.slice(before).some((message) => message.chatId === telegramId));
}

/** Waits until the bot has its name from getMe (its links carry it). */
export async function botReady(t: TestApp, user: TestUser): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const status = await t.app.inject({ method: 'GET', url: '/api/telegram', headers: user.headers });
    const name = status.json().botUsername as string | null;
    if (name) return name;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the bot did not start');
}
