import { tables } from '@polotno/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createUser, type TestUser } from '../../../test/auth.ts';
import { startFakeTelegram, type FakeTelegram, type SentMessage } from '../../../test/fake-telegram.ts';
import { xlsx } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { multipart } from '../../../test/multipart.ts';
import { createProduct } from '../../../test/orders-fixtures.ts';
import { receiveLot } from '../../../test/rolls-fixtures.ts';
import { linkCustomer, telegramConfig } from '../../../test/telegram-fixtures.ts';

let fake: FakeTelegram;
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let now = new Date('2026-03-02T07:00:00Z');
const ALICE_TG = 5001;
const BOB_TG = 5002;
const ADMIN_TG = 5003;
const MANAGERS = -1001;

beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await createTestApp({ now: () => now, orderExpiryIntervalSeconds: 0, telegram: telegramConfig(fake) });
  [alice, bob, admin] = await Promise.all([
    createUser(t, { name: 'Алиса <b>&</b> Ко' }),
    createUser(t, { name: 'Bobur' }),
    createUser(t, { role: 'ADMIN' }),
  ]);
  await linkCustomer(t, fake, alice, ALICE_TG, 'ru');
  await linkCustomer(t, fake, bob, BOB_TG, 'uz');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = callerOf(() => t);
const after = (mark: number, chatId: number) => (sent: SentMessage[]) => {
  const found = sent.slice(mark).filter((message) => message.chatId === chatId);
  return found.length > 0 ? found : undefined;
};

/** A product of `rolls` rolls of one colour in one lot; resolves with what the order needs. */
async function fabric(weights: number[], name = 'Кулирная гладь') {
  const product = await createProduct(t, { count: 0, colors: ['белый'], name });
  const colorId = product.colors[0]?.id ?? null;
  const rolls = await receiveLot(t, admin, { productId: product.id, colorId, lot: `Л${product.id}`, weights });
  return { productId: product.id, colorId, rolls, lot: `Л${product.id}` };
}

