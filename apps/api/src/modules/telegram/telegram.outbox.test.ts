import { tables } from '@polotno/db';
import { eq } from '@polotno/db/orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { callerOf, createUser, type TestUser } from '../../../test/auth.ts';
import { startFakeTelegram, type FakeTelegram, type SentMessage } from '../../../test/fake-telegram.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { createProduct } from '../../../test/orders-fixtures.ts';
import { botReady, linkCustomer, telegramConfig } from '../../../test/telegram-fixtures.ts';

let fake: FakeTelegram;
let t: TestApp;
let alice: TestUser;
const ALICE_TG = 9001;
const MANAGERS = -1001;

beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await createTestApp({ telegram: telegramConfig(fake) });
  alice = await createUser(t, { name: 'Алиса' });
  await linkCustomer(t, fake, alice, ALICE_TG);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = callerOf(() => t);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const outbox = () => t.app.db.select().from(tables.telegramOutbox);
const placedTexts = (sent: SentMessage[], id: number) =>
  sent.filter(
    (message) => message.text?.includes(`Заказ № ${id} принят`) || message.text?.includes(`заказ № ${id}</b>`),
  );

async function place(): Promise<number> {
  const product = await createProduct(t, { count: 5, colors: ['белый'] });
  const placed = await call(alice, 'POST', '/api/order', {
    lines: [{ productId: product.id, color: product.colors[0]?.id, count: 1 }],
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().id;
}

describe('the outbox', () => {
  it('keeps messages through a Telegram outage and a restart, and sends each once', async () => {
    await fake.stop();
    const first = await place();
    const second = await place();
    // Telegram refuses connections: the messages wait, tried again with backoff.
    const waiting = await waitRows((rows) => {
      const unsent = rows.filter((row) => row.state !== 'sent');
      const between = unsent.every((row) => row.state === 'pending'); // not in the middle of an attempt
      return unsent.length === 4 && between && unsent.filter((row) => row.attempts >= 2).length === 2 ? unsent : [];
    });
    expect(waiting).toHaveLength(4);
    expect(waiting.every((row) => row.state === 'pending')).toBe(true);
    // Each chat's oldest message was tried, more than once; the next ones wait behind it, in order.
    const tried = waiting.filter((row) => row.attempts > 0);
    expect(tried.map((row) => row.dedupeKey).sort()).toEqual(
      [`placed:${first}:${ALICE_TG}`, `placed:${first}:${MANAGERS}`].sort(),
    );
    expect(tried.every((row) => row.attempts >= 2 && row.lastError?.startsWith('network:'))).toBe(true);

    // The shop restarts while Telegram is still down, then Telegram comes back.
    await t.app.close();
    await fake.start();
    let restarted: FastifyInstance | null = await buildApp(t.config, { database: t.database });
    try {
      await restarted.ready();
      await fake.waitFor((sent) => placedTexts(sent, first).length >= 2 && placedTexts(sent, second).length >= 2);
      await pause(300);
      for (const id of [first, second]) {
        const told = placedTexts(fake.sent, id);
        expect(told.map((message) => message.chatId).sort()).toEqual([MANAGERS, ALICE_TG].sort());
      }
      expect((await outbox()).every((row) => row.state === 'sent')).toBe(true);
    } finally {
      await restarted.close();
      restarted = null;
    }
    // The rest of the suite works on a fresh app over the same database.
    t.app = await buildApp(t.config, { database: t.database });
    await t.app.ready();
    await botReady(t, alice);
  });

  it("waits Telegram's retry_after on a 429 and then sends once", async () => {
    fake.throttle(2, 1);
    const started = Date.now();
    const id = await place();
    await fake.waitFor((sent) => placedTexts(sent, id).length >= 2, 8_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    await pause(200);
    expect(placedTexts(fake.sent, id)).toHaveLength(2);
    expect((await outbox()).filter((row) => row.state !== 'sent')).toEqual([]);
  });

  it('unlinks a chat that blocked the bot and drops its messages, the others still go', async () => {
    fake.blocked.add(ALICE_TG);
    try {
      const id = await place();
      await fake.waitFor((sent) =>
        sent.find((message) => message.chatId === MANAGERS && message.text?.includes(`заказ № ${id}</b>`)),
      );
      const dropped = await waitRows((rows) =>
        rows.filter((row) => row.chatId === ALICE_TG && row.state === 'dropped'),
      );
      expect(dropped[0]?.lastError).toBe('403 Forbidden: bot was blocked by the user');
      expect((await call(alice, 'GET', '/api/telegram')).json().chats).toEqual([]);
    } finally {
      fake.blocked.delete(ALICE_TG);
    }
  });

  it('unlinks a chat when Telegram says the user blocked the bot', async () => {
    await linkCustomer(t, fake, alice, ALICE_TG);
    expect((await call(alice, 'GET', '/api/telegram')).json().chats).toHaveLength(1);
    fake.push({
      my_chat_member: {
        chat: { id: ALICE_TG, type: 'private', first_name: 'Алиса' },
        from: { id: ALICE_TG, is_bot: false, first_name: 'Алиса' },
        date: Math.floor(Date.now() / 1000),
        old_chat_member: { status: 'member', user: { id: 123456789, is_bot: true, first_name: 'Полотно' } },
        new_chat_member: {
          status: 'kicked',
          until_date: 0,
          user: { id: 123456789, is_bot: true, first_name: 'Полотно' },
        },
      },
    });
    for (let tries = 0; tries < 100; tries += 1) {
      if ((await call(alice, 'GET', '/api/telegram')).json().chats.length === 0) break;
      await pause(20);
    }
    expect((await call(alice, 'GET', '/api/telegram')).json().chats).toEqual([]);
  });

  it('drops what still waits for a chat that is unlinked meanwhile', async () => {
    await linkCustomer(t, fake, alice, ALICE_TG);
    await fake.stop();
    let id = 0;
    try {
      id = await place();
      await waitRows((rows) => rows.filter((row) => row.dedupeKey === `placed:${id}:${ALICE_TG}`));
      expect((await call(alice, 'DELETE', '/api/telegram')).statusCode).toBe(204);
      const [dropped] = await waitRows((rows) =>
        rows.filter((row) => row.dedupeKey === `placed:${id}:${ALICE_TG}` && row.state === 'dropped'),
      );
      expect(dropped?.lastError).toBe('unlinked');
    } finally {
      await fake.start();
    }
    await fake.waitFor((sent) => placedTexts(sent, id).length >= 1);
    await pause(300);
    expect(placedTexts(fake.sent, id).map((message) => message.chatId)).toEqual([MANAGERS]);
  });

  it('is shared by two instances without a row sent twice, each chat in order', async () => {
    const second = await buildApp(t.config, { database: t.database });
    try {
      await second.ready();
      const rows = Array.from({ length: 40 }, (_, index) => ({
        chatId: 8000 + (index % 8),
        method: 'sendMessage' as const,
        payload: { text: `n${index}` },
        dedupeKey: `test:${index}`,
      }));
      const mark = fake.sent.length;
      await t.app.db.insert(tables.telegramOutbox).values(rows);
      await waitRows((all) => {
        const ours = all.filter((row) => row.dedupeKey?.startsWith('test:'));
        return ours.length === 40 && ours.every((row) => row.state === 'sent') ? ours : [];
      });
      await pause(100);
      // Only this test's rows: a retry of an earlier test's row may reach the fake meanwhile.
      const ours = fake.sent.slice(mark).filter((message) => /^n\d+$/.test(message.text ?? ''));
      const texts = ours.map((message) => message.text);
      expect(texts).toHaveLength(40);
      expect(new Set(texts).size).toBe(40);
      for (let chat = 0; chat < 8; chat += 1) {
        const order = ours
          .filter((message) => message.chatId === 8000 + chat)
          .map((message) => Number(message.text?.slice(1)));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }
      expect(
        await t.app.db.select().from(tables.telegramOutbox).where(eq(tables.telegramOutbox.state, 'sending')),
      ).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

async function waitRows<T extends unknown[]>(pick: (rows: Awaited<ReturnType<typeof outbox>>) => T): Promise<T> {
  for (let tries = 0; tries < 400; tries += 1) {
    const found = pick(await outbox());
    if (found.length > 0) return found;
    await pause(20);
  }
  throw new Error('no such outbox rows');
}
