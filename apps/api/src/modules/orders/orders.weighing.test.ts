/**
 * The weighing check: a line's actual weight lies in `rolls × roll band` (20–25 kg a roll, or the product's
 * own band), or the manager overrides it with a reason the order keeps. Runs on PGlite, and on PostgreSQL
 * when TEST_DATABASE_URL is set.
 */
import { tables } from '@polotno/db';
import { eq } from '@polotno/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { createProduct, type TestProduct } from '../../../test/orders-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';

let t: TestApp;
let buyer: TestUser;
let admin: TestUser;
const now = new Date('2026-03-02T07:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => now, orderExpiryIntervalSeconds: 0 });
  [buyer, admin] = await Promise.all([createUser(t), createUser(t, { role: 'ADMIN', name: 'Ольга Менеджер' })]);
});
afterAll(() => t.close());

const call = callerOf(() => t);

interface Line {
  id: number;
  count: number;
  estimate: { minKg: number; maxKg: number };
  actualWeightKg: number | null;
  amount: number | null;
  weightOverride: { reason: string; by: { id: string; name: string } | null; at: string } | null;
}
interface Order {
  id: number;
  status: string;
  managerNote: string;
  total: number | null;
  lines: Line[];
}

/** A new order of `rolls` rolls of `product`, placed by the buyer. */
async function order(product: TestProduct, rolls: number): Promise<Order> {
  const response = await call(buyer, 'POST', '/api/order', { lines: [{ productId: product.id, count: rolls }] });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** The order as the back office reads it. */
async function read(id: number): Promise<Order> {
  return (await call(admin, 'GET', `/api/order?id=${id}`)).json().items[0];
}

const weigh = (id: number, body: object, lang: 'ru' | 'uz' = 'ru') =>
  call(admin, 'PUT', `/api/order/${id}?lang=${lang}`, body);

describe('weighing a line against its band', () => {
  it('accepts a weight inside rolls × 20 … rolls × 25 kg, both ends included, and invoices on it', async () => {
    const fabric = await createProduct(t, { priceKopecks: 50_000 });
    const placed = await order(fabric, 4);
    const line = placed.lines[0]!;
    expect(line.estimate).toMatchObject({ minKg: 80, maxKg: 100 });
    for (const actualWeightKg of [80, 100]) {
      const response = await weigh(placed.id, { lines: [{ id: line.id, actualWeightKg }] });
      expect(response.statusCode).toBe(200);
      expect(response.json().lines[0]).toMatchObject({ actualWeightKg, weightOverride: null });
    }
    expect(
      (await weigh(placed.id, { status: 'confirmed', lines: [{ id: line.id, actualWeightKg: 92.6 }] })).statusCode,
    ).toBe(200);
    const invoiced = (await weigh(placed.id, { status: 'invoiced' })).json();
    // 92.6 kg × 500 ₽/kg.
    expect(invoiced).toMatchObject({ status: 'invoiced', total: 46_300 });
  });

  it('refuses a weight below or above the band, naming the line and band in Russian and Uzbek, and keeps nothing', async () => {
    const fabric = await createProduct(t, { name: 'Кулирная гладь' });
    const placed = await order(fabric, 4);
    const line = placed.lines[0]!;

    const below = await weigh(placed.id, {
      status: 'confirmed',
      lines: [{ id: line.id, actualWeightKg: 22.6 }],
      managerNote: 'Взвешено',
    });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({
      code: 'ORDER_WEIGHT_OUT_OF_BAND',
      message: 'Вес строки «Кулирная гладь» 22,6 кг вне допустимого диапазона 80–100 кг для 4 рулонов',
      details: { lines: [{ lineId: line.id, rolls: 4, weightKg: 22.6, minKg: 80, maxKg: 100 }] },
    });

    const above = await weigh(placed.id, { lines: [{ id: line.id, actualWeightKg: 100.001 }] }, 'uz');
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({
      code: 'ORDER_WEIGHT_OUT_OF_BAND',
      message:
        "«Кулирная гладь (uz)» qatorining og'irligi 100,001 kg 4 ta rulon uchun ruxsat etilgan 80–100 kg oralig'idan tashqarida",
    });

    expect(await read(placed.id)).toMatchObject({
      status: 'new',
      managerNote: '',
      lines: [{ id: line.id, actualWeightKg: null, weightOverride: null }],
    });
  });

  it('says «для 1 рулона» for one roll', async () => {
    const placed = await order(await createProduct(t, { name: 'Футер' }), 1);
    const refused = await weigh(placed.id, { lines: [{ id: placed.lines[0]!.id, actualWeightKg: 2.5 }] });
    expect(refused.json().message).toBe('Вес строки «Футер» 2,5 кг вне допустимого диапазона 20–25 кг для 1 рулона');
  });

  it('refuses an override without a reason, or with a reason over 500 characters, and keeps nothing', async () => {
    const placed = await order(await createProduct(t), 4);
    const id = placed.lines[0]!.id;
    for (const override of [
      { override: true },
      { override: true, overrideReason: '' },
      { override: true, overrideReason: '   ' },
      { override: true, overrideReason: 'я'.repeat(501) },
    ]) {
      const refused = await weigh(placed.id, { lines: [{ id, actualWeightKg: 22.6, ...override }] });
      expect(refused.statusCode, JSON.stringify(override).slice(0, 60)).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'WEIGHT_OVERRIDE_REASON_INVALID',
        message: 'Вес вне диапазона: напишите причину, не длиннее 500 символов',
      });
    }
    // NUL would fail in PostgreSQL's text: refused before any query.
    const nul = await weigh(placed.id, {
      lines: [{ id, actualWeightKg: 22.6, override: true, overrideReason: 'a\u0000b' }],
    });
    expect(nul.statusCode).toBe(400);
    // A reason alone is no override: the weight is still checked.
    const reasonOnly = await weigh(placed.id, { lines: [{ id, actualWeightKg: 22.6, overrideReason: 'так надо' }] });
    expect(reasonOnly.json().code).toBe('ORDER_WEIGHT_OUT_OF_BAND');
    expect((await read(placed.id)).lines[0]).toMatchObject({ actualWeightKg: null, weightOverride: null });
  });

  it('keeps an overridden weight with its reason, who and when, shows them to managers only and invoices on it', async () => {
    const fabric = await createProduct(t, { priceKopecks: 50_000, name: 'Кулирная гладь' });
    const placed = await order(fabric, 4);
    const id = placed.lines[0]!.id;
    const reason = 'Остаток партии: четыре коротких рулона, покупатель согласен';
    const kept = await weigh(placed.id, {
      status: 'confirmed',
      lines: [{ id, actualWeightKg: 22.6, override: true, overrideReason: `  ${reason}  ` }],
    });
    expect(kept.statusCode).toBe(200);
    const expected = {
      actualWeightKg: 22.6,
      amount: 11_300,
      weightOverride: { reason, by: { id: admin.id, name: 'Ольга Менеджер' }, at: now.toISOString() },
    };
    expect(kept.json()).toMatchObject({ status: 'confirmed', lines: [expected] });
    expect((await read(placed.id)).lines[0]).toMatchObject(expected);
    const [row] = await t.app.db.select().from(tables.orderLines).where(eq(tables.orderLines.id, id));
    expect(row).toMatchObject({ actualGrams: 22_600, weightOverrideReason: reason, weightOverrideBy: admin.id });

    // The customer sees the weight, not the back office's note about it.
    const mine = (await call(buyer, 'GET', `/api/order/${buyer.id}`)).json() as Order[];
    expect(mine.find((candidate) => candidate.id === placed.id)?.lines[0]).toMatchObject({
      actualWeightKg: 22.6,
      weightOverride: null,
    });

    // Invoicing re-checks the kept weights; the override lets this one through.
    const invoiced = await weigh(placed.id, { status: 'invoiced' });
    expect(invoiced.json()).toMatchObject({ status: 'invoiced', total: 11_300 });
    const pdf = await pdfText((await call(admin, 'GET', `/api/order/${placed.id}/invoice.pdf`)).rawPayload);
    expect(pdf).toContain('22,600');
    expect(pdf).toContain('11 300,00');
  });

  it('keeps who and when of an override saved again unchanged, and takes the new author of a new reason', async () => {
    const colleague = await createUser(t, { role: 'ADMIN', name: 'Игорь Склад' });
    const placed = await order(await createProduct(t), 2);
    const line = { id: placed.lines[0]!.id, actualWeightKg: 30, override: true, overrideReason: 'Короткие рулоны' };
    await weigh(placed.id, { lines: [line] });
    // The desk sends every line with each save: the same weight and reason are not a new override.
    const resaved = await call(colleague, 'PUT', `/api/order/${placed.id}`, { lines: [line], managerNote: 'Ок' });
    expect(resaved.json().lines[0].weightOverride).toMatchObject({ by: { id: admin.id }, reason: 'Короткие рулоны' });
    const rewritten = await call(colleague, 'PUT', `/api/order/${placed.id}`, {
      lines: [{ ...line, overrideReason: 'Короткие рулоны, согласовано' }],
    });
    expect(rewritten.json().lines[0].weightOverride).toMatchObject({
      by: { id: colleague.id, name: 'Игорь Склад' },
      reason: 'Короткие рулоны, согласовано',
    });
  });

  it('drops the override once the line is weighed again inside its band', async () => {
    const placed = await order(await createProduct(t), 2);
    const id = placed.lines[0]!.id;
    const overridden = { id, actualWeightKg: 60, override: true, overrideReason: 'Плотная партия' };
    expect((await weigh(placed.id, { lines: [overridden] })).json().lines[0].weightOverride).not.toBeNull();
    const again = await weigh(placed.id, { lines: [{ id, actualWeightKg: 45 }] });
    expect(again.json().lines[0]).toMatchObject({ actualWeightKg: 45, weightOverride: null });
    // An override of a weight that needs none is not kept either.
    const needless = await weigh(placed.id, { lines: [{ ...overridden, actualWeightKg: 44 }] });
    expect(needless.json().lines[0]).toMatchObject({ actualWeightKg: 44, weightOverride: null });
  });

  it("checks the product's own roll band, which the order keeps from the time of ordering", async () => {
    const heavy = await createProduct(t, { name: 'Футер трёхнитка', rollBand: { minGrams: 30_000, maxGrams: 35_000 } });
    await call(buyer, 'POST', `/api/user/cart/${buyer.id}`, { productId: heavy.id, count: 2 });
    const cart = (await call(buyer, 'GET', `/api/user/cart/${buyer.id}`)).json();
    expect(cart.items[0].estimate).toMatchObject({ minKg: 60, maxKg: 70 });
    const placed = (await call(buyer, 'POST', '/api/order', {})).json() as Order;
    const id = placed.lines[0]!.id;
    expect(placed.lines[0]!.estimate).toMatchObject({ minKg: 60, maxKg: 70 });

    // 50 kg would do for 2 rolls of 20–25 kg, not for this fabric.
    const refused = await weigh(placed.id, { lines: [{ id, actualWeightKg: 50 }] });
    expect(refused.json().message).toBe(
      'Вес строки «Футер трёхнитка» 50 кг вне допустимого диапазона 60–70 кг для 2 рулонов',
    );
    // A later change of the product's band does not move an order placed before it.
    await t.app.db
      .update(tables.products)
      .set({ rollMinGrams: null, rollMaxGrams: null })
      .where(eq(tables.products.id, heavy.id));
    expect((await weigh(placed.id, { lines: [{ id, actualWeightKg: 50 }] })).statusCode).toBe(422);
    expect((await weigh(placed.id, { lines: [{ id, actualWeightKg: 65.5 }] })).json().lines[0].actualWeightKg).toBe(
      65.5,
    );
  });

  it('refuses to confirm on a weight recorded out of band before the check existed', async () => {
    const placed = await order(await createProduct(t, { name: 'Рибана' }), 3);
    const id = placed.lines[0]!.id;
    await t.app.db.update(tables.orderLines).set({ actualGrams: 7_500 }).where(eq(tables.orderLines.id, id));
    const refused = await weigh(placed.id, { status: 'confirmed' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Вес строки «Рибана» 7,5 кг вне допустимого диапазона 60–75 кг для 3 рулонов');
    expect((await read(placed.id)).status).toBe('new');
  });
});
