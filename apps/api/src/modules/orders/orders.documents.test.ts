import { fileURLToPath } from 'node:url';
import { paymentPurpose, paymentQrPayload } from '@polotno/domain';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createUser, type TestUser } from '../../../test/auth.ts';
import { decodePdfQr, pdfLayoutText, xmllintSchema } from '../../../test/document-readers.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { tables } from '@polotno/db';
import { createProduct } from '../../../test/orders-fixtures.ts';
import { readOutbox } from '../../../test/outbox.ts';
import { BUYERS, OTHER_LLC } from '../../../test/requisites-fixtures.ts';
import { seller } from '../../../test/upd-fixtures.ts';
import { formatRoubles } from '../../lib/pdf.ts';
import { receiveLot } from '../../../test/rolls-fixtures.ts';
import { readSmsOutbox } from '../../../test/sms-outbox.ts';

const XSD = fileURLToPath(
  new URL('../../../../../../shared/reference/documents/ON_NSCHFDOPPR_1_997_01_05_03_05.xsd', import.meta.url),
);
const SELLER_EDO = '2BM-7701234560-770101001-201801010000000000001';
const BUYER_EDO = '2BM-7707083893-773601001-202001010000000000042';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
/** The test clock. Monday 2 March 2026, 10:00 Moscow. */
let now = new Date('2026-03-02T07:00:00Z');

beforeAll(async () => {
  // The shop's ЭДО id is configuration (SELLER_EDO_ID).
  t = await createTestApp({ now: () => now, orderExpiryIntervalSeconds: 0, seller: { ...seller, edoId: SELLER_EDO } });
  [alice, bob, admin] = await Promise.all([
    createUser(t, { name: 'Алиса Петрова', email: 'alice@example.com' }),
    createUser(t),
    createUser(t, { role: 'ADMIN' }),
  ]);
});
afterAll(() => t.close());

const call = callerOf(() => t);

/** Moves the test clock, and logs everyone in again (access tokens live 15 minutes of that clock). */
async function setClock(at: string): Promise<void> {
  now = new Date(at);
  for (const user of [alice, bob, admin]) {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.phone, password: user.password, loginType: 'phone' },
    });
    user.headers = { authorization: `Bearer ${login.json().access_token}` };
  }
}

/**
 * An order of `rolls` rolls of a roll-tracked product (one lot of fractional weights) placed by `user`,
 * invoiced, paid in full by payment order `documentNumber` and, unless told otherwise, shipped.
 */
