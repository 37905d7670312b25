import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { createProduct } from '../../../test/orders-fixtures.ts';

let t: TestApp;
let alice: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ orderExpiryIntervalSeconds: 0 });
  [alice, admin] = await Promise.all([createUser(t), createUser(t, { role: 'ADMIN', name: 'Мария Бухгалтер' })]);
});
afterAll(() => t.close());

const call = callerOf(() => t);

/** An order of one roll at 1 000 ₽/kg weighed at 21.5 kg: invoiced for 21 500 ₽ unless `invoice` is false. */
async function placeOrder(invoice = true): Promise<number> {
  const fabric = await createProduct(t, { count: 5, priceKopecks: 100_000 });
  const placed = await call(alice, 'POST', '/api/order', { lines: [{ productId: fabric.id, count: 1 }] });
  expect(placed.statusCode).toBe(201);
  const order = placed.json();
  if (!invoice) return order.id;
  const lines = [{ id: order.lines[0].id, actualWeightKg: 21.5 }];
  expect((await call(admin, 'PUT', `/api/order/${order.id}`, { status: 'confirmed', lines })).statusCode).toBe(200);
  const invoiced = await call(admin, 'PUT', `/api/order/${order.id}`, { status: 'invoiced' });
  expect(invoiced.json()).toMatchObject({ status: 'invoiced', total: 21_500, paid: 0, due: 21_500 });
  return order.id;
}

async function customerView(orderId: number) {
  const list = (await call(alice, 'GET', `/api/order/${alice.id}`)).json() as { id: number }[];
  return list.find((order) => order.id === orderId) as unknown as Record<string, unknown> & { payments: unknown[] };
}

