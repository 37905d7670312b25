import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { createProduct, orderCount, stockOf, updateProduct, type TestProduct } from '../../../test/orders-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { readOutbox } from '../../../test/outbox.ts';
import { BUYERS } from '../../../test/requisites-fixtures.ts';
import { readSmsOutbox } from '../../../test/sms-outbox.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
/** The test clock: every time rule of the app reads it. Monday 2 March 2026, 10:00 Moscow. */
let now = new Date('2026-03-02T07:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => now, orderExpiryIntervalSeconds: 0 });
  [alice, bob, admin] = await Promise.all([
    createUser(t, { name: 'Алиса Петрова', email: 'alice@example.com' }),
    createUser(t),
    createUser(t, { role: 'ADMIN' }),
  ]);
});
afterAll(() => t.close());

const call = callerOf(() => t);

async function placeFromCart(user: TestUser, product: TestProduct, rolls: number, extra: Record<string, unknown> = {}) {
  await call(user, 'POST', `/api/user/cart/${user.id}`, {
    productId: product.id,
    count: rolls,
    color: product.colors[0]?.id,
  });
  return call(user, 'POST', '/api/order', extra);
}

/** Weighs every line of an order at 21.5 kg per roll and confirms it. */
async function weighAndConfirm(orderId: number) {
  const order = (await call(admin, 'GET', `/api/order?userId=${await orderOwner(orderId)}`))
    .json()
    .items.find((candidate: { id: number }) => candidate.id === orderId);
  const lines = order.lines.map((line: { id: number; count: number }) => ({
    id: line.id,
    actualWeightKg: line.count * 21.5,
  }));
  return call(admin, 'PUT', `/api/order/${orderId}`, { status: 'confirmed', lines });
}

async function orderOwner(orderId: number): Promise<string> {
  const all = (await call(admin, 'GET', '/api/order?limit=200')).json();
  return all.items.find((order: { id: number }) => order.id === orderId).userId;
}