async function shippedOrder(
  user: TestUser,
  options: { rolls?: number; ship?: boolean; documentNumber?: string; paidOn?: string } = {},
) {
  const fabric = await createProduct(t, { count: 0, priceKopecks: 75_050, colors: ['белый'], name: 'Кулирная гладь' });
  const lot = `Л${fabric.id}`;
  const weights = [21.437, 22.018, 20.955, 24.311, 23.789, 20.001, 24.999].slice(0, options.rolls ?? 3);
  const received = await receiveLot(t, admin, {
    productId: fabric.id,
    colorId: fabric.colors[0]?.id ?? null,
    lot,
    weights,
  });
  const placed = await call(user, 'POST', '/api/order', {
    lines: [{ productId: fabric.id, color: fabric.colors[0]?.id, count: weights.length }],
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id: number = placed.json().id;
  expect((await call(admin, 'PUT', `/api/order/${id}`, { status: 'confirmed' })).statusCode).toBe(200);
  const invoiced = await call(admin, 'PUT', `/api/order/${id}`, { status: 'invoiced' });
  expect(invoiced.statusCode, invoiced.body).toBe(200);
  const total: number = invoiced.json().total;
  const paid = await call(admin, 'POST', `/api/order/${id}/payments`, {
    paidOn: options.paidOn ?? '2026-03-03',
    amount: total,
    documentNumber: options.documentNumber ?? '381',
  });
  expect(paid.json()).toMatchObject({ status: 'paid' });
  if (options.ship !== false) {
    const shipped = await call(admin, 'PUT', `/api/order/${id}`, { status: 'shipped' });
    expect(shipped.statusCode, shipped.body).toBe(200);
  }
  return { id, total, lot, rolls: received, vat: invoiced.json().vat as number };
}

const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('the УПД of a shipped order', () => {
  it('is refused before shipment, then numbered at shipment and printed with every header line, column and roll', async () => {
    await call(alice, 'PUT', `/api/user/${alice.id}/requisites`, { ...BUYERS.llc, edoId: BUYER_EDO });
    const order = await shippedOrder(alice, { rolls: 7, ship: false });
    const early = await call(alice, 'GET', `/api/order/${order.id}/upd.pdf`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'UPD_NOT_READY',
      message: 'УПД выставляется при отгрузке: заказ ещё не отгружен',
    });
    expect((await call(alice, 'GET', `/api/order/${order.id}/documents`)).json().upd).toBeNull();

    await setClock('2026-03-05T08:30:00Z');
    expect((await call(admin, 'PUT', `/api/order/${order.id}`, { status: 'shipped' })).statusCode).toBe(200);
    const response = await call(alice, 'GET', `/api/order/${order.id}/upd.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const documents = (await call(alice, 'GET', `/api/order/${order.id}/documents`)).json();
    const number: number = documents.upd.number;
    expect(documents.upd).toMatchObject({ date: '2026-03-05', pdfUrl: `/api/order/${order.id}/upd.pdf` });

    const text = squeeze(await pdfLayoutText(response.rawPayload));
    for (const line of [
      'Универсальный передаточный документ',
      'Статус: 1',
      `Счёт-фактура № ${number} от 05.03.2026 (1)`,
      'Исправление №: — от — (1а)',
      'Продавец: ООО «Полотно» (2)',
      '(2а)',
      'ИНН/КПП продавца: 7701234560/770101001 (2б)',
      'Грузоотправитель и его адрес: он же (3)',
      'Грузополучатель и его адрес: ООО «Ромашка», 117997, г. Москва, ул. Вавилова, д. 19 (4)',
      'К платёжно-расчётному документу: № 381 от 03.03.2026',
      `Документ об отгрузке: № п/п 1–1 № ${number} от 05.03.2026 (5а)`,
      '(5б)',
      'Покупатель (ООО): ООО «Ромашка» (6)',
      'Адрес: 117997, г. Москва, ул. Вавилова, д. 19 (6а)',
      'ИНН/КПП покупателя: 7707083893/773601001 (6б)',
      'Валюта: наименование, код: Российский рубль, 643 (7)',
      '(8)',
      'А 1 1а 1б 2 2а 3 4 5 6 7 8 9 10 10а 11',
      '166 кг 157,510',
      'без акциза 22%',
      'Дата отгрузки, передачи (сдачи): 05.03.2026 [13]',
    ]) {
      expect(text).toContain(line);
    }
    const count = (word: string) => text.split(word).length - 1;
    for (const roll of order.rolls) expect(count(`№ ${roll.number} `), roll.number).toBe(1);
    expect(count(`Партия ${order.lot}:`)).toBe(1);
    // The totals: the invoice's sum, to the kopeck.
    const total = /Всего к оплате \(9\) ([\d ]+,\d\d) X ([\d ]+,\d\d) ([\d ]+,\d\d)/.exec(text);
    const kopecks = (printed: string | undefined) => Number((printed ?? '').replace(/[ ,]/g, ''));
    expect(kopecks(total?.[3])).toBe(Math.round(order.total * 100));
    expect(kopecks(total?.[1]) + kopecks(total?.[2])).toBe(kopecks(total?.[3]));
    expect(text).toContain(`Сумма УПД равна сумме по счёт на оплату № ${order.id}`);

    // Another customer may not read it; the manager may.
    expect((await call(bob, 'GET', `/api/order/${order.id}/upd.pdf`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/api/order/${order.id}/upd.pdf`)).statusCode).toBe(200);
  });

  it('tells the customer by SMS and e-mail that the order shipped with its УПД, attached', async () => {
    const order = await shippedOrder(alice);
    const documents = (await call(alice, 'GET', `/api/order/${order.id}/documents`)).json();
    const sms = (await readSmsOutbox(t)).filter((message) => message.text.includes(`заказ № ${order.id} отгружен`));
    expect(sms.at(-1)?.text).toContain(`УПД № ${documents.upd.number} от `);
    const mail = (await readOutbox(t)).find((message) => message.subject === `Заказ № ${order.id} отгружен`);
    expect(mail?.text).toContain(`УПД № ${documents.upd.number}`);
    expect(mail?.attachments.map((file) => file.filename)).toEqual([
      `upd-${documents.upd.number}-order-${order.id}.pdf`,
    ]);
  });
});

