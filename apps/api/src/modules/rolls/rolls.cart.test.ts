/**
 * The cart's «из одной партии» (sameLot) kept on the line and honoured when the cart is ordered, and the
 * order desk's list of an order's roll swaps. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { createProduct, type TestProduct } from '../../../test/orders-fixtures.ts';
import { receiveLot, type ReceivedRoll } from '../../../test/rolls-fixtures.ts';

let t: TestApp;
let admin: TestUser;
const clock = new Date('2026-03-02T07:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, orderExpiryIntervalSeconds: 0 });
  admin = await createUser(t, { role: 'ADMIN', name: 'Ольга Менеджер' });
});
afterAll(() => t.close());

interface CartLine {
  id: number;
  count: number;
  sameLot: boolean;
  tracksRolls: boolean;
}
interface OrderAnswer {
  id: number;
  lines: { rolls: { id: number | null; number: string; lot: string; weightKg: number }[] }[];
}

const call = callerOf(() => t);

/** A product with one colour and lots of the given weights (kg), received oldest first. */
async function stocked(lots: Record<string, number[]>): Promise<{ product: TestProduct; rolls: ReceivedRoll[] }> {
  const product = await createProduct(t, { count: 0, colors: ['Белый'] });
  const rolls: ReceivedRoll[] = [];
  for (const [lot, weights] of Object.entries(lots)) {
    rolls.push(
      ...(await receiveLot(t, admin, { productId: product.id, colorId: product.colors[0]?.id ?? null, lot, weights })),
    );
  }
  return { product, rolls };
}

/** Puts `count` rolls into a new buyer's cart (with `sameLot` when given), and orders the cart. */
async function orderFromCart(
  productId: number,
  count: number,
  sameLot?: boolean,
): Promise<{ buyer: TestUser; cart: CartLine[]; order: OrderAnswer }> {
  const buyer = await createUser(t);
  const added = await call(buyer, 'POST', `/api/user/cart/${buyer.id}`, {
    productId,
    color: 'Белый',
    count,
    ...(sameLot === undefined ? {} : { sameLot }),
  });
  expect(added.statusCode, added.body).toBe(200);
  const cart = (await call(buyer, 'GET', `/api/user/cart/${buyer.id}`)).json().items as CartLine[];
  const placed = await call(buyer, 'POST', '/api/order', {});
  expect(placed.statusCode, placed.body).toBe(201);
  return { buyer, cart, order: placed.json() };
}

const lotsOf = (order: OrderAnswer) => order.lines[0]?.rolls.map((roll) => roll.lot);

describe('«из одной партии» on a cart line', () => {
  it('is on by default and keeps the line in the oldest lot that can supply it', async () => {
    const { product } = await stocked({ L1: [21, 22], L2: [21, 22, 23] });
    const { cart, order } = await orderFromCart(product.id, 3);
    expect(cart[0]).toMatchObject({ count: 3, sameLot: true, tracksRolls: true });
    expect(lotsOf(order)).toEqual(['L2', 'L2', 'L2']);
  });

  it('unticked, survives in the cart answer and takes the oldest rolls across lots at checkout', async () => {
    const { product } = await stocked({ L1: [21, 22], L2: [21, 22, 23] });
    const { cart, order } = await orderFromCart(product.id, 3, false);
    expect(cart[0]).toMatchObject({ count: 3, sameLot: false, tracksRolls: true });
    expect(lotsOf(order)).toEqual(['L1', 'L1', 'L2']);
  });

  it('ticked but no lot can supply the line: the fewest lots, as the product page says', async () => {
    const { product } = await stocked({ L1: [21, 22], L2: [21, 22, 23], L3: [20, 21, 22, 23] });
    const { order } = await orderFromCart(product.id, 6, true);
    expect(lotsOf(order)?.sort()).toEqual(['L1', 'L1', 'L3', 'L3', 'L3', 'L3']);
  });

  it('is changed on the line like its count; adding again without it keeps the choice', async () => {
    const { product } = await stocked({ L1: [21, 22], L2: [21, 22, 23] });
    const buyer = await createUser(t);
    const url = `/api/user/cart/${buyer.id}`;
    const add = (payload: object) => call(buyer, 'POST', url, { productId: product.id, color: 'Белый', ...payload });
    const [line] = (await add({ count: 1, sameLot: false })).json().items as CartLine[];
    expect(line).toMatchObject({ count: 1, sameLot: false });
    expect((await add({ count: 1 })).json().items[0]).toMatchObject({ count: 2, sameLot: false });
    const ticked = await call(buyer, 'PUT', `${url}/${line?.id}`, { sameLot: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json().items[0]).toMatchObject({ count: 2, sameLot: true });
    const both = await call(buyer, 'PUT', `${url}/${line?.id}`, { count: 3, sameLot: false });
    expect(both.json().items[0]).toMatchObject({ count: 3, sameLot: false });
    // Nothing to change, or a wrong count: refused, the line as it was.
    const empty = await call(buyer, 'PUT', `${url}/${line?.id}`, {});
    expect(empty.statusCode).toBe(400);
    const wrong = await call(buyer, 'PUT', `${url}/${line?.id}?lang=uz`, { count: 0, sameLot: true });
    expect(wrong.statusCode).toBe(400);
    expect((await call(buyer, 'GET', url)).json().items[0]).toMatchObject({ count: 3, sameLot: false });
    const placed = await call(buyer, 'POST', '/api/order', {});
    expect(lotsOf(placed.json())).toEqual(['L1', 'L1', 'L2']);
  });

  it('is reported for count-only products too, where it changes nothing', async () => {
    const product = await createProduct(t, { count: 5, colors: ['Белый'] });
    const { cart, order } = await orderFromCart(product.id, 2, false);
    expect(cart[0]).toMatchObject({ sameLot: false, tracksRolls: false });
    expect(order.lines[0]?.rolls).toEqual([]);
  });
});

describe("an order's roll swaps", () => {
  it('lists when, who, the roll that left and the one that came, and why — for managers only', async () => {
    const { product, rolls } = await stocked({ A: [21, 22], B: [24.5, 23] });
    const { buyer, order } = await orderFromCart(product.id, 2);
    const url = `/api/order/${order.id}/roll-swaps`;
    expect((await call(admin, 'GET', url)).json()).toEqual({ items: [] });
    const [first, second] = order.lines[0]?.rolls ?? [];
    const [spare, other] = rolls.filter((roll) => roll.lot === 'B');
    for (const [from, to, reason] of [
      [first?.id, spare?.id, 'Дыра на первом метре'],
      [second?.id, other?.id, 'Пятно'],
    ] as const) {
      const swapped = await call(admin, 'POST', url, { from, to, reason });
      expect(swapped.statusCode, swapped.body).toBe(200);
    }
    const listed = await call(admin, 'GET', url);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items).toEqual([
      {
        at: clock.toISOString(),
        by: { id: admin.id, name: 'Ольга Менеджер' },
        lineId: expect.any(Number),
        product: expect.any(String),
        from: { number: first?.number, lot: 'A', weightKg: 21 },
        to: { number: spare?.number, lot: 'B', weightKg: 24.5 },
        reason: 'Дыра на первом метре',
      },
      expect.objectContaining({
        from: { number: second?.number, lot: 'A', weightKg: 22 },
        to: { number: other?.number, lot: 'B', weightKg: 23 },
        reason: 'Пятно',
      }),
    ]);
    expect((await call(buyer, 'GET', url)).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/order/999999/roll-swaps')).json().code).toBe('ORDER_NOT_FOUND');
  });
});