describe('placing an order', () => {
  it('takes the rolls, snapshots prices and requisites, empties the cart and keeps the order in history', async () => {
    const fabric = await createProduct(t, { count: 10, priceKopecks: 75_050, colors: ['белый'] });
    await call(alice, 'PUT', `/api/user/${alice.id}/requisites`, BUYERS.llc);
    const response = await placeFromCart(alice, fabric, 3, { deliveryMethod: 'moscow', comment: 'Позвоните заранее' });
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      userId: alice.id,
      status: 'new',
      statusLabel: 'Новый',
      deliveryMethod: 'moscow',
      paymentMethod: 'bank_transfer',
      comment: 'Позвоните заранее',
      rolls: 3,
      estimate: { minKg: 60, maxKg: 75, min: 45_030, max: 56_287.5 },
      total: null,
      vatPercent: 22,
      requisites: { type: 'llc', inn: '7707083893' },
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        productId: fabric.id,
        count: 3,
        color: 'белый',
        pricePerKg: 750.5,
        actualWeightKg: null,
      }),
    ]);
    expect(await stockOf(t, fabric.id)).toBe(7);
    expect((await call(alice, 'GET', `/api/user/cart/${alice.id}`)).json().items).toEqual([]);
    const mail = (await readOutbox(t)).find((message) => message.subject?.startsWith(`Новый заказ № ${order.id} `));
    expect(mail?.to).toMatchObject({ text: t.config.mail.managers.join(', ') });
    expect(mail?.text).toContain('Алиса Петрова');
    expect(mail?.text).toContain('ИНН 7707083893');
    expect(mail?.text).toContain('3 рул. × 750,50 ₽/кг');
    expect(mail?.text).toContain('Комментарий: Позвоните заранее');

    // A later price change does not touch the order.
    await updateProduct(t, fabric.id, { priceKopecks: 99900 });
    const history = (await call(alice, 'GET', `/api/order/${alice.id}`)).json();
    expect(history[0]).toMatchObject({ id: order.id, lines: [expect.objectContaining({ pricePerKg: 750.5 })] });
  });

  it('orders explicit lines without touching the cart and names a private person after the account', async () => {
    const fabric = await createProduct(t, { count: 4 });
    await call(bob, 'POST', `/api/user/cart/${bob.id}`, { productId: fabric.id, count: 1 });
    const response = await call(bob, 'POST', '/api/order', {
      lines: [
        { productId: fabric.id, count: 1 },
        { productId: fabric.id, count: 2 },
      ],
      paymentMethod: 'cash',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().lines).toHaveLength(1);
    expect(response.json().lines[0].count).toBe(3);
    expect(response.json().requisites).toMatchObject({ type: 'private_person', name: 'Тест Тестов' });
    expect(await stockOf(t, fabric.id)).toBe(1);
    expect((await call(bob, 'GET', `/api/user/cart/${bob.id}`)).json().items).toHaveLength(1);
    await call(bob, 'DELETE', `/api/user/cart/${bob.id}`);
  });

  it('answers a retry with the same Idempotency-Key with the same order and takes the rolls once', async () => {
    const fabric = await createProduct(t, { count: 10 });
    const body = { lines: [{ productId: fabric.id, count: 2 }] };
    const headers = { 'idempotency-key': `checkout-${fabric.id}` };
    const first = await call(alice, 'POST', '/api/order', body, headers);
    const again = await call(alice, 'POST', '/api/order', body, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await stockOf(t, fabric.id)).toBe(8);
    const other = await call(alice, 'POST', '/api/order', { lines: [{ productId: fabric.id, count: 1 }] }, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const bad = await call(alice, 'POST', '/api/order', body, { 'idempotency-key': 'кириллица' });
    expect(bad.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
    expect(await stockOf(t, fabric.id)).toBe(8);
  });

  it('lists every short line with 409 and writes nothing', async () => {
    const a = await createProduct(t, { count: 2 });
    const b = await createProduct(t, { count: 5 });
    const c = await createProduct(t, { count: 1 });
    const orders = await orderCount(t);
    const response = await call(
      alice,
      'POST',
      '/api/order',
      {
        lines: [
          { productId: a.id, count: 3 },
          { productId: b.id, count: 5 },
          { productId: c.id, count: 2 },
        ],
      },
      { 'idempotency-key': `short-${a.id}` },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'STOCK_SHORT',
      details: {
        lines: [
          { productId: a.id, requested: 3, available: 2 },
          { productId: c.id, requested: 2, available: 1 },
        ],
      },
    });
    expect([await stockOf(t, a.id), await stockOf(t, b.id), await stockOf(t, c.id)]).toEqual([2, 5, 1]);
    expect(await orderCount(t)).toBe(orders);
    // The key was not used up by the failed attempt.
    const retry = await call(
      alice,
      'POST',
      '/api/order',
      { lines: [{ productId: a.id, count: 2 }] },
      { 'idempotency-key': `short-${a.id}` },
    );
    expect(retry.statusCode).toBe(201);
  });

  it('refuses an empty cart, bad rolls and unknown products with 400 and writes nothing', async () => {
    const fabric = await createProduct(t, { count: 3 });
    await call(bob, 'DELETE', `/api/user/cart/${bob.id}`);
    const orders = await orderCount(t);
    expect((await call(bob, 'POST', '/api/order', {})).json().code).toBe('CART_EMPTY');
    for (const count of [0, -1, 1.5, '1', 1e9]) {
      const response = await call(bob, 'POST', '/api/order', { lines: [{ productId: fabric.id, count }] });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('ROLLS_INVALID');
    }
    expect((await call(bob, 'POST', '/api/order', { lines: [{ productId: 999_999, count: 1 }] })).json().code).toBe(
      'PRODUCT_UNAVAILABLE',
    );
    expect((await call(null, 'POST', '/api/order', { lines: [{ productId: fabric.id, count: 1 }] })).statusCode).toBe(
      401,
    );
    expect(await stockOf(t, fabric.id)).toBe(3);
    expect(await orderCount(t)).toBe(orders);
  });
});

