/**
 * Orders of products that track rolls: specific rolls reserved by lot, exact weight and price at once,
 * invoicing without weighing, swaps before the invoice, cancel / expiry / delete returning exactly those
 * rolls, shipping, documents listing roll numbers; and products without rolls keeping the count-and-weigh
 * flow. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { createProduct, stockOf, type TestProduct } from '../../../test/orders-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { receiveLot, rollsOf, type ReceivedRoll } from '../../../test/rolls-fixtures.ts';

let t: TestApp;
let buyer: TestUser;
let admin: TestUser;
let clock = new Date('2026-03-02T07:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, orderExpiryIntervalSeconds: 0 });
  [buyer, admin] = await Promise.all([createUser(t), createUser(t, { role: 'ADMIN', name: 'Ольга Менеджер' })]);
});
afterAll(() => t.close());

interface LineRoll {
  id: number | null;
  number: string;
  lot: string;
  weightKg: number;
}
interface Line {
  id: number;
  count: number;
  estimate: { minKg: number; maxKg: number; min: number; max: number };
  actualWeightKg: number | null;
  amount: number | null;
  rolls: LineRoll[];
}
interface Order {
  id: number;
  status: string;
  total: number | null;
  lines: Line[];
}

const call = callerOf(() => t);

async function place(lines: object[]): Promise<Order> {
  const response = await call(buyer, 'POST', '/api/order', { lines });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const setStatus = async (id: number, status: string, user: TestUser = admin) => {
  const response = await call(user, 'PUT', `/api/order/${id}`, { status });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Order;
};

/** A product with one colour and lots of the given weights (kg), received oldest first. */
async function stocked(
  lots: Record<string, number[]>,
  price = 75_050,
): Promise<{ product: TestProduct; rolls: ReceivedRoll[] }> {
  const product = await createProduct(t, { count: 0, colors: ['Белый'], priceKopecks: price });
  const rolls: ReceivedRoll[] = [];
  for (const [lot, weights] of Object.entries(lots)) {
    rolls.push(
      ...(await receiveLot(t, admin, { productId: product.id, colorId: product.colors[0]?.id ?? null, lot, weights })),
    );
  }
  return { product, rolls };
}

const statusOf = async (productId: number) =>
  Object.fromEntries((await rollsOf(t, admin, productId)).map((roll) => [roll.number, roll.status]));

