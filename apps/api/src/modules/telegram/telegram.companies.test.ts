/**
 * The bot and company accounts: a chat linked while acting for a company follows that company's orders as the
 * person's role there allows — the owner is asked to approve a buyer's order above its limit, the managers see
 * it waits and hear the decision, the accountant gets the invoice of a buyer's order, a colleague buyer does
 * not, and a removed member's chat hears nothing more of the company.
 */
import { tables } from '@polotno/db';
import { and, eq, like } from '@polotno/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyRow, joinCompany, removeMember } from '../../../test/acting-company.ts';
import { callerOf, createUser, type TestUser } from '../../../test/auth.ts';
import { startFakeTelegram, type FakeTelegram, type SentMessage } from '../../../test/fake-telegram.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { createProduct } from '../../../test/orders-fixtures.ts';
import { receiveLot } from '../../../test/rolls-fixtures.ts';
import { linkCustomer, telegramConfig } from '../../../test/telegram-fixtures.ts';

let fake: FakeTelegram;
let t: TestApp;
let owner: TestUser;
let buyer: TestUser;
let colleague: TestUser;
let accountant: TestUser;
let admin: TestUser;
const OWNER_TG = 6001;
const BUYER_TG = 6002;
const COLLEAGUE_TG = 6003;
const ACCOUNTANT_TG = 6004;
const MANAGERS = -1001;

beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await createTestApp({ orderExpiryIntervalSeconds: 0, telegram: telegramConfig(fake) });
  [owner, buyer, colleague, accountant, admin] = await Promise.all([
    createUser(t, { name: 'Дильноза Владелец' }),
    createUser(t, { name: 'Bobur Xaridor' }),
    createUser(t, { name: 'Сардор Закупщик' }),
    createUser(t, { name: 'Мария Бухгалтер' }),
    createUser(t, { role: 'ADMIN' }),
  ]);
  const company = await createCompanyRow(t);
  await joinCompany(t, company, owner, 'owner');
  // One rouble: every order of this buyer waits for the owner.
  await joinCompany(t, company, buyer, 'buyer', { orderLimitKopecks: 100 });
  await joinCompany(t, company, colleague, 'buyer');
  await joinCompany(t, company, accountant, 'accountant');
  // Each links while acting for the company: the chat follows it.
  await linkCustomer(t, fake, owner, OWNER_TG, 'ru');
  await linkCustomer(t, fake, buyer, BUYER_TG, 'uz');
  await linkCustomer(t, fake, colleague, COLLEAGUE_TG, 'ru');
  await linkCustomer(t, fake, accountant, ACCOUNTANT_TG, 'ru');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = callerOf(() => t);

/** The messages to `chatId` since `mark` that mention order `id`, once there are `count` of them. */
const toChat =
  (mark: number, chatId: number, id: number, count = 1) =>
  (sent: SentMessage[]) => {
    const found = sent
      .slice(mark)
      .filter(
        (message) =>
          message.chatId === chatId && new RegExp(`№ ${id}(?!\\d)`).test(`${message.text ?? message.caption}`),
      );
    return found.length >= count ? found : undefined;
  };

/** What the outbox holds for `chatId` about order `id` (a message never queued was never meant for the chat). */
async function queuedFor(chatId: number, id: number): Promise<string[]> {
  const rows = await t.app.db
    .select({ key: tables.telegramOutbox.dedupeKey })
    .from(tables.telegramOutbox)
    .where(and(eq(tables.telegramOutbox.chatId, chatId), like(tables.telegramOutbox.dedupeKey, `%:${id}:%`)));
  return rows.map((row) => row.key ?? '');
}

async function stock() {
  const product = await createProduct(t, { count: 0, colors: ['чёрный'] });
  const colorId = product.colors[0]?.id ?? null;
  await receiveLot(t, admin, { productId: product.id, colorId, lot: `К${product.id}`, weights: [21, 22, 23, 24] });
  return { productId: product.id, color: colorId };
}

async function placeBy(user: TestUser): Promise<number> {
  const placed = await call(user, 'POST', '/api/order', { lines: [{ ...(await stock()), count: 1 }] });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().id;
}