describe('the order life cycle', () => {
  it('goes new → confirmed → invoiced → paid → shipped → completed, with invoice, SMS and history', async () => {
    const fabric = await createProduct(t, { count: 10, priceKopecks: 40_000, colors: ['белый'] });
    await call(alice, 'PUT', `/api/user/${alice.id}/requisites`, BUYERS.llc);
    const order = (await placeFromCart(alice, fabric, 2)).json();
    const line = order.lines[0].id;

    expect((await call(admin, 'PUT', `/api/order/${order.id}`, { status: 'invoiced' })).json().code).toBe(
      'ORDER_TRANSITION_INVALID',
    );
    expect((await call(admin, 'PUT', `/api/order/${order.id}`, { status: 'confirmed' })).json().code).toBe(
      'ORDER_WEIGHTS_REQUIRED',
    );
    expect((await call(alice, 'GET', `/api/order/${order.id}/invoice.pdf`)).json().code).toBe('INVOICE_NOT_READY');

    for (const actualWeightKg of [0, -1, 20.0001, '21']) {
      const bad = await call(admin, 'PUT', `/api/order/${order.id}`, { lines: [{ id: line, actualWeightKg }] });
      expect(bad.statusCode).toBe(400);
    }
    const confirmed = await call(admin, 'PUT', `/api/order/${order.id}`, {
      status: 'confirmed',
      lines: [{ id: line, actualWeightKg: 44.85 }],
      managerNote: 'Взвешено',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'confirmed',
      managerNote: 'Взвешено',
      total: 17_940,
      vat: 3_235.08,
    });
    expect(confirmed.json().lines[0]).toMatchObject({ actualWeightKg: 44.85, amount: 17_940 });

    const smsBefore = (await readSmsOutbox(t)).length;
    const invoiced = (await call(admin, 'PUT', `/api/order/${order.id}`, { status: 'invoiced' })).json();
    // Invoiced Monday 2 March 2026 → the reserve holds to the end of Thursday 5 March, Moscow time.
    expect(invoiced).toMatchObject({ status: 'invoiced', total: 17_940, reserveUntil: '2026-03-05T21:00:00.000Z' });
    const sms = (await readSmsOutbox(t)).slice(smsBefore);
    expect(sms).toEqual([expect.objectContaining({ to: alice.phone, text: expect.stringContaining(`№ ${order.id}`) })]);
    expect(sms[0]?.text).toContain('05.03.2026');
    const invoiceMail = (await readOutbox(t)).find(
      (message) => message.subject === `Счёт на оплату по заказу № ${order.id}`,
    );
    expect(invoiceMail?.to).toMatchObject({ text: 'alice@example.com' });
    const attachment = invoiceMail?.attachments[0];
    expect(attachment?.contentType).toBe('application/pdf');
    expect(await pdfText(attachment?.content ?? Buffer.alloc(0))).toContain('ИНН 7707083893');

    expect(
      (await call(admin, 'PUT', `/api/order/${order.id}`, { lines: [{ id: line, actualWeightKg: 50 }] })).json().code,
    ).toBe('ORDER_WEIGHTS_LOCKED');

    const pdf = await call(alice, 'GET', `/api/order/${order.id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Счёт на оплату № ${order.id} от 02.03.2026`);
    expect(text).toContain('ИНН 7707083893');
    expect(text).toContain('17 940,00');
    expect(text).toContain('Семнадцать тысяч девятьсот сорок рублей 00 копеек');
    expect(text).toContain('05.03.2026');

    for (const status of ['paid', 'shipped', 'completed']) {
      expect((await call(admin, 'PUT', `/api/order/${order.id}`, { status })).json().status).toBe(status);
    }
    expect((await readSmsOutbox(t)).at(-1)).toMatchObject({
      to: alice.phone,
      text: expect.stringContaining('отгружен'),
    });
    expect((await readOutbox(t)).some((message) => message.subject === `Заказ № ${order.id} отгружен`)).toBe(true);
    const final = (await call(alice, 'GET', `/api/order/${alice.id}`))
      .json()
      .find((o: { id: number }) => o.id === order.id);
    expect(final.history.map((entry: { to: string }) => entry.to)).toEqual([
      'new',
      'confirmed',
      'invoiced',
      'paid',
      'shipped',
      'completed',
    ]);
    expect((await call(admin, 'PUT', `/api/order/${order.id}`, { status: 'cancelled' })).json().code).toBe(
      'ORDER_TRANSITION_INVALID',
    );
    // Shipped rolls never come back.
    expect(await stockOf(t, fabric.id)).toBe(8);
  });

  it('lets the owner cancel a new order once, returning the rolls once, and nothing more', async () => {
    const fabric = await createProduct(t, { count: 5 });
    const order = (await call(bob, 'POST', '/api/order', { lines: [{ productId: fabric.id, count: 4 }] })).json();
    expect(await stockOf(t, fabric.id)).toBe(1);
    expect((await call(bob, 'PUT', `/api/order/${order.id}`, { status: 'confirmed' })).statusCode).toBe(409);
    expect((await call(bob, 'PUT', `/api/order/${order.id}`, { managerNote: 'x' })).statusCode).toBe(403);
    expect((await call(alice, 'PUT', `/api/order/${order.id}`, { status: 'cancelled' })).statusCode).toBe(403);
    const cancels = await Promise.all(
      [1, 2, 3].map(() => call(bob, 'PUT', `/api/order/${order.id}`, { status: 'cancelled' })),
    );
    expect(cancels.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(t, fabric.id)).toBe(5);
    expect((await call(admin, 'DELETE', `/api/order/${order.id}`)).statusCode).toBe(204);
    expect(await stockOf(t, fabric.id)).toBe(5);
  });

  it('does not let the owner cancel after confirmation, but a manager can until payment', async () => {
    const fabric = await createProduct(t, { count: 5 });
    const order = (await call(bob, 'POST', '/api/order', { lines: [{ productId: fabric.id, count: 2 }] })).json();
    await weighAndConfirm(order.id);
    expect((await call(bob, 'PUT', `/api/order/${order.id}`, { status: 'cancelled' })).statusCode).toBe(409);
    expect((await call(admin, 'PUT', `/api/order/${order.id}`, { status: 'cancelled' })).json().status).toBe(
      'cancelled',
    );
    expect(await stockOf(t, fabric.id)).toBe(5);
  });

  it('expires an unpaid invoice after its reserve and returns the rolls once, however many runners race', async () => {
    const fabric = await createProduct(t, { count: 6 });
    const order = (await call(bob, 'POST', '/api/order', { lines: [{ productId: fabric.id, count: 4 }] })).json();
    await weighAndConfirm(order.id);
    const invoiced = (await call(admin, 'PUT', `/api/order/${order.id}`, { status: 'invoiced' })).json();
    expect(await t.app.orders.expireDue()).toEqual([]);
    const saved = now;
    now = new Date(new Date(invoiced.reserveUntil).getTime() + 1000);
    try {
      const passes = await Promise.all([t.app.orders.expireDue(), t.app.orders.expireDue(), t.app.orders.expireDue()]);
      expect(passes.flat()).toEqual([order.id]);
      expect(await t.app.orders.expireDue()).toEqual([]);
    } finally {
      now = saved;
    }
    expect(await stockOf(t, fabric.id)).toBe(6);
    const answer = (await call(bob, 'GET', `/api/order/${bob.id}`))
      .json()
      .find((o: { id: number }) => o.id === order.id);
    expect(answer.status).toBe('expired');
    expect((await call(admin, 'PUT', `/api/order/${order.id}`, { status: 'paid' })).statusCode).toBe(409);
  });

  it('never expires by hand', async () => {
    const fabric = await createProduct(t, { count: 2 });
    const order = (await call(bob, 'POST', '/api/order', { lines: [{ productId: fabric.id, count: 1 }] })).json();
    await weighAndConfirm(order.id);
    await call(admin, 'PUT', `/api/order/${order.id}`, { status: 'invoiced' });
    expect((await call(admin, 'PUT', `/api/order/${order.id}`, { status: 'expired' })).statusCode).toBe(409);
  });

  it('deletes an order (ADMIN only), returning rolls still reserved exactly once', async () => {
    const fabric = await createProduct(t, { count: 5 });
    const order = (await call(bob, 'POST', '/api/order', { lines: [{ productId: fabric.id, count: 3 }] })).json();
    expect((await call(bob, 'DELETE', `/api/order/${order.id}`)).statusCode).toBe(403);
    expect(await stockOf(t, fabric.id)).toBe(2);
    const deletes = await Promise.all([1, 2].map(() => call(admin, 'DELETE', `/api/order/${order.id}`)));
    expect(deletes.map((response) => response.statusCode).sort()).toEqual([204, 404]);
    expect(await stockOf(t, fabric.id)).toBe(5);
  });
});

