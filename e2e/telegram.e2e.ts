/**
 * Telegram (issue 31): a customer links Telegram from the cabinet in a real browser, the bot binds the chat
 * that opens the deep link, and an order placed afterwards reaches that chat and the managers' chat — at a
 * fake Telegram Bot API on 127.0.0.1. The shop runs in its own server here, with the bot configured.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_TOKEN, startFakeTelegram, type FakeTelegram } from '../apps/api/test/fake-telegram.ts';
import { launchBrowser } from './support/browser.ts';
import { ready } from './support/journey.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PASSWORD = 'knit-and-purl-42';
const CHAT = 770_001;
const MANAGERS = -1001;

describe('Telegram linked from the cabinet', () => {
  let fake: FakeTelegram;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let customer: { id: string; token: string };
  const phone = `7997${String(Date.now()).slice(-7)}`;

  /** A JSON call to this journey's server. */
  async function api<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? null : await response.json()) as T;
  }

  beforeAll(async () => {
    fake = await startFakeTelegram();
    server = await startServer({
      TELEGRAM_BOT_TOKEN: FAKE_TOKEN,
      TELEGRAM_API_URL: fake.url,
      TELEGRAM_MANAGER_CHATS: String(MANAGERS),
    });
    // Registered as the popup does it, the SMS code read from this server's outbox.
    await api('POST', '/api/verification/send', null, { phoneNumber: phone });
    const sms = await readFile(path.join(server.dataDir, 'outbox', 'sms.jsonl'), 'utf8');
    const code = /\b\d{6}\b/.exec(sms.trim().split('\n').at(-1) ?? '')?.[0];
    const check = await api<{ verificationToken: string }>('POST', '/api/verification/check', null, {
      phoneNumber: phone,
      code,
    });
    const registered = await api<{ access_token: string; user: { id: string } }>('POST', '/api/user/register', null, {
      phone,
      name: 'Шахноза Тикувчи',
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      verificationToken: check.verificationToken,
    });
    customer = { id: registered.user.id, token: registered.access_token };
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('gives a one-time deep link to the bot, and the chat that opens it is linked', async () => {
    await page.goto(`${server.url}/user/cabinet`);
    await ready(page);
    await page.fill('[role="dialog"] input[name="login"]', phone.slice(1));
    await page.fill('[role="dialog"] input[name="password"]', PASSWORD);
    await page.click('[role="dialog"] button:text("Войти")');
    await page.waitForURL(`${server.url}/user/cabinet`);
    await ready(page);

    const block = page.locator('[data-testid="telegram"]');
    await block.locator('h2:text("Telegram")').waitFor();
    await block.locator('button:text("Подключить Telegram")').click();
    const open = block.locator('[data-testid="telegram-open"]');
    await open.waitFor();
    const link = new URL((await open.getAttribute('href')) ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('https://t.me/polotno_test_bot');
    const code = link.searchParams.get('start') ?? '';
    expect(code).toMatch(/^[\w-]{32}$/);
    expect(await block.locator('[data-testid="telegram-command"]').innerText()).toBe(`/start ${code}`);

    // The person opens the link: Telegram sends the bot «/start <code>» from their chat.
    fake.sendText(CHAT, `/start ${code}`);
    const welcome = await fake.waitFor((sent) => sent.find((message) => message.chatId === CHAT), 15_000);
    expect(welcome.text).toContain('Готово: Telegram подключён к аккаунту <b>Шахноза Тикувчи</b>');

    await page.reload();
    await ready(page);
    await expect.poll(() => block.locator('[data-testid="telegram-chats"]').innerText()).toContain(`Клиент ${CHAT}`);
    await block.locator('button:text("Отключить Telegram")').waitFor();
  });

  it("tells the linked chat and the managers' chat of a new order", async () => {
    const list = await api<{ items: { id: number; count: number; colors: { id: number }[] }[] }>(
      'GET',
      '/api/products?inStock=true&limit=50',
      null,
    );
    const product = list.items.find((item) => item.count >= 2 && item.colors.length > 0);
    if (!product) throw new Error('the demo catalogue has no product in stock with colours');
    const order = await api<{ id: number }>('POST', '/api/order', customer.token, {
      lines: [{ productId: product.id, color: product.colors[0]?.id, count: 1 }],
    });
    const told = await fake.waitFor(
      (sent) => sent.find((message) => message.chatId === CHAT && message.text?.includes(`Заказ № ${order.id} принят`)),
      15_000,
    );
    expect(told.parseMode).toBe('HTML');
    const manager = await fake.waitFor(
      (sent) => sent.find((message) => message.chatId === MANAGERS && message.text?.includes(`№ ${order.id}</b>`)),
      15_000,
    );
    expect(manager.text).toContain('Покупатель: Шахноза Тикувчи');
    expect(manager.buttons?.[0]?.map((button) => button.text)).toEqual(['Подтвердить', 'Открыть']);
  });

  it('shows the block in Uzbek under /uz', async () => {
    await page.goto(`${server.url}/uz/user/cabinet`);
    await ready(page);
    await page.locator('[data-testid="telegram"] button:text("Telegramni ulash")').waitFor();
  });
});