describe('the electronic УПД', () => {
  it('is the 5.03 file named by its ИдФайл, windows-1251, valid against the ФНС XSD and the Schematron rules', async () => {
    await call(alice, 'PUT', `/api/user/${alice.id}/requisites`, { ...BUYERS.llc, edoId: BUYER_EDO });
    const order = await shippedOrder(alice);
    const response = await call(alice, 'GET', `/api/order/${order.id}/upd.xml`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=windows-1251');
    const fileName = /filename="([^"]+)"/.exec(String(response.headers['content-disposition']))?.[1] ?? '';
    expect(fileName).toMatch(
      new RegExp(`^ON_NSCHFDOPPR_${BUYER_EDO}_${SELLER_EDO}_\\d{8}_[0-9a-f-]{36}_0_0_0_0_0_00\\.xml$`),
    );
    const documents = (await call(alice, 'GET', `/api/order/${order.id}/documents`)).json();
    expect(documents.upd.xml).toEqual({ available: true, url: `/api/order/${order.id}/upd.xml`, fileName });

    const bytes = response.rawPayload;
    const xml = iconv.decode(bytes, 'win1251');
    expect(xml).toContain(`ИдФайл="${fileName.replace(/\.xml$/, '')}"`);
    const result = await xmllintSchema(bytes, fileName, XSD);
    expect(result.output).toContain('validates');
    expect(result.valid).toBe(true);
    // Made again, the same bytes: the file depends only on the stored УПД.
    expect((await call(admin, 'GET', `/api/order/${order.id}/upd.xml`)).rawPayload.equals(bytes)).toBe(true);
    expect(xml).toContain(`<СвПРД НомерПРД="381" ДатаПРД="03.03.2026" СуммаПРД="${order.total.toFixed(2)}"/>`);
  });

  it('is not offered without the buyer’s ЭДО id, and the answer says why in the customer’s language', async () => {
    await call(bob, 'PUT', `/api/user/${bob.id}/requisites`, BUYERS.entrepreneur);
    const order = await shippedOrder(bob);
    const refused = await call(bob, 'GET', `/api/order/${order.id}/upd.xml`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'UPD_XML_BUYER_EDO_MISSING',
      message: 'Электронный УПД недоступен: укажите идентификатор участника ЭДО покупателя в реквизитах',
    });
    const uz = await call(bob, 'GET', `/api/order/${order.id}/upd.xml`, undefined, { 'accept-language': 'uz' });
    expect(uz.json().message).toContain('EDO');
    const documents = (await call(bob, 'GET', `/api/order/${order.id}/documents`)).json();
    expect(documents.upd.xml).toMatchObject({ available: false, missing: 'buyer_edo_id' });

    // Saved afterwards, the id addresses the order's УПД.
    await call(bob, 'PUT', `/api/user/${bob.id}/requisites`, { ...BUYERS.entrepreneur, edoId: '2LT-500100732259' });
    expect((await call(bob, 'GET', `/api/order/${order.id}/upd.xml`)).statusCode).toBe(200);
  });
});

describe('invoice payment QR through the API', () => {
  it('decodes from the invoice PDF to exactly the string built from the order', async () => {
    await call(alice, 'PUT', `/api/user/${alice.id}/requisites`, BUYERS.llc);
    const order = await shippedOrder(alice, { ship: false });
    const response = await call(alice, 'GET', `/api/order/${order.id}/invoice.pdf`);
    const invoiceDate = /Счёт на оплату № \d+ от (\d\d\.\d\d\.\d{4})/.exec(
      await pdfLayoutText(response.rawPayload),
    )?.[1];
    const [day, month, year] = (invoiceDate ?? '').split('.');
    const expected = paymentQrPayload({
      payee: t.config.seller,
      sumKopecks: Math.round(order.total * 100),
      purpose: paymentPurpose({
        number: String(order.id),
        date: `${year}-${month}-${day}`,
        vatPercent: 22,
        vat: formatRoubles(Math.round(order.vat * 100)),
      }),
      payerInn: BUYERS.llc.inn,
    });
    expect(await decodePdfQr(response.rawPayload)).toEqual([expected]);
  });
});

describe('УПД numbers', () => {
  it('gives 50 concurrent shipments 50 distinct consecutive numbers, the year’s sequence without gaps', async () => {
    const fabric = await createProduct(t, { count: 60, priceKopecks: 50_000 });
    const ids: number[] = [];
    for (let index = 0; index < 50; index += 1) {
      const placed = (await call(alice, 'POST', '/api/order', { lines: [{ productId: fabric.id, count: 1 }] })).json();
      const lines = [{ id: placed.lines[0].id, actualWeightKg: 21.5 }];
      await call(admin, 'PUT', `/api/order/${placed.id}`, { status: 'confirmed', lines });
      const invoiced = (await call(admin, 'PUT', `/api/order/${placed.id}`, { status: 'invoiced' })).json();
      await call(admin, 'POST', `/api/order/${placed.id}/payments`, { paidOn: '2026-03-05', amount: invoiced.total });
      ids.push(placed.id);
    }
    const before = await t.app.db.select().from(tables.orderUpds);
    const shipped = await Promise.all(ids.map((id) => call(admin, 'PUT', `/api/order/${id}`, { status: 'shipped' })));
    expect(shipped.map((response) => response.statusCode)).toEqual(ids.map(() => 200));

    const numbers = (await t.app.db.select().from(tables.orderUpds))
      .filter((upd) => ids.includes(upd.orderId))
      .map((upd) => upd.number)
      .sort((a, b) => a - b);
    const first = Math.max(0, ...before.map((upd) => upd.number)) + 1;
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => first + index));
    const all = (await t.app.db.select().from(tables.orderUpds)).map((upd) => upd.number).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: all.length }, (_, index) => index + 1));
  }, 240_000);
});