describe('an order above a buyer’s limit', () => {
  it('asks the owner in their chat and tells the managers it waits, without «Подтвердить»', async () => {
    const mark = fake.sent.length;
    const id = await placeBy(buyer);
    const [manager] = await fake.waitFor(toChat(mark, MANAGERS, id));
    expect(manager?.text).toContain(`<b>Новый заказ № ${id}</b>`);
    expect(manager?.text).toContain('⏳ Выше лимита закупщика: ждёт одобрения владельца компании');
    expect(manager?.buttons).toEqual([[{ text: 'Открыть', callback_data: `open:${id}` }]]);
    const [ask] = await fake.waitFor(toChat(mark, OWNER_TG, id));
    expect(ask?.text).toContain(`<b>Заказ № ${id} ждёт вашего одобрения.</b>`);
    expect(ask?.text).toContain('Bobur Xaridor');
    expect(ask?.text).toContain('/user/history');
    // The buyer hears in their language that it waits.
    const [placed] = await fake.waitFor(toChat(mark, BUYER_TG, id));
    expect(placed?.text).toContain(`<b>Buyurtma № ${id} qabul qilindi</b> va kompaniya egasining tasdig'ini kutmoqda`);
    // Nobody else is asked: a colleague and the accountant did not place it and cannot approve it.
    expect(await queuedFor(COLLEAGUE_TG, id)).toEqual([]);
    expect(await queuedFor(ACCOUNTANT_TG, id)).toEqual([]);

    // The owner approves in the cabinet: the managers may now confirm it, and the buyer hears it.
    const decided = fake.sent.length;
    const approved = await call(owner, 'POST', `/api/order/${id}/approval`, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    const [managers] = await fake.waitFor(toChat(decided, MANAGERS, id));
    expect(managers?.text).toContain(`<b>Заказ № ${id} одобрен</b> владельцем`);
    const [told] = await fake.waitFor(toChat(decided, BUYER_TG, id));
    expect(told?.text).toBe(
      `Buyurtma № ${id} kompaniya egasi tomonidan tasdiqlandi. Menejer uni tekshirib, hisob beradi.`,
    );
  });

  it('tells a decline with its reason to the managers and the buyer', async () => {
    const id = await placeBy(buyer);
    // Everything the order's placing sends has gone out before the decision.
    for (const chat of [OWNER_TG, BUYER_TG, MANAGERS]) await fake.waitFor(toChat(0, chat, id));
    const mark = fake.sent.length;
    const declined = await call(owner, 'POST', `/api/order/${id}/approval`, {
      decision: 'decline',
      reason: 'Дорого <в этом месяце>',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const [managers] = await fake.waitFor(toChat(mark, MANAGERS, id));
    expect(managers?.text).toContain(`<b>Заказ № ${id} отклонён</b> владельцем`);
    expect(managers?.text).toContain(': Дорого &lt;в этом месяце&gt;. Рулоны вернулись на склад.');
    // The buyer hears the decision (beside the cancellation's own message, which may come first).
    const told = await fake.waitFor((sent) =>
      sent
        .slice(mark)
        .find((message) => message.chatId === BUYER_TG && message.text?.includes(`Buyurtma № ${id} kompaniya egasi`)),
    );
    expect(told.text).toBe(
      `Buyurtma № ${id} kompaniya egasi tomonidan rad etildi: Дорого &lt;в этом месяце&gt;. Rulonlar zaxiradan chiqarildi.`,
    );
  });
});

describe('the money side of a company’s order', () => {
  it('sends the invoice to the placer, the owner and the accountant, not to a colleague buyer', async () => {
    const id = await placeBy(colleague);
    for (const chat of [COLLEAGUE_TG, MANAGERS]) await fake.waitFor(toChat(0, chat, id));
    const mark = fake.sent.length;
    expect((await call(admin, 'PUT', `/api/order/${id}`, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await call(admin, 'PUT', `/api/order/${id}`, { status: 'invoiced' })).statusCode).toBe(200);
    for (const chat of [COLLEAGUE_TG, OWNER_TG, ACCOUNTANT_TG]) {
      const invoice = await fake.waitFor((sent) =>
        sent.slice(mark).find((message) => message.chatId === chat && message.method === 'sendDocument'),
      );
      expect(invoice.document?.filename).toBe(`schet-${id}.pdf`);
      expect(invoice.document?.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // The other buyer sees the company's orders, but not the money side of a colleague's.
    expect(await queuedFor(BUYER_TG, id)).toEqual([]);

    // /orders in the accountant's chat lists the company's orders, a colleague's included.
    const asked = fake.sent.length;
    fake.sendText(ACCOUNTANT_TG, '/orders');
    const [list] = await fake.waitFor(toChat(asked, ACCOUNTANT_TG, id));
    expect(list?.text).toContain(`№ ${id}`);
  });

  it('leaves a removed member’s chat out from the next order on', async () => {
    await removeMember(t, (await companyOf(accountant)) ?? '', accountant);
    const id = await placeBy(colleague);
    await fake.waitFor(toChat(0, COLLEAGUE_TG, id));
    const mark = fake.sent.length;
    expect((await call(admin, 'PUT', `/api/order/${id}`, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await call(admin, 'PUT', `/api/order/${id}`, { status: 'invoiced' })).statusCode).toBe(200);
    await fake.waitFor((sent) =>
      sent.slice(mark).find((message) => message.chatId === OWNER_TG && message.method === 'sendDocument'),
    );
    expect(await queuedFor(ACCOUNTANT_TG, id)).toEqual([]);
    // Nor does /order N show it any more.
    const asked = fake.sent.length;
    fake.sendText(ACCOUNTANT_TG, `/order ${id}`);
    const [answer] = await fake.waitFor(toChat(asked, ACCOUNTANT_TG, id));
    expect(answer?.text).toBe(`Заказ № ${id} не найден.`);
  });
});

/** The company a Telegram chat of `user` follows. */
async function companyOf(user: TestUser): Promise<string | null> {
  const [row] = await t.app.db
    .select({ companyId: tables.telegramChats.companyId })
    .from(tables.telegramChats)
    .where(eq(tables.telegramChats.userId, user.id));
  return row?.companyId ?? null;
}