describe('payments on record', () => {
  it('adds partial payments up, makes the order paid when they cover the invoice, and shows what is due', async () => {
    const id = await placeOrder();
    const first = await call(admin, 'POST', `/api/order/${id}/payments`, {
      paidOn: '2026-03-03',
      amount: 10_000,
      documentNumber: '512',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'invoiced', paid: 10_000, due: 11_500 });
    expect(first.json().payments).toEqual([
      {
        id: expect.any(Number),
        paidOn: '2026-03-03',
        amount: 10_000,
        documentNumber: '512',
        source: 'manual',
        recordedAt: expect.any(String),
        recordedBy: { id: admin.id, name: 'Мария Бухгалтер' },
        voided: null,
      },
    ]);

    const second = await call(admin, 'POST', `/api/order/${id}/payments`, { paidOn: '2026-03-04', amount: 11_500.0 });
    expect(second.json()).toMatchObject({ status: 'paid', paid: 21_500, due: 0 });
    expect(second.json().history.at(-1)).toMatchObject({ from: 'invoiced', to: 'paid' });

    // The customer sees the payments of their order, without who typed them in.
    const seen = await customerView(id);
    expect(seen).toMatchObject({ status: 'paid', paid: 21_500, due: 0 });
    expect(seen.payments).toHaveLength(2);
    expect(seen.payments[0]).toMatchObject({ amount: 10_000, documentNumber: '512', recordedBy: null });
  });

  it('voids a payment without deleting it: who, when and why are kept, and the sum due comes back', async () => {
    const id = await placeOrder();
    const recorded = (
      await call(admin, 'POST', `/api/order/${id}/payments`, { paidOn: '2026-03-03', amount: 21_500 })
    ).json();
    expect(recorded.status).toBe('paid');
    const paymentId = recorded.payments[0].id as number;

    const voided = await call(admin, 'DELETE', `/api/order/${id}/payments/${paymentId}`, {
      reason: 'Платёж другого заказа',
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ status: 'paid', paid: 0, due: 21_500 });
    expect(voided.json().payments[0]).toMatchObject({
      id: paymentId,
      amount: 21_500,
      voided: {
        by: { id: admin.id, name: 'Мария Бухгалтер' },
        reason: 'Платёж другого заказа',
        at: expect.any(String),
      },
    });

    const again = await call(admin, 'DELETE', `/api/order/${id}/payments/${paymentId}`, { reason: 'ещё раз' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYMENT_ALREADY_VOIDED');
    const unknown = await call(admin, 'DELETE', `/api/order/${id}/payments/999999`, { reason: 'нет такой' });
    expect(unknown.json().code).toBe('PAYMENT_NOT_FOUND');
    const noReason = await call(admin, 'DELETE', `/api/order/${id}/payments/${paymentId}`, { reason: ' ' });
    expect(noReason.json().code).toBe('PAYMENT_VOID_REASON_INVALID');
  });

  it('refuses bad input in the caller’s language and records nothing', async () => {
    const id = await placeOrder();
    for (const [body, code] of [
      [{ paidOn: '2026-03-03', amount: 0 }, 'PAYMENT_AMOUNT_INVALID'],
      [{ paidOn: '2026-03-03', amount: 10.005 }, 'PAYMENT_AMOUNT_INVALID'],
      [{ paidOn: '03.03.2026', amount: 10 }, 'PAYMENT_DATE_INVALID'],
      [{ paidOn: '2026-03-03', amount: 10, documentNumber: 'x'.repeat(41) }, 'PAYMENT_DOCUMENT_INVALID'],
    ] as const) {
      const response = await call(admin, 'POST', `/api/order/${id}/payments`, body, { 'accept-language': 'uz' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(code);
    }
    const uz = await call(
      admin,
      'POST',
      `/api/order/${id}/payments`,
      { paidOn: 'x', amount: 1 },
      { 'accept-language': 'uz' },
    );
    expect(uz.json().message).toContain("To'lov sanasi");
    expect((await customerView(id)).payments).toEqual([]);
  });

  it('lets only an ADMIN record or void, and refuses payments on a cancelled order', async () => {
    const id = await placeOrder(false);
    const refused = await call(alice, 'POST', `/api/order/${id}/payments`, { paidOn: '2026-03-03', amount: 100 });
    expect(refused.statusCode).toBe(403);
    expect(
      (await call(null, 'POST', `/api/order/${id}/payments`, { paidOn: '2026-03-03', amount: 100 })).statusCode,
    ).toBe(401);
    // Before the invoice a payment is kept (a prepayment) and nothing is due yet.
    const early = await call(admin, 'POST', `/api/order/${id}/payments`, { paidOn: '2026-03-03', amount: 100 });
    expect(early.json()).toMatchObject({ status: 'new', paid: 100, due: null });

    expect((await call(alice, 'PUT', `/api/order/${id}`, { status: 'cancelled' })).statusCode).toBe(200);
    const closed = await call(admin, 'POST', `/api/order/${id}/payments`, { paidOn: '2026-03-03', amount: 100 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('PAYMENT_ORDER_CLOSED');
    expect((await call(null, 'DELETE', `/api/order/${id}/payments/1`, { reason: 'x' })).statusCode).toBe(401);
  });

  it('makes an order paid ahead paid when it is invoiced, and one paid in part invoiced with the rest due', async () => {
    const invoice = async (id: number) => {
      const order = (await call(admin, 'GET', `/api/order?id=${id}`)).json().items[0] as { lines: { id: number }[] };
      const lines = [{ id: order.lines[0]?.id, actualWeightKg: 21.5 }];
      expect((await call(admin, 'PUT', `/api/order/${id}`, { status: 'confirmed', lines })).statusCode).toBe(200);
      return call(admin, 'PUT', `/api/order/${id}`, { status: 'invoiced' });
    };
    const ahead = await placeOrder(false);
    const prepaid = await call(admin, 'POST', `/api/order/${ahead}/payments`, { paidOn: '2026-03-02', amount: 22_000 });
    expect(prepaid.json()).toMatchObject({ status: 'new', paid: 22_000, due: null });
    const invoiced = await invoice(ahead);
    expect(invoiced.statusCode).toBe(200);
    expect(invoiced.json()).toMatchObject({ status: 'paid', total: 21_500, paid: 22_000, due: 0 });
    expect(invoiced.json().history.slice(-2)).toMatchObject([
      { from: 'confirmed', to: 'invoiced' },
      { from: 'invoiced', to: 'paid' },
    ]);
    expect(await customerView(ahead)).toMatchObject({ status: 'paid', due: 0 });

    const part = await placeOrder(false);
    await call(admin, 'POST', `/api/order/${part}/payments`, { paidOn: '2026-03-02', amount: 20_000 });
    expect((await invoice(part)).json()).toMatchObject({ status: 'invoiced', paid: 20_000, due: 1_500 });
  });

  it('counts payments recorded at the same moment, each once', async () => {
    const id = await placeOrder();
    const answers = await Promise.all(
      [5_000, 6_500, 10_000].map((amount) =>
        call(admin, 'POST', `/api/order/${id}/payments`, { paidOn: '2026-03-05', amount }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(await customerView(id)).toMatchObject({ status: 'paid', paid: 21_500, due: 0 });
  });
});
