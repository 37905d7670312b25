import { tables } from '@polotno/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createUser, type TestUser } from '../../../test/auth.ts';
import { startFakeTelegram, type FakeTelegram } from '../../../test/fake-telegram.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { createProduct } from '../../../test/orders-fixtures.ts';
import { botReady, linkCustomer, telegramConfig } from '../../../test/telegram-fixtures.ts';

let fake: FakeTelegram;
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let now = new Date('2026-03-02T07:00:00Z');
const ALICE_TG = 7001;
/** Alice's order, placed in the Russian commands' test. */
let aliceOrder = 0;
const BOB_TG = 7002;

beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await createTestApp({ now: () => now, telegram: telegramConfig(fake) });
  [alice, bob] = await Promise.all([createUser(t, { name: 'Алиса' }), createUser(t, { name: 'Bobur' })]);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = callerOf(() => t);

/** Sends a text from a Telegram user and resolves with the bot's first reply to that chat. */
async function say(telegramId: number, text: string, languageCode?: string): Promise<string> {
  const mark = fake.sent.length;
  fake.sendText(telegramId, text, languageCode ? { languageCode } : {});
  const reply = await fake.waitFor((sent) => sent.slice(mark).find((message) => message.chatId === telegramId));
  return reply.text ?? '';
}

/** A new link's one-time code (the deep link's `start` parameter). */
async function codeOf(user: TestUser, lang: 'ru' | 'uz' = 'ru'): Promise<string> {
  const response = await call(user, 'POST', `/api/telegram/link?lang=${lang}`);
  expect(response.statusCode, response.body).toBe(201);
  const url = new URL(response.json().url);
  expect(url.origin + url.pathname).toBe('https://t.me/polotno_test_bot');
  return url.searchParams.get('start') ?? '';
}