async function order(user: TestUser, stock: Awaited<ReturnType<typeof fabric>>, count: number): Promise<number> {
  const placed = await call(user, 'POST', '/api/order', {
    lines: [{ productId: stock.productId, color: stock.colorId, count }],
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().id;
}

/** Places an order and waits until its customer's chat has been told. */
async function orderTold(user: TestUser, chatId: number, stock: Awaited<ReturnType<typeof fabric>>, count: number) {
  const id = await order(user, stock, count);
  await fake.waitFor((sent) => sent.find((message) => message.chatId === chatId && message.text?.includes(`№ ${id} `)));
  return id;
}

/** The messages to `chatId` since `mark` once there are `count` of them. */
const atLeast = (mark: number, chatId: number, count: number) => (sent: SentMessage[]) => {
  const found = sent.slice(mark).filter((message) => message.chatId === chatId);
  return found.length >= count ? found : undefined;
};

describe('a new order', () => {
  it('reaches the manager chat with customer, lines, rolls and lots, the estimate, the desk and two buttons', async () => {
    const stock = await fabric([21.4, 22.1, 23.05, 24.5, 20.3]);
    const mark = fake.sent.length;
    const id = await order(alice, stock, 2);
    const [manager] = await fake.waitFor(after(mark, MANAGERS));
    expect(manager?.parseMode).toBe('HTML');
    expect(manager?.text).toContain(`<b>Новый заказ № ${id}</b>`);
    // The customer's name arrives as typed: its markup is escaped, never read as markup.
    expect(manager?.text).toContain('Покупатель: Алиса &lt;b&gt;&amp;&lt;/b&gt; Ко');
    expect(manager?.text).toContain(`партия ${stock.lot}: № ${stock.rolls[0]?.number} — 21,400 кг`);
    expect(manager?.text).toContain(`/admin/orders/${id}`);
    expect(manager?.buttons).toEqual([
      [
        { text: 'Подтвердить', callback_data: `confirm:${id}` },
        { text: 'Открыть', callback_data: `open:${id}` },
      ],
    ]);
  });

  it('tells the customer in their language which rolls of which lot were reserved, with exact weights', async () => {
    const stock = await fabric([21.437, 22.018, 20.955, 24.3, 23.2]);
    let mark = fake.sent.length;
    const ruOrder = await order(alice, stock, 2);
    const [ru] = await fake.waitFor(after(mark, ALICE_TG));
    expect(ru?.text).toContain(`<b>Заказ № ${ruOrder} принят.</b>`);
    expect(ru?.text).toContain('Рулоны зарезервированы за вами:');
    expect(ru?.text).toContain(
      `партия ${stock.lot}: № ${stock.rolls[0]?.number} — 21,437 кг, № ${stock.rolls[1]?.number} — 22,018 кг`,
    );
    mark = fake.sent.length;
    const uzOrder = await order(bob, stock, 1);
    const [uz] = await fake.waitFor(after(mark, BOB_TG));
    expect(uz?.text).toContain(`<b>Buyurtma № ${uzOrder} qabul qilindi.</b>`);
    expect(uz?.text).toContain('Rulonlar siz uchun zaxiraga olindi:');
    expect(uz?.text).toContain(`partiya ${stock.lot}: № ${stock.rolls[2]?.number} — 20,955 kg`);
  });

  it('tells the managers once when an order takes a colour below the threshold', async () => {
    const stock = await fabric([21, 22, 23, 24]);
    let mark = fake.sent.length;
    await order(alice, stock, 1); // 3 left: not below 3
    await fake.waitFor(after(mark, MANAGERS));
    await fake.waitFor(after(mark, ALICE_TG));
    expect(fake.sent.slice(mark).some((message) => message.text?.includes('Заканчивается цвет'))).toBe(false);
    mark = fake.sent.length;
    await order(alice, stock, 1); // 2 left
    const low = await fake.waitFor((sent) =>
      sent.slice(mark).find((message) => message.text?.includes('Заканчивается цвет')),
    );
    expect(low.chatId).toBe(MANAGERS);
    expect(low.text).toContain('Кулирная гладь, белый — осталось 2 рул. (порог 3)');
    mark = fake.sent.length;
    await order(alice, stock, 1); // 1 left: already below, told once
    await fake.waitFor(after(mark, ALICE_TG));
    expect(fake.sent.slice(mark).some((message) => message.text?.includes('Заканчивается цвет'))).toBe(false);
  });
});

describe("an order's life", () => {
  it('sends the invoice with its PDF, the payment, then the shipment with the УПД and the packing list', async () => {
    const stock = await fabric([21.437, 22.018, 20.955]);
    const id = await orderTold(alice, ALICE_TG, stock, 3);
    let mark = fake.sent.length;
    expect((await call(admin, 'PUT', `/api/order/${id}`, { status: 'confirmed' })).statusCode).toBe(200);
    const [confirmed] = await fake.waitFor(after(mark, ALICE_TG));
    expect(confirmed?.text).toBe(`Заказ № ${id} подтверждён менеджером.`);
    mark = fake.sent.length;
    const invoiced = await call(admin, 'PUT', `/api/order/${id}`, { status: 'invoiced' });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    const [text, invoice] = await fake.waitFor(atLeast(mark, ALICE_TG, 2));
    expect(text?.text).toContain(`По заказу № ${id} выставлен счёт на <b>`);
    expect(text?.text).toContain('Рулоны в резерве до 05.03.2026 включительно');
    expect(invoice?.method).toBe('sendDocument');
    expect(invoice?.document?.filename).toBe(`schet-${id}.pdf`);
    expect(invoice?.document?.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(invoice?.caption).toBe(`Счёт по заказу № ${id}`);

    mark = fake.sent.length;
    const total: number = invoiced.json().total;
    const paid = await call(admin, 'POST', `/api/order/${id}/payments`, {
      paidOn: '2026-03-03',
      amount: total,
      documentNumber: '381',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const [payment] = await fake.waitFor(after(mark, ALICE_TG));
    expect(payment?.text).toContain(`Оплата по заказу № ${id} получена`);
    expect(payment?.text).toContain('п/п № 381 от 03.03.2026). Заказ оплачен полностью.');
    const managers = await fake.waitFor(after(mark, MANAGERS));
    expect(managers[0]?.text).toContain(`<b>Оплата по заказу № ${id}</b>`);

    mark = fake.sent.length;
    expect((await call(admin, 'PUT', `/api/order/${id}`, { status: 'shipped' })).statusCode).toBe(200);
    const shipped = await fake.waitFor(atLeast(mark, ALICE_TG, 3));
    const upd = (await call(alice, 'GET', `/api/order/${id}/documents`)).json().upd;
    expect(shipped[0]?.text).toContain(`Заказ № ${id} отгружен. УПД № ${upd.number} от `);
    expect(shipped.map((message) => message.document?.filename)).toEqual([
      undefined,
      `upd-${upd.number}-order-${id}.pdf`,
      `packing-list-${id}.pdf`,
    ]);
    for (const document of shipped.slice(1)) expect(document.document?.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('tells a cancellation and an expired reserve, and reminds a day before the reserve ends', async () => {
    const stock = await fabric([21, 22, 23, 24, 25]);
    const cancelled = await orderTold(bob, BOB_TG, stock, 1);
    let mark = fake.sent.length;
    expect((await call(bob, 'PUT', `/api/order/${cancelled}`, { status: 'cancelled' })).statusCode).toBe(200);
    const [cancel] = await fake.waitFor(after(mark, BOB_TG));
    expect(cancel?.text).toBe(`Buyurtma № ${cancelled} bekor qilindi.`);

    const expiring = await orderTold(bob, BOB_TG, stock, 1);
    await call(admin, 'PUT', `/api/order/${expiring}`, { status: 'confirmed' });
    mark = fake.sent.length;
    await call(admin, 'PUT', `/api/order/${expiring}`, { status: 'invoiced' });
    await fake.waitFor(atLeast(mark, BOB_TG, 3));
    // Thursday 5 March, 10:00: the reserve (to the end of that day) ends within a day.
    now = new Date('2026-03-05T07:00:00Z');
    mark = fake.sent.length;
    await t.app.telegram?.remindReserves();
    const [reminder] = await fake.waitFor(after(mark, BOB_TG));
    expect(reminder?.text).toContain(`Buyurtma № ${expiring} bo'yicha zaxira 05.03.2026 kuni tugaydi.`);
    await t.app.telegram?.remindReserves();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(fake.sent.slice(mark).filter((message) => message.chatId === BOB_TG)).toHaveLength(1);

    now = new Date('2026-03-06T07:00:00Z');
    mark = fake.sent.length;
    expect(await t.app.orders.expireDue()).toContain(expiring);
    const [expired] = await fake.waitFor(after(mark, BOB_TG));
    expect(expired?.text).toBe(
      `Buyurtma № ${expiring} bo'yicha zaxira muddati tugadi: hisob to'lanmadi, rulonlar omborga qaytarildi.`,
    );
    now = new Date('2026-03-02T07:00:00Z');
  });
});

describe("the managers' buttons", () => {
  it('confirm the order only for a linked ADMIN, then leave «Открыть»', async () => {
    const stock = await fabric([21, 22, 23, 24, 25, 21]);
    const mark = fake.sent.length;
    const id = await order(alice, stock, 1);
    const [message] = await fake.waitFor(after(mark, MANAGERS));
    if (!message) throw new Error('no manager message');

    // Someone in the group who never linked an ADMIN account: refused, nothing changes.
    fake.press(ALICE_TG, message, `confirm:${id}`);
    const refused = await waitAnswer(fake.answers.length);
    expect(refused).toMatchObject({ show_alert: true, text: expect.stringContaining('только для менеджера') });
    expect((await call(admin, 'GET', `/api/order?id=${id}`)).json().items[0].status).toBe('new');

    // The admin links their own chat by the back office's one-time code; now their press acts.
    const code = (await call(admin, 'POST', '/api/admin/telegram/link')).json().code;
    fake.sendText(ADMIN_TG, `/start ${code}`);
    await fake.waitFor((sent) => sent.find((m) => m.chatId === ADMIN_TG && m.text?.includes('новые заказы и заявки')));
    fake.press(ADMIN_TG, message, `confirm:${id}`);
    expect(await waitAnswer(fake.answers.length)).toMatchObject({ text: `Заказ № ${id} подтверждён.` });
    expect((await call(admin, 'GET', `/api/order?id=${id}`)).json().items[0].status).toBe('confirmed');
    await waitFor(() => fake.edits.find((edit) => edit.message_id === message.messageId));
    expect(fake.edits.at(-1)).toMatchObject({
      chat_id: MANAGERS,
      reply_markup: { inline_keyboard: [[{ text: 'Открыть', callback_data: `open:${id}` }]] },
    });

    const before = fake.sent.length;
    fake.press(ADMIN_TG, message, `open:${id}`);
    const [opened] = await fake.waitFor(after(before, MANAGERS));
    expect(opened?.text).toContain(`<b>Новый заказ № ${id}</b> — Подтверждён`);
  });

  it('say why an order cannot be confirmed yet, and change nothing', async () => {
    // A count-only product: the manager weighs its lines before the order can be confirmed.
    const product = await createProduct(t, { count: 10, colors: ['серый'] });
    const mark = fake.sent.length;
    const placed = await call(alice, 'POST', '/api/order', {
      lines: [{ productId: product.id, color: product.colors[0]?.id, count: 2 }],
    });
    const id: number = placed.json().id;
    const [message] = await fake.waitFor(after(mark, MANAGERS));
    if (!message) throw new Error('no manager message');
    const answered = fake.answers.length;
    fake.press(ADMIN_TG, message, `confirm:${id}`);
    expect(await waitAnswer(answered)).toMatchObject({
      show_alert: true,
      text: 'Фактический вес: укажите вес каждой строки заказа',
    });
    expect((await call(admin, 'GET', `/api/order?id=${id}`)).json().items[0].status).toBe('new');
  });
});

describe('requests', () => {
  it('reach the manager chats with every field, a brief with its file', async () => {
    const mark = fake.sent.length;
    const feedback = await call(null, 'POST', '/api/requests/feedback', {
      name: 'Дилшод <script>',
      phone: '79001234567',
      message: 'Нужен футер & кашкорсе',
    });
    expect(feedback.statusCode, feedback.body).toBeLessThan(300);
    const [message] = await fake.waitFor(after(mark, MANAGERS));
    expect(message?.text).toContain('Обратная связь №');
    expect(message?.text).toContain('Имя: Дилшод &lt;script&gt;');
    expect(message?.text).toContain('Сообщение: Нужен футер &amp; кашкорсе');
  });

  it('send a brief with its file after the message', async () => {
    const data = await xlsx();
    const form = multipart({ name: 'Ирина', phone: '+79035550505', comment: 'Срочно' }, { name: 'бриф.xlsx', data });
    const mark = fake.sent.length;
    const response = await t.app.inject({ method: 'POST', url: '/api/requests/brief', ...form });
    expect(response.statusCode, response.body).toBe(201);
    const [message, file] = await fake.waitFor(atLeast(mark, MANAGERS, 2));
    expect(message?.text).toContain('<b>Бриф на заказ №');
    expect(message?.text).toContain('Сообщение: Срочно');
    expect(file?.method).toBe('sendDocument');
    expect(file?.document?.filename).toBe('бриф.xlsx');
    expect(file?.document?.bytes.equals(data)).toBe(true);
    const rows = await t.app.db.select().from(tables.telegramOutbox);
    expect(rows.filter((row) => row.state === 'failed' || row.state === 'dropped')).toEqual([]);
  });
});

async function waitFor<T>(find: () => T | undefined, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('not within time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const waitAnswer = (count: number) => waitFor(() => fake.answers[count]);
