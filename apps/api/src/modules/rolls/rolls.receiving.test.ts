/**
 * Receiving lots: pasted weights read with a decimal comma or dot, each checked against the product's roll
 * band, a preview that saves nothing, numbered rolls, labels, the storefront's lots, and the product's
 * count kept equal to its available rolls. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { createProduct, stockOf } from '../../../test/orders-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { receiveLot, rollsOf } from '../../../test/rolls-fixtures.ts';

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await createTestApp({ orderExpiryIntervalSeconds: 0 });
  [admin, buyer] = await Promise.all([createUser(t, { role: 'ADMIN', name: 'Кладовщик' }), createUser(t)]);
});
afterAll(() => t.close());

const post = (user: TestUser, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: user.headers, payload });

describe('receiving a lot', () => {
  it('previews a pasted column with decimal commas and dots, marking unreadable and out-of-band values', async () => {
    const product = await createProduct(t, { count: 0, colors: ['Белый'] });
    const colorId = product.colors[0]?.id;
    const weights = '21,4\n22.6\t24,8 кг\nабв\n2,26\n25,001\n20';
    const response = await post(admin, '/api/rolls/lots/preview?lang=ru', {
      productId: product.id,
      colorId,
      lot: '2611',
      weights,
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json();
    expect(preview.band).toEqual({ minKg: 20, maxKg: 25 });
    expect(preview.rows.map((row: { weightKg: number | null }) => row.weightKg)).toEqual([
      21.4,
      22.6,
      24.8,
      null,
      2.26,
      25.001,
      20,
    ]);
    expect(preview.rows.map((row: { problem: string | null }) => row.problem)).toEqual([
      null,
      null,
      null,
      'unreadable',
      'out_of_band',
      'out_of_band',
      null,
    ]);
    expect(preview.rows[4].message).toBe('Вес 2,26 кг вне диапазона 20–25 кг');
    expect(preview.rows[3].message).toBe('«абв» — не число килограммов');
    expect(preview).toMatchObject({ count: 4, totalKg: 88.8, valid: false, existingRolls: 0 });
    // A preview saves nothing.
    expect(await rollsOf(t, admin, product.id)).toHaveLength(0);
    expect(await stockOf(t, product.id)).toBe(0);

    const uz = await post(admin, '/api/rolls/lots/preview?lang=uz', {
      productId: product.id,
      colorId,
      lot: '2611',
      weights: '2,26',
    });
    expect(uz.json().rows[0].message).toBe("2,26 kg og'irlik 20–25 kg oralig'idan tashqarida");
  });

  it('reads a one-line list separated by "; ", ", " or spaces, and dot decimals separated by bare commas', async () => {
    const product = await createProduct(t, { count: 0, colors: ['Чёрный'] });
    const preview = async (weights: string) =>
      (
        await post(admin, '/api/rolls/lots/preview', {
          productId: product.id,
          colorId: product.colors[0]?.id,
          lot: 'A-1',
          weights,
        })
      ).json();
    for (const weights of [
      '21,4; 22,6; 23',
      '21,4, 22,6, 23',
      '21,4 22,6 23',
      '21.4,22.6,23',
      '21.4\r\n22.6\r\n23\r\n',
    ]) {
      const answer = await preview(weights);
      expect(
        answer.rows.map((row: { weightKg: number }) => row.weightKg),
        weights,
      ).toEqual([21.4, 22.6, 23]);
      expect(answer.valid).toBe(true);
    }
  });

  it('refuses to save a lot with any bad value (422, rows at fault, nothing saved), in the product band', async () => {
    const product = await createProduct(t, {
      count: 0,
      colors: ['Серый'],
      rollBand: { minGrams: 15_000, maxGrams: 18_000 },
    });
    const colorId = product.colors[0]?.id ?? null;
    const refused = await post(admin, '/api/rolls/lots', {
      productId: product.id,
      colorId,
      lot: '77',
      weights: '16\n21,4',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'ROLL_WEIGHTS_INVALID',
      message: 'Вес рулонов: 1 из 2 значений не прочитаны или вне диапазона 15–18 кг',
    });
    expect(refused.json().details.rows).toEqual([
      expect.objectContaining({ index: 2, input: '21,4', problem: 'out_of_band' }),
    ]);
    expect(await rollsOf(t, admin, product.id)).toHaveLength(0);

    const empty = await post(admin, '/api/rolls/lots', { productId: product.id, colorId, lot: '77', weights: ' \n ' });
    expect(empty.json().code).toBe('ROLL_WEIGHTS_REQUIRED');
    const badLot = await post(admin, '/api/rolls/lots', { productId: product.id, colorId, lot: '', weights: '16' });
    expect(badLot.json().code).toBe('ROLL_LOT_INVALID');
    const otherColor = await post(admin, '/api/rolls/lots', {
      productId: product.id,
      colorId: colorId === null ? 1 : colorId + 100_000,
      lot: '77',
      weights: '16',
    });
    expect(otherColor.json().code).toBe('COLOR_INVALID');
  });

  it('saves numbered rolls in paste order, keeps count = available rolls, and joins a repeated lot', async () => {
    const product = await createProduct(t, { count: 40, colors: ['Белый', 'Красный'] });
    const [white, red] = product.colors.map((color) => color.id);
    const first = await receiveLot(t, admin, {
      productId: product.id,
      colorId: white ?? null,
      lot: '2611',
      weights: '21,4\n24,8\n22',
    });
    expect(first.map((roll) => roll.weightKg)).toEqual([21.4, 24.8, 22]);
    expect(first.every((roll) => /^\d{6,}$/.test(roll.number))).toBe(true);
    expect(new Set(first.map((roll) => roll.number)).size).toBe(3);
    expect(first.map((roll) => roll.number)).toEqual([...first.map((roll) => roll.number)].sort());
    // The first lot switches the product to roll tracking: its count is its available rolls.
    expect(await stockOf(t, product.id)).toBe(3);

    await receiveLot(t, admin, { productId: product.id, colorId: red ?? null, lot: '2702', weights: [20.5, 23.1] });
    const again = await post(admin, '/api/rolls/lots/preview', {
      productId: product.id,
      colorId: white,
      lot: '2611',
      weights: '23',
    });
    expect(again.json().existingRolls).toBe(3);
    await receiveLot(t, admin, { productId: product.id, colorId: white ?? null, lot: '2611', weights: [23] });
    expect(await stockOf(t, product.id)).toBe(6);

    const lots = await t.app.inject({
      method: 'GET',
      url: `/api/rolls/lots?productId=${product.id}`,
      headers: admin.headers,
    });
    expect(lots.json()).toEqual([
      expect.objectContaining({
        lot: '2611',
        colorId: white,
        rolls: { available: 4, reserved: 0, shipped: 0, writtenOff: 0 },
        minKg: 21.4,
        maxKg: 24.8,
      }),
      expect.objectContaining({ lot: '2702', colorId: red, minKg: 20.5, maxKg: 23.1 }),
    ]);

    // The stock is no longer typed by hand.
    const typed = await t.app.inject({
      method: 'PUT',
      url: `/api/product/${product.id}`,
      headers: admin.headers,
      payload: { count: 50 },
    });
    expect(typed.statusCode).toBe(409);
    expect(typed.json().code).toBe('STOCK_TRACKED_BY_ROLLS');
    expect(await stockOf(t, product.id)).toBe(6);
  });

  it('shows the storefront the lots per colour, oldest first; count-only products have none', async () => {
    const product = await createProduct(t, { count: 0, colors: ['Синий', 'Зелёный'] });
    const [blue, green] = product.colors.map((color) => color.id);
    await receiveLot(t, admin, {
      productId: product.id,
      colorId: blue ?? null,
      lot: '2611',
      weights: [21.4, 24.8, 22, 23, 22.5, 21.9],
    });
    await receiveLot(t, admin, { productId: product.id, colorId: blue ?? null, lot: '2702', weights: [20.9, 23.1] });
    const lots = await t.app.inject({ method: 'GET', url: `/api/product/${product.id}/lots?lang=uz` });
    expect(lots.statusCode).toBe(200);
    expect(lots.headers['cache-control']).toBe('no-store');
    expect(lots.json()).toMatchObject({
      productId: product.id,
      tracksRolls: true,
      colors: [
        {
          colorId: blue,
          color: 'Синий-uz',
          available: 8,
          lots: [
            { lot: '2611', rolls: 6, minKg: 21.4, maxKg: 24.8 },
            { lot: '2702', rolls: 2, minKg: 20.9, maxKg: 23.1 },
          ],
        },
        { colorId: green, available: 0, lots: [] },
      ],
    });

    const plain = await createProduct(t, { count: 12 });
    const none = await t.app.inject({ method: 'GET', url: `/api/product/${plain.id}/lots` });
    expect(none.json()).toEqual({ productId: plain.id, tracksRolls: false, colors: [] });
    const hidden = await createProduct(t, { show: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${hidden.id}/lots` })).statusCode).toBe(404);
  });

  it('prints labels: an A6 page per roll with its number, lot, weight and a QR code', async () => {
    const product = await createProduct(t, { count: 0, colors: ['Бежевый'], name: 'Футер петля' });
    const rolls = await receiveLot(t, admin, {
      productId: product.id,
      colorId: product.colors[0]?.id ?? null,
      lot: '3105',
      weights: [21.4, 22.65],
    });
    const lotId = (await rollsOf(t, admin, product.id))[0] as unknown as { lotId: number };
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/rolls/labels.pdf?lotId=${lotId.lotId}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    for (const roll of rolls) expect(text).toContain(roll.number);
    expect(text).toContain('Футер петля');
    expect(text).toContain('Партия: 3105');
    expect(text).toContain('22,650 кг');
    expect(text.split('Рулон №').length - 1).toBe(2);

    const byIds = await t.app.inject({
      method: 'GET',
      url: `/api/rolls/labels.pdf?ids=${rolls[1]?.id}`,
      headers: admin.headers,
    });
    expect(await pdfText(byIds.rawPayload)).toContain(rolls[1]?.number ?? '?');
    const forbidden = await t.app.inject({
      method: 'GET',
      url: `/api/rolls/labels.pdf?lotId=${lotId.lotId}`,
      headers: buyer.headers,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('documents every rolls endpoint in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/rolls/lots/preview',
      '/api/rolls/lots',
      '/api/rolls/labels.pdf',
      '/api/rolls',
      '/api/rolls/{id}',
      '/api/product/{id}/lots',
      '/api/order/{id}/roll-swaps',
      '/api/order/{id}/packing-list.pdf',
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
    expect(document.paths['/api/rolls/lots'].post.security).toEqual([{ bearer: [] }, { session: [] }]);
    expect(document.paths['/api/order/{id}/roll-swaps'].get, 'GET roll-swaps').toBeDefined();
  });

  it('is for managers only', async () => {
    const product = await createProduct(t, { count: 0, colors: ['Белый'] });
    const body = { productId: product.id, colorId: product.colors[0]?.id, lot: '1', weights: '21' };
    expect((await post(buyer, '/api/rolls/lots', body)).statusCode).toBe(403);
    expect((await post(buyer, '/api/rolls/lots/preview', body)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/rolls/lots', payload: body })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/rolls', headers: buyer.headers })).statusCode).toBe(403);
  });

  it('writes a roll off with a reason (history: who, when, why) and takes it back', async () => {
    const product = await createProduct(t, { count: 0, colors: ['Белый'] });
    const [roll] = await receiveLot(t, admin, {
      productId: product.id,
      colorId: product.colors[0]?.id ?? null,
      lot: '9',
      weights: [22],
    });
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/rolls/${roll?.id}`, headers: admin.headers, payload });
    expect((await put({ status: 'written_off' })).json().code).toBe('ROLL_REASON_REQUIRED');
    const off = await put({ status: 'written_off', reason: 'Брак: дыры' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ status: 'written_off', statusLabel: 'Списан' });
    expect(off.json().history.at(-1)).toMatchObject({
      from: 'available',
      to: 'written_off',
      reason: 'Брак: дыры',
      by: { id: admin.id, name: 'Кладовщик' },
    });
    expect(await stockOf(t, product.id)).toBe(0);
    const back = await put({ status: 'available', reason: 'Ошибка', grade: '2 сорт' });
    expect(back.json()).toMatchObject({ status: 'available', grade: '2 сорт' });
    expect(await stockOf(t, product.id)).toBe(1);
    expect((await put({ status: 'available', reason: 'again' })).statusCode).toBe(200);
  });

  it('keeps colour ids (and their rolls) when the product is edited, and refuses to drop a colour with rolls', async () => {
    const product = await createProduct(t, { count: 0, colors: ['Белый', 'Красный'] });
    const [white] = product.colors;
    await receiveLot(t, admin, { productId: product.id, colorId: white?.id ?? null, lot: '5', weights: [22] });
    const edit = (colors: string[]) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/products/${product.id}`,
        headers: admin.headers,
        payload: { colors: colors.map((ru) => ({ name: { ru, uz: `${ru}-uz` } })) },
      });
    const kept = await edit(['Красный', 'Белый', 'Синий']);
    expect(kept.statusCode, kept.body).toBe(200);
    const colors = kept.json().colors as { id: number; name: { ru: string } }[];
    expect(colors.find((color) => color.name.ru === 'Белый')?.id).toBe(white?.id);
    const dropped = await edit(['Красный']);
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json()).toMatchObject({
      code: 'COLOR_HAS_ROLLS',
      message: 'Цвет «Белый» нельзя удалить: у него есть рулоны',
    });

    // Deleting the product takes its lots and rolls with it.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await rollsOf(t, admin, product.id)).toEqual([]);
  });
});