describe('linking from the cabinet', () => {
  it('binds the chat that opens the deep link once, within 15 minutes, and the cabinet lists it', async () => {
    await botReady(t, alice);
    const code = await codeOf(alice);
    expect(await say(ALICE_TG, `/start ${code}`)).toContain('Готово: Telegram подключён к аккаунту <b>Алиса</b>');
    const status = (await call(alice, 'GET', '/api/telegram')).json();
    expect(status).toMatchObject({ enabled: true, botUsername: 'polotno_test_bot' });
    expect(status.chats).toEqual([expect.objectContaining({ chatId: String(ALICE_TG), kind: 'customer', lang: 'ru' })]);

    // Used once: the same code from another chat binds nothing.
    expect(await say(BOB_TG, `/start ${code}`)).toBe(
      'Ссылка недействительна или устарела. Получите новую в личном кабинете.',
    );
    expect((await call(bob, 'GET', '/api/telegram')).json().chats).toEqual([]);

    // Expired: 16 minutes later a fresh code no longer binds.
    const late = await codeOf(bob, 'uz');
    now = new Date(now.getTime() + 16 * 60_000);
    try {
      expect(await say(BOB_TG, `/start ${late}`, 'uz')).toBe(
        'Havola yaroqsiz yoki eskirgan. Shaxsiy kabinetda yangisini oling.',
      );
    } finally {
      now = new Date('2026-03-02T07:00:00Z');
    }
    const tokens = await t.app.db.select().from(tables.telegramLinkTokens);
    // Only hashes are kept.
    expect(tokens.some((row) => row.tokenHash === code || row.tokenHash === late)).toBe(false);
  });

  it('makes at most ten links a minute for one account', async () => {
    const carol = await createUser(t);
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      answers.push((await call(carol, 'POST', '/api/telegram/link')).statusCode);
    expect(answers).toEqual([...Array(10).fill(201), 429]);
  });

  it('keeps a customer out of the back office routes and refuses a link for a visitor', async () => {
    expect((await call(alice, 'POST', '/api/admin/telegram/link')).statusCode).toBe(403);
    expect((await call(alice, 'GET', '/api/admin/telegram')).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/telegram/link')).statusCode).toBe(401);
  });
});

describe('commands', () => {
  it('answer /help, /orders, /order N and /reorder N in Russian, with nothing of another account', async () => {
    const product = await createProduct(t, { count: 10, colors: ['синий'], name: 'Футер <петля>' });
    const placed = await call(alice, 'POST', '/api/order', {
      lines: [{ productId: product.id, color: product.colors[0]?.id, count: 2 }],
    });
    const id: number = placed.json().id;
    aliceOrder = id;
    const others = await call(bob, 'POST', '/api/order', {
      lines: [{ productId: product.id, color: product.colors[0]?.id, count: 1 }],
    });
    const bobs: number = others.json().id;
    // The order's own message comes first; the replies below follow it.
    await fake.waitFor((sent) => sent.find((message) => message.text?.includes(`Заказ № ${id} принят`)));

    expect(await say(ALICE_TG, '/help')).toContain('/reorder N — положить заказ № N в корзину');
    expect(await say(ALICE_TG, '/orders')).toBe(`<b>Ваши заказы</b>\n№ ${id} · 02.03.2026 · Новый · 2 рул.`);
    const detail = await say(ALICE_TG, `/order ${id}`);
    expect(detail).toContain(`<b>Заказ № ${id}</b> от 02.03.2026 — Новый`);
    expect(detail).toContain('1. Футер &lt;петля&gt; (арт.');
    expect(await say(ALICE_TG, `/order ${bobs}`)).toBe(`Заказ № ${bobs} не найден.`);
    expect(await say(ALICE_TG, '/order')).toBe('Напишите номер заказа: /order 12');

    expect(await say(ALICE_TG, `/reorder ${id}`)).toBe(
      `Заказ № ${id} положен в корзину, в ней позиций: 1. Корзина: http://localhost:3000/cart`,
    );
    const cart = (await call(alice, 'GET', `/api/user/cart/${alice.id}`)).json();
    expect(JSON.stringify(cart)).toContain('"count":2');
    expect(await say(ALICE_TG, `/reorder ${bobs}`)).toBe(`Заказ № ${bobs} не найден.`);
    expect(await say(ALICE_TG, 'какая цена?')).toBe(
      'Не понимаю. Команды: /orders, /order N, /reorder N, /lang, /stop, /help.',
    );
    expect(await say(ALICE_TG, '/unknown')).toContain('Не понимаю.');
  });

  it('answer in Uzbek after /lang, and /stop unlinks', async () => {
    const mark = fake.sent.length;
    fake.sendText(ALICE_TG, '/lang');
    const menu = await fake.waitFor((sent) => sent.slice(mark).find((message) => message.chatId === ALICE_TG));
    expect(menu.buttons).toEqual([
      [
        { text: 'Русский', callback_data: 'lang:ru' },
        { text: "O'zbekcha", callback_data: 'lang:uz' },
      ],
    ]);
    const before = fake.sent.length;
    fake.press(ALICE_TG, menu, 'lang:uz');
    await fake.waitFor((sent) => sent.slice(before).find((message) => message.text === "Til: o'zbekcha."));
    expect(await say(ALICE_TG, '/orders')).toContain('<b>Buyurtmalaringiz</b>\n№ ');
    expect(await say(ALICE_TG, '/order 999999')).toBe('Buyurtma № 999999 topilmadi.');
    expect(await say(ALICE_TG, '/help')).toContain("/reorder N — buyurtma № N ni savatga qo'shish");
    expect(await say(ALICE_TG, 'salom')).toBe(
      'Tushunmadim. Buyruqlar: /orders, /order N, /reorder N, /lang, /stop, /help.',
    );
    expect(await say(ALICE_TG, '/reorder x')).toBe('Buyurtma raqamini yozing: /reorder 12');
    expect(await say(ALICE_TG, `/reorder ${aliceOrder}`)).toBe(
      `Buyurtma № ${aliceOrder} savatga solindi, undagi pozitsiyalar: 1. Savat: http://localhost:3000/uz/cart`,
    );

    expect(await say(ALICE_TG, '/stop')).toBe(
      "Bildirishnomalar o'chirildi, chat akkauntdan uzildi. Qayta ulash shaxsiy kabinetda.",
    );
    expect((await call(alice, 'GET', '/api/telegram')).json().chats).toEqual([]);
    expect(await say(ALICE_TG, '/orders')).toBe(
      'Этот чат не подключён к аккаунту. Откройте личный кабинет на сайте и нажмите «Подключить Telegram».',
    );
    expect(await say(ALICE_TG, '/orders', 'uz')).toContain('Bu chat akkauntga ulanmagan.');
  });

  it('unlinks from the cabinet too', async () => {
    await linkCustomer(t, fake, bob, BOB_TG, 'uz');
    expect((await call(bob, 'GET', '/api/telegram')).json().chats).toHaveLength(1);
    expect((await call(bob, 'DELETE', '/api/telegram')).statusCode).toBe(204);
    expect((await call(bob, 'GET', '/api/telegram')).json().chats).toEqual([]);
    expect(await say(BOB_TG, '/orders', 'uz')).toContain('Bu chat akkauntga ulanmagan.');
  });
});