describe('reading orders', () => {
  it('lists all orders to an ADMIN with filters, and refuses everyone else', async () => {
    const all = await call(admin, 'GET', '/api/order?limit=200');
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBeGreaterThan(3);
    const bobs = (await call(admin, 'GET', `/api/order?userId=${bob.id}&status=cancelled`)).json();
    expect(bobs.items.length).toBeGreaterThan(0);
    expect(
      bobs.items.every(
        (order: { userId: string; status: string }) => order.userId === bob.id && order.status === 'cancelled',
      ),
    ).toBe(true);
    const one = bobs.items[0] as { id: number };
    expect((await call(admin, 'GET', `/api/order?id=${one.id}`)).json()).toMatchObject({ items: [one], total: 1 });
    expect((await call(admin, 'GET', '/api/order?id=2147483647')).json()).toEqual({ items: [], total: 0 });
    expect((await call(admin, 'GET', '/api/order?id=abc')).statusCode).toBe(400);
    const future = (await call(admin, 'GET', `/api/order?from=${encodeURIComponent('2030-01-01T00:00:00Z')}`)).json();
    expect(future).toEqual({ items: [], total: 0 });
    const byInn = (await call(admin, 'GET', '/api/order?customer=7707083893&limit=200')).json();
    expect(byInn.items.length).toBeGreaterThan(0);
    expect(byInn.items.every((order: { requisites: { inn: string } }) => order.requisites.inn === '7707083893')).toBe(
      true,
    );
    const byPhone = (await call(admin, 'GET', `/api/order?customer=${alice.phone.slice(-7)}&limit=200`)).json();
    expect(byPhone.items.length).toBeGreaterThan(0);
    expect(byPhone.items.every((order: { userId: string }) => order.userId === alice.id)).toBe(true);
    const byName = (await call(admin, 'GET', `/api/order?customer=${encodeURIComponent('ромаш')}&limit=200`)).json();
    expect(byName.total).toBe(byInn.total);
    expect((await call(admin, 'GET', `/api/order?customer=${encodeURIComponent('%')}`)).json().total).toBe(0);
    // PostgreSQL refuses NUL in text: the filter is refused before it reaches a query.
    for (const customer of ['%00', '%00%00', 'ab%00c', '%01']) {
      const refused = await call(admin, 'GET', `/api/order?customer=${customer}`);
      expect(refused.statusCode, customer).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await call(alice, 'GET', '/api/order')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/order')).statusCode).toBe(401);
  });

  it("shows a user's history most recently changed first", async () => {
    const fabric = await createProduct(t, { count: 5 });
    const first = (await call(bob, 'POST', '/api/order', { lines: [{ productId: fabric.id, count: 1 }] })).json();
    now = new Date(now.getTime() + 60_000);
    const second = (await call(bob, 'POST', '/api/order', { lines: [{ productId: fabric.id, count: 1 }] })).json();
    now = new Date(now.getTime() + 60_000);
    await call(bob, 'PUT', `/api/order/${first.id}`, { status: 'cancelled' });
    const history = (await call(bob, 'GET', `/api/order/${bob.id}`)).json();
    const ids = history.map((order: { id: number }) => order.id);
    expect(ids.filter((id: number) => id === first.id || id === second.id)).toEqual([first.id, second.id]);
    const times = history.map((order: { updatedAt: string }) => order.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("keeps another user's orders and invoices away, and a denied call changes nothing", async () => {
    const fabric = await createProduct(t, { count: 3 });
    const order = (await call(alice, 'POST', '/api/order', { lines: [{ productId: fabric.id, count: 1 }] })).json();
    await weighAndConfirm(order.id);
    await call(admin, 'PUT', `/api/order/${order.id}`, { status: 'invoiced' });
    const cartBefore = (await call(alice, 'GET', `/api/user/cart/${alice.id}`)).json();
    expect((await call(bob, 'GET', `/api/order/${alice.id}`)).statusCode).toBe(403);
    expect((await call(bob, 'GET', `/api/order/${order.id}/invoice.pdf`)).statusCode).toBe(403);
    expect((await call(bob, 'PUT', `/api/order/${order.id}`, { status: 'cancelled' })).statusCode).toBe(403);
    expect((await call(bob, 'POST', `/api/order/${order.id}/reorder`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/order/${order.id}/invoice.pdf`)).statusCode).toBe(401);
    expect((await call(admin, 'GET', `/api/order/${order.id}/invoice.pdf`)).statusCode).toBe(200);
    expect((await call(alice, 'GET', `/api/user/cart/${alice.id}`)).json()).toEqual(cartBefore);
    const after = (await call(alice, 'GET', `/api/order/${alice.id}`))
      .json()
      .find((o: { id: number }) => o.id === order.id);
    expect(after.status).toBe('invoiced');
    expect(await stockOf(t, fabric.id)).toBe(2);
    expect((await call(alice, 'GET', '/api/order/999999/invoice.pdf')).statusCode).toBe(404);
  });
});

describe('reorder', () => {
  it("puts an order's lines back into the cart at today's prices and reports what is gone or short", async () => {
    const kept = await createProduct(t, { count: 10, priceKopecks: 50_000, colors: ['синий'] });
    const short = await createProduct(t, { count: 5 });
    const hidden = await createProduct(t, { count: 5 });
    await call(alice, 'DELETE', `/api/user/cart/${alice.id}`);
    const order = (
      await call(alice, 'POST', '/api/order', {
        lines: [
          { productId: kept.id, count: 2, color: 'синий' },
          { productId: short.id, count: 4 },
          { productId: hidden.id, count: 1 },
        ],
      })
    ).json();
    await updateProduct(t, kept.id, { priceKopecks: 55000 });
    await updateProduct(t, short.id, { count: 1 });
    await updateProduct(t, hidden.id, { show: false });
    const response = await call(alice, 'POST', `/api/order/${order.id}/reorder`);
    expect(response.statusCode).toBe(200);
    const { cart, unavailable } = response.json();
    expect(
      cart.items.map((item: { productId: number; count: number; pricePerKg: number; color: string | null }) => [
        item.productId,
        item.count,
        item.pricePerKg,
        item.color,
      ]),
    ).toEqual([[kept.id, 2, 550, 'синий'], [short.id, 1, 0.5 * 1500, null].slice(0, 2).concat([750.5, null])]);
    expect(unavailable).toEqual([
      expect.objectContaining({ productId: short.id, reason: 'short', requested: 4, available: 1 }),
      expect.objectContaining({ productId: hidden.id, reason: 'hidden', requested: 1, available: 0 }),
    ]);
  });
});

describe('OpenAPI', () => {
  it('documents every order path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/order',
      // The specification's /api/order/{userId} (GET) is /api/order/{id}: one template, one parameter name.
      '/api/order/{id}',
      '/api/order/{id}/invoice.pdf',
      '/api/order/{id}/reorder',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