describe('reserving rolls by lot', () => {
  it('takes the oldest lot that can supply the whole line, with exact weight and price at once', async () => {
    const { product, rolls } = await stocked({ L1: [21, 22], L2: [20.5, 21.5, 22.5, 23.5], L3: [24, 24, 24] });
    const order = await place([{ productId: product.id, color: 'Белый', count: 3 }]);
    const line = order.lines[0] as Line;
    expect(line.rolls.map((roll) => roll.lot)).toEqual(['L2', 'L2', 'L2']);
    expect(line.rolls.map((roll) => roll.number)).toEqual(rolls.slice(2, 5).map((roll) => roll.number));
    expect(line.actualWeightKg).toBe(64.5);
    // 64.5 kg × 750.50 ₽: the estimate band has narrowed to the exact weight and price.
    expect(line.estimate).toEqual({ minKg: 64.5, maxKg: 64.5, min: 48_407.25, max: 48_407.25 });
    expect(line.amount).toBe(48_407.25);
    expect(order.total).toBe(48_407.25);
    expect(await stockOf(t, product.id)).toBe(6);
    const detail = await call(admin, 'GET', `/api/rolls/${line.rolls[0]?.id}`);
    expect(detail.json()).toMatchObject({ status: 'reserved', orderId: order.id });
    expect(detail.json().history.at(-1)).toMatchObject({ from: 'available', to: 'reserved', orderId: order.id });
  });

  it('takes the fewest lots, oldest first, when no lot can supply the line; sameLot false takes oldest rolls', async () => {
    const { product } = await stocked({ L1: [21, 22], L2: [21, 22, 23], L3: [20, 21, 22, 23] });
    const fewest = await place([{ productId: product.id, color: 'Белый', count: 6 }]);
    // Two lots are needed: L3 (4) with the oldest that completes it, L1 (2).
    expect(fewest.lines[0]?.rolls.map((roll) => roll.lot).sort()).toEqual(['L1', 'L1', 'L3', 'L3', 'L3', 'L3']);

    const second = await stocked({ L1: [21, 22], L2: [21, 22, 23] });
    const oldest = await place([{ productId: second.product.id, color: 'Белый', count: 3, sameLot: false }]);
    expect(oldest.lines[0]?.rolls.map((roll) => roll.lot)).toEqual(['L1', 'L1', 'L2']);
  });

  it('takes a named lot only, and says what is short per colour and lot', async () => {
    const { product } = await stocked({ L1: [21, 22], L2: [21, 22, 23] });
    const named = await place([{ productId: product.id, color: 'Белый', count: 2, lot: 'L2' }]);
    expect(named.lines[0]?.rolls.map((roll) => roll.lot)).toEqual(['L2', 'L2']);
    const short = await call(buyer, 'POST', '/api/order', {
      lines: [{ productId: product.id, color: 'Белый', count: 2, lot: 'L2' }],
    });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      code: 'STOCK_SHORT',
      details: { lines: [{ productId: product.id, requested: 2, available: 1 }] },
    });
    // Nothing was taken by the refused order.
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it('checks each colour on its own rolls', async () => {
    const product = await createProduct(t, { count: 0, colors: ['Белый', 'Чёрный'] });
    const [white, black] = product.colors.map((color) => color.id ?? null);
    await receiveLot(t, admin, { productId: product.id, colorId: white ?? null, lot: 'W', weights: [21, 22, 23] });
    await receiveLot(t, admin, { productId: product.id, colorId: black ?? null, lot: 'B', weights: [21] });
    const short = await call(buyer, 'POST', '/api/order', {
      lines: [{ productId: product.id, color: 'Чёрный', count: 2 }],
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().details.lines[0]).toMatchObject({ requested: 2, available: 1 });
    expect(await stockOf(t, product.id)).toBe(4);
  });
});

describe('the cart of a product tracking rolls', () => {
  it('counts each colour against its own available rolls', async () => {
    const product = await createProduct(t, { count: 0, colors: ['Белый', 'Чёрный'] });
    const [white, black] = product.colors.map((color) => color.id ?? null);
    await receiveLot(t, admin, { productId: product.id, colorId: white ?? null, lot: 'W', weights: [21, 22, 23] });
    await receiveLot(t, admin, { productId: product.id, colorId: black ?? null, lot: 'B', weights: [21] });
    const cart = `/api/user/cart/${buyer.id}`;
    const added = await call(buyer, 'POST', cart, { productId: product.id, color: 'Белый', count: 3 });
    expect(added.statusCode, added.body).toBe(200);
    const item = added.json().items.find((line: { productId: number }) => line.productId === product.id);
    expect(item.available).toBe(3);
    const short = await call(buyer, 'POST', cart, { productId: product.id, color: 'Чёрный', count: 2 });
    expect(short.statusCode).toBe(409);
    expect(short.json().details.lines[0]).toMatchObject({ requested: 2, available: 1 });
    await call(buyer, 'DELETE', cart);
  });
});

describe('an order of rolls through its life', () => {
  it('is confirmed and invoiced without typing a weight; the invoice and packing list list the rolls', async () => {
    const { product } = await stocked({ '2611': [21.4, 22.6, 24.8] });
    const order = await place([{ productId: product.id, color: 'Белый', count: 3 }]);
    // The weighing desk sends every line back: the same weight is fine, another is refused.
    const same = await call(admin, 'PUT', `/api/order/${order.id}`, {
      lines: [{ id: order.lines[0]?.id, actualWeightKg: 68.8 }],
    });
    expect(same.statusCode, same.body).toBe(200);
    const typo = await call(admin, 'PUT', `/api/order/${order.id}`, {
      lines: [{ id: order.lines[0]?.id, actualWeightKg: 22.6 }],
    });
    expect(typo.statusCode).toBe(409);
    expect(typo.json().code).toBe('ORDER_LINE_WEIGHED_BY_ROLLS');
    await setStatus(order.id, 'confirmed');
    const invoiced = await setStatus(order.id, 'invoiced');
    expect(invoiced.total).toBe(Math.round(68.8 * 750.5 * 100) / 100);

    const numbers = (invoiced.lines[0]?.rolls ?? []).map((roll) => roll.number);
    const invoice = await call(buyer, 'GET', `/api/order/${order.id}/invoice.pdf`);
    expect(invoice.statusCode).toBe(200);
    const invoiceText = await pdfText(invoice.rawPayload);
    for (const number of numbers) expect(invoiceText).toContain(number);
    expect(invoiceText).toContain('партия 2611, 21,400 кг');
    expect(invoiceText).toContain('68,800');

    const packing = await call(buyer, 'GET', `/api/order/${order.id}/packing-list.pdf`);
    expect(packing.statusCode).toBe(200);
    expect(packing.headers['content-type']).toBe('application/pdf');
    const packingText = await pdfText(packing.rawPayload);
    for (const number of numbers) expect(packingText).toContain(number);
    expect(packingText).toContain(`Упаковочный лист к заказу № ${order.id}`);
    expect(packingText).toContain('Итого рулонов: 3; вес: 68,800 кг');
    const stranger = await createUser(t);
    expect((await call(stranger, 'GET', `/api/order/${order.id}/packing-list.pdf`)).statusCode).toBe(403);

    await setStatus(order.id, 'paid');
    await setStatus(order.id, 'shipped');
    const statuses = await statusOf(product.id);
    expect(numbers.map((number) => statuses[number])).toEqual(['shipped', 'shipped', 'shipped']);
    expect(await stockOf(t, product.id)).toBe(0);
  });

  it('returns exactly its rolls when the customer cancels, and only once', async () => {
    const { product } = await stocked({ A: [21, 22, 23, 24] });
    const mine = await place([{ productId: product.id, color: 'Белый', count: 2 }]);
    const other = await place([{ productId: product.id, color: 'Белый', count: 1 }]);
    expect(await stockOf(t, product.id)).toBe(1);
    await setStatus(mine.id, 'cancelled', buyer);
    const again = await call(buyer, 'PUT', `/api/order/${mine.id}`, { status: 'cancelled' });
    expect(again.statusCode).toBe(409);
    const statuses = await statusOf(product.id);
    for (const roll of mine.lines[0]?.rolls ?? []) expect(statuses[roll.number]).toBe('available');
    for (const roll of other.lines[0]?.rolls ?? []) expect(statuses[roll.number]).toBe('reserved');
    expect(await stockOf(t, product.id)).toBe(3);
    // The cancelled order still says which rolls it had.
    const read = (await call(admin, 'GET', `/api/order?id=${mine.id}`)).json().items[0] as Order;
    expect(read.lines[0]?.rolls.map((roll) => roll.number)).toEqual(mine.lines[0]?.rolls.map((roll) => roll.number));
    // And those rolls can be ordered again.
    const next = await place([{ productId: product.id, color: 'Белый', count: 3 }]);
    expect(next.lines[0]?.rolls).toHaveLength(3);
  });

  it('returns the rolls of an invoice whose 3-working-day reserve expired, and of a deleted order', async () => {
    const { product } = await stocked({ A: [21, 22, 23] });
    const order = await place([{ productId: product.id, color: 'Белый', count: 2 }]);
    await setStatus(order.id, 'confirmed');
    await setStatus(order.id, 'invoiced');
    clock = new Date('2026-03-10T07:00:00Z');
    try {
      const expired = await t.app.orders.expireDue();
      expect(expired).toContain(order.id);
    } finally {
      clock = new Date('2026-03-02T07:00:00Z');
    }
    expect(await stockOf(t, product.id)).toBe(3);
    const roll = (await call(admin, 'GET', `/api/rolls/${order.lines[0]?.rolls[0]?.id}`)).json();
    expect(roll.status).toBe('available');
    expect(roll.history.at(-1)).toMatchObject({ from: 'reserved', to: 'available', by: null });

    const doomed = await place([{ productId: product.id, color: 'Белый', count: 3 }]);
    expect(await stockOf(t, product.id)).toBe(0);
    expect((await call(admin, 'DELETE', `/api/order/${doomed.id}`)).statusCode).toBe(204);
    expect(Object.values(await statusOf(product.id))).toEqual(['available', 'available', 'available']);
    expect(await stockOf(t, product.id)).toBe(3);
  });
});

describe('a product switched to rolls while count-only orders are open', () => {
  it('keeps its count equal to its available rolls when such an order is cancelled', async () => {
    const product = await createProduct(t, { count: 10, colors: ['Белый'] });
    const open = await place([{ productId: product.id, color: 'Белый', count: 4 }]);
    expect(open.lines[0]?.rolls).toEqual([]);
    await receiveLot(t, admin, {
      productId: product.id,
      colorId: product.colors[0]?.id ?? null,
      lot: 'N',
      weights: [21, 22],
    });
    expect(await stockOf(t, product.id)).toBe(2);
    await setStatus(open.id, 'cancelled', buyer);
    expect(await stockOf(t, product.id)).toBe(2);
  });
});

describe('swapping a roll', () => {
  it('replaces a roll by an available one of the same product and colour before the invoice, reason kept', async () => {
    const { product, rolls } = await stocked({ A: [21, 22], B: [24.5] });
    const order = await place([{ productId: product.id, color: 'Белый', count: 2 }]);
    const [out] = order.lines[0]?.rolls ?? [];
    const spare = rolls.find((roll) => roll.lot === 'B');
    const swapped = await call(admin, 'POST', `/api/order/${order.id}/roll-swaps`, {
      from: out?.id,
      to: spare?.id,
      reason: 'Дыра на первом метре',
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    const line = (swapped.json() as Order).lines[0] as Line;
    expect(line.rolls.map((roll) => roll.number).sort()).toEqual([rolls[1]?.number, spare?.number].sort());
    expect(line.actualWeightKg).toBe(46.5);
    const statuses = await statusOf(product.id);
    expect(statuses[out?.number ?? '']).toBe('available');
    expect(statuses[spare?.number ?? '']).toBe('reserved');
    const history = (await call(admin, 'GET', `/api/rolls/${out?.id}`)).json().history;
    expect(history.at(-1)).toMatchObject({ to: 'available', reason: expect.stringContaining('Дыра на первом метре') });
    expect(await stockOf(t, product.id)).toBe(1);

    // Not a roll of this order, not available, another product, or a buyer asking: refused.
    const other = await stocked({ C: [22] });
    const refuse = async (user: TestUser, body: object, code: string) => {
      const response = await call(user, 'POST', `/api/order/${order.id}/roll-swaps`, { reason: 'x', ...body });
      expect(response.json().code).toBe(code);
    };
    await refuse(admin, { from: out?.id, to: spare?.id }, 'ROLL_SWAP_INVALID');
    await refuse(admin, { from: spare?.id, to: other.rolls[0]?.id }, 'ROLL_SWAP_INVALID');
    await refuse(buyer, { from: spare?.id, to: out?.id }, 'FORBIDDEN');
    await setStatus(order.id, 'confirmed');
    await setStatus(order.id, 'invoiced');
    await refuse(admin, { from: spare?.id, to: out?.id }, 'ROLL_SWAP_LOCKED');
  });
});

describe('products without roll records', () => {
  it('keep the count-and-weigh flow: stock is the count, the estimate a band, the manager weighs', async () => {
    const product = await createProduct(t, { count: 5, colors: ['Белый'] });
    const order = await place([{ productId: product.id, color: 'Белый', count: 2, sameLot: true }]);
    const line = order.lines[0] as Line;
    expect(line.rolls).toEqual([]);
    expect(line.actualWeightKg).toBeNull();
    expect(line.estimate).toMatchObject({ minKg: 40, maxKg: 50 });
    expect(await stockOf(t, product.id)).toBe(3);
    const refused = await call(admin, 'PUT', `/api/order/${order.id}`, { status: 'confirmed' });
    expect(refused.json().code).toBe('ORDER_WEIGHTS_REQUIRED');
    const weighed = await call(admin, 'PUT', `/api/order/${order.id}`, {
      status: 'confirmed',
      lines: [{ id: line.id, actualWeightKg: 45.2 }],
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
    await setStatus(order.id, 'cancelled');
    expect(await stockOf(t, product.id)).toBe(5);
    const typed = await t.app.inject({
      method: 'PUT',
      url: `/api/product/${product.id}`,
      headers: admin.headers,
      payload: { count: 9 },
    });
    expect(typed.statusCode).toBe(200);
    expect(await stockOf(t, product.id)).toBe(9);
  });
});