describe('акт сверки', () => {
  /** The figures of the line that starts with `label` in the PDF's text. */
  const figures = (text: string, label: string) =>
    [...(text.split('\n').find((line) => line.includes(label)) ?? '').matchAll(/\d{1,3}(?: \d{3})*,\d\d/g)].map(
      ([value]) => Number(value.replace(/[ ,]/g, '')),
    );

  it('carries the opening balance, each УПД as a debit and each payment as a credit, and closes as they add up', async () => {
    const carol = await createUser(t, { name: 'Кэрол' });
    await call(carol, 'PUT', `/api/user/${carol.id}/requisites`, OTHER_LLC);
    const login = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: carol.phone, password: carol.password, loginType: 'phone' },
      });
      carol.headers = { authorization: `Bearer ${response.json().access_token}` };
    };
    // Shipped and paid in March; paid in March, shipped in April; paid in April, not shipped; all of May's after.
    await setClock('2026-03-05T08:00:00Z');
    await login();
    const march = await shippedOrder(carol, { documentNumber: '11', paidOn: '2026-03-05' });
    await setClock('2026-03-30T08:00:00Z');
    await login();
    const april = await shippedOrder(carol, { documentNumber: '12', paidOn: '2026-03-30', ship: false });
    await setClock('2026-04-10T08:00:00Z');
    await login();
    expect((await call(admin, 'PUT', `/api/order/${april.id}`, { status: 'shipped' })).statusCode).toBe(200);
    await setClock('2026-04-20T08:00:00Z');
    await login();
    const advance = await shippedOrder(carol, { documentNumber: '13', paidOn: '2026-04-20', ship: false });
    await setClock('2026-05-05T08:00:00Z');
    await login();
    const may = await shippedOrder(carol, { documentNumber: '14', paidOn: '2026-05-05' });

    const response = await call(carol, 'GET', '/api/reconciliation.pdf?from=2026-04-01&to=2026-04-30');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // Saved, not shown: the cabinet's «Скачать акт» leaves the customer on the page in every browser.
    expect(response.headers['content-disposition']).toBe('attachment; filename="akt-sverki-2026-04-01-2026-04-30.pdf"');
    const text = squeeze(await pdfLayoutText(response.rawPayload));
    const kopecks = (roubles: number) => Math.round(roubles * 100);

    const [opening = 0] = figures(text, 'Сальдо начальное на 01.04.2026');
    const [debits = 0, credits = 0] = figures(text, 'Обороты за период');
    const [closing = 0] = figures(text, 'Сальдо конечное на 30.04.2026');
    // March's shipment was paid; April's was paid ahead, in March: the customer starts April in credit.
    expect(opening).toBe(kopecks(april.total));
    expect(debits).toBe(kopecks(april.total));
    expect(credits).toBe(kopecks(advance.total));
    expect(closing).toBe(kopecks(advance.total));
    // Signed: the customer's credit is negative. −opening + debits − credits = −closing.
    expect(-opening + debits - credits).toBe(-closing);
    expect(text).toContain(`задолженность в пользу ООО «Ромашка» ${formatRoubles(closing)} руб.`);

    const aprilUpd = (await call(carol, 'GET', `/api/order/${april.id}/documents`)).json().upd;
    expect(text.split(`Продажа, УПД № ${aprilUpd.number} от 10.04.2026`).length - 1).toBe(1);
    expect(text.split('Оплата, п/п № 13 от 20.04.2026').length - 1).toBe(1);
    for (const outside of ['п/п № 11 ', 'п/п № 12 ', 'п/п № 14 ', `(заказ № ${march.id})`, `(заказ № ${may.id})`]) {
      expect(text).not.toContain(outside);
    }
    expect(text).toContain('От ООО «Полотно»');
    expect(text).toContain('От ООО «Ромашка»');
  }, 120_000);

  it('is a customer’s own; an ADMIN names any customer; a bad period is refused', async () => {
    expect(
      (await call(bob, 'GET', `/api/reconciliation.pdf?from=2026-01-01&to=2026-12-31&userId=${alice.id}`)).statusCode,
    ).toBe(403);
    const asAdmin = await call(
      admin,
      'GET',
      `/api/reconciliation.pdf?from=2026-01-01&to=2026-12-31&userId=${alice.id}`,
    );
    expect(asAdmin.statusCode).toBe(200);
    expect(await pdfLayoutText(asAdmin.rawPayload)).toContain('ООО «Ромашка»');
    const reversed = await call(alice, 'GET', '/api/reconciliation.pdf?from=2026-05-01&to=2026-04-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().code).toBe('RECONCILIATION_PERIOD_INVALID');
  });
});
