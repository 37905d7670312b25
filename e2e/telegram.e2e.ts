/**
 * Telegram (issue 31): a customer links Telegram from the cabinet in a real browser, the bot binds the chat
 * that opens the deep link, and an order placed afterwards reaches that chat and the managers' chat — at a
 * fake Telegram Bot API on 127.0.0.1. The shop runs in its own server here, with the bot configured.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_TOKEN, startFakeTelegram, type FakeTelegram } from '../apps/api/test/fake-telegram.ts';
import { launchBrowser } from './support/browser.ts';
import { ready } from './support/journey.ts';
import { startServer, type RunningServer } from './support/server.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');
const PASSWORD = 'knit-and-purl-42';
const CHAT = 770_001;
const MANAGERS = -1001;

/** The serious and critical accessibility violations axe finds in `selector` of the page now shown. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (include) =>
      (window as unknown as { axe: { run(context: unknown): Promise<AxeResults> } }).axe.run({ include: [include] }),
    selector,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

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
    expect(await axeViolations(page, '[data-testid="telegram"]')).toEqual([]);
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

  it("links a managers' group from /admin by a one-time code", async () => {
    const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await admin.goto(`${server.url}/login`);
    await ready(admin);
    await admin.fill('input[name="login"]', '+7 (999) 000-0001');
    await admin.fill('input[name="password"]', 'e2e-admin-password');
    await admin.click('main button:text("Войти")');
    await admin.waitForURL(`${server.url}/admin`);
    await ready(admin);
    const card = admin.locator('[data-testid="admin-telegram"]');
    expect(await card.innerText()).toContain('Чатов из настроек (TELEGRAM_MANAGER_CHATS): 1');
    await card.locator('button:text("Получить код")').click();
    const command = card.locator('[data-testid="telegram-command"]');
    await command.waitFor();
    const code = (await command.innerText()).replace('/start ', '');
    expect(new URL((await card.locator('[data-testid="telegram-open"]').getAttribute('href')) ?? '').search).toBe(
      `?startgroup=${code}`,
    );
    expect(await axeViolations(admin, '[data-testid="admin-telegram"]')).toEqual([]);

    // The admin (Telegram user 770002) sends the code in the managers' group the bot was added to.
    fake.sendText(770_002, `/start@polotno_test_bot ${code}`, { chatId: -2002 });
    const linked = await fake.waitFor((sent) => sent.find((message) => message.chatId === -2002), 15_000);
    expect(linked.text).toBe('Готово: этот чат получает новые заказы и заявки магазина.');
    await admin.reload();
    await ready(admin);
    await expect.poll(() => card.innerText()).toContain('Менеджеры');
  });

  it('shows the block in Uzbek under /uz', async () => {
    await page.goto(`${server.url}/uz/user/cabinet`);
    await ready(page);
    await page.locator('[data-testid="telegram"] button:text("Telegramni ulash")').waitFor();
  });
});
