import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  adminBearerToken,
  adminPage,
  amount,
  api,
  flat,
  freshPhone,
  ready,
  registerCustomer,
} from './support/journey.ts';

const baseUrl = inject('baseUrl');

interface Order {
  id: number;
  status: string;
  total: number | null;
  lines: { id: number }[];
}

// e2e/support/server.ts starts the shop with these exchange credentials and zip=no.
const BASIC = `Basic ${Buffer.from('e2e-1c:e2e-1c-password').toString('base64')}`;
const PRICE = 500;
const WEIGHT_KG = 21.5;

/** One request to the exchange as 1C's «Обмен с сайтом» makes it: Basic, the checkauth cookie, a raw body. */
async function exchange(
  cookie: string | null,
  type: string,
  mode: string,
  options: { filename?: string; body?: Uint8Array } = {},
): Promise<string[]> {
  const url = new URL('/api/integrations/1c/exchange', baseUrl);
  url.searchParams.set('type', type);
  url.searchParams.set('mode', mode);
  if (options.filename) url.searchParams.set('filename', options.filename);
  const response = await fetch(url, {
    method: options.body ? 'POST' : 'GET',
    headers: { authorization: BASIC, ...(cookie ? { cookie } : {}) },
    body: options.body ? Buffer.from(options.body) : undefined,
  });
  return (await response.text()).split('\n');
}

/** 1C's order documents back: our order with a line weighed differently in 1C, and an order the shop never had. */
function documentsXml(orderId: number, productId: number): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.07" ДатаФормирования="2026-03-04T10:00:00">
  <Документ>
    <Ид>e2e-1c-order</Ид><Номер>${orderId}</Номер><Дата>2026-03-04</Дата><ХозОперация>Заказ товара</ХозОперация>
    <Роль>Продавец</Роль><Валюта>руб</Валюта><Курс>1</Курс><Сумма>11000.00</Сумма><Время>10:00:00</Время>
    <Товары><Товар><Ид>polotno-product-${productId}</Ид><Наименование>Футер</Наименование><БазоваяЕдиница Код="166">кг</БазоваяЕдиница><ЦенаЗаЕдиницу>500.00</ЦенаЗаЕдиницу><Количество>22.000</Количество><Сумма>11000.00</Сумма></Товар></Товары>
    <ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>Номер по 1С</Наименование><Значение>ЦБ-000777</Значение></ЗначениеРеквизита></ЗначенияРеквизитов>
  </Документ>
  <Документ>
    <Ид>e2e-1c-unknown</Ид><Номер>999999</Номер><Дата>2026-03-04</Дата><ХозОперация>Заказ товара</ХозОперация>
    <Роль>Продавец</Роль><Валюта>руб</Валюта><Курс>1</Курс><Сумма>0</Сумма>
  </Документ>
</КоммерческаяИнформация>
`;
}

// Pages stay open until the browser closes (the packaged Chromium runs as one process).
describe('the back office’s 1C exchange and payments in a real browser', () => {
  let browser: Browser;
  let admin: Page;
  let token: string;
  let productId: number;
  let customer: { id: string; token: string };
  let documents = new Uint8Array();

  /** An order of one roll, weighed at 21.5 kg and invoiced through the API, as the order desk does. */
  async function invoicedOrder(): Promise<Order> {
    const placed = await api<Order>('POST', '/api/order', customer.token, {
      lines: [{ productId, count: 1 }],
    });
    await api('PUT', `/api/order/${placed.id}`, token, {
      lines: [{ id: placed.lines[0]!.id, actualWeightKg: WEIGHT_KG }],
      status: 'confirmed',
    });
    return api<Order>('PUT', `/api/order/${placed.id}`, token, { status: 'invoiced' });
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminBearerToken();
    const product = await api<{ id: number }>('POST', '/api/admin/products', token, {
      art: `1C-${Date.now()}`,
      name: { ru: 'Футер для обмена', uz: 'Almashinuv futeri' },
      categoryId: 'kulirka',
      price: PRICE,
      width: 180,
    });
    productId = product.id;
    await api('PUT', `/api/product/${product.id}`, token, { count: 10 });
    customer = await registerCustomer(freshPhone(), 'Ирина Раскройщица');
    admin = await adminPage(browser);
  });
  afterAll(() => browser?.close());

  it('shows a real exchange session, its file, imports and the line 1C changed, and keeps the settings changed', async () => {
    const order = await invoicedOrder();
    // 1C takes the orders, confirms them, then sends its documents back — as its exchange module does.
    const auth = await exchange(null, 'sale', 'checkauth');
    expect(auth[0]).toBe('success');
    const cookie = `${auth[1]}=${auth[2]}`;
    expect((await exchange(cookie, 'sale', 'query')).join('\n')).toContain(`<Номер>${order.id}</Номер>`);
    expect((await exchange(cookie, 'sale', 'success'))[0]).toBe('success');
    const init = await exchange(cookie, 'sale', 'init');
    expect(init).toEqual(['zip=no', expect.stringMatching(/^file_limit=\d+$/)]);
    documents = new TextEncoder().encode(documentsXml(order.id, productId));
    expect((await exchange(cookie, 'sale', 'file', { filename: 'orders-e2e.xml', body: documents }))[0]).toBe(
      'success',
    );
    let answer = await exchange(cookie, 'sale', 'import', { filename: 'orders-e2e.xml' });
    for (let calls = 0; answer[0] === 'progress' && calls < 100; calls += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      answer = await exchange(cookie, 'sale', 'import', { filename: 'orders-e2e.xml' });
    }
    expect(answer[0]).toBe('success');

    await admin.goto(`${baseUrl}/admin/exchange`);
    await ready(admin);
    const status = flat(await admin.locator('[data-testid="exchange-status"]').innerText());
    expect(status).toContain('Обмен с 1С включён');
    expect(status).toContain(`${baseUrl}/api/integrations/1c/exchange`);
    expect(status).toContain('e2e-1c');
    expect(status).toContain('Файлы приходят без архива');

    // The newest session is this one: open it.
    await admin.locator('[data-testid="exchange-session-row"] a').first().click();
    const session = admin.locator('[data-testid="exchange-session"]');
    await session.waitFor();
    expect(flat(await session.locator('h2').innerText())).toContain('Сеанс обмена «Заказы»');
    const sent = session.locator('[data-testid="session-file"]', { hasText: 'orders-e2e.xml' });
    expect(flat(await sent.innerText())).toContain(createHash('sha256').update(documents).digest('hex'));
    const modes = await session.locator('[data-testid="session-step"] td:nth-child(2)').allInnerTexts();
    expect(modes).toEqual(expect.arrayContaining(['checkauth', 'query', 'success', 'init', 'file', 'import']));
    const imports = flat((await session.locator('[data-testid="session-imports"]').textContent()) ?? '');
    expect(imports).toContain('orders-e2e.xml — загружен');
    expect(imports).toContain('Заказ № 999999 не найден на сайте');

    // The line 1C weighs at 22 kg is shown beside the shop's 21.5 kg; marked seen, it leaves the list.
    const difference = admin.locator('[data-testid="line-difference"]', { hasText: `Заказ № ${order.id}` });
    const figures = flat(await difference.innerText());
    expect(figures).toMatch(/22 \S+ × 500 ₽ = 11 000 ₽/);
    expect(figures).toMatch(/21,5 \S+ × 500 ₽ = 10 750 ₽/);
    await difference.locator('button:text("Отметить просмотренным")').click();
    await admin.locator('main [role="status"]', { hasText: 'Расхождение отмечено просмотренным' }).waitFor();
    await difference.waitFor({ state: 'detached' });

    // The settings: hide missing goods, and 1C's status «e2e-shipped» is the shop's «Отгружен».
    const settings = admin.locator('[data-testid="exchange-settings"]');
    await settings.locator('input[name="hideMissing"]').check();
    await settings.locator('input[name="onecStatus"]').first().fill('e2e-shipped');
    await settings.locator('select[name="shopStatus"]').first().selectOption('shipped');
    await settings.locator('button:text("Сохранить настройки")').click();
    await admin.locator('main [role="status"]', { hasText: 'Настройки обмена сохранены' }).waitFor();
    expect(await api('GET', '/api/admin/onec/settings', token)).toMatchObject({
      hideMissing: true,
      statusMap: { 'e2e-shipped': 'shipped' },
    });
    await admin.reload();
    await ready(admin);
    expect(await admin.locator('input[name="hideMissing"]').isChecked()).toBe(true);
    expect(await admin.locator('input[name="onecStatus"]').first().inputValue()).toBe('e2e-shipped');

    // «Send this order to 1C again»: the next query carries it, although 1C confirmed it.
    await exchange(cookie, 'sale', 'query');
    await exchange(cookie, 'sale', 'success');
    expect((await exchange(cookie, 'sale', 'query')).join('\n')).not.toContain(`<Номер>${order.id}</Номер>`);
    await admin.fill('input[name="orderId"]', String(order.id));
    await admin.click('button:text("Отправить заново")');
    await admin.locator('main [role="status"]', { hasText: `Заказ № ${order.id} уйдёт в 1С` }).waitFor();
    expect((await exchange(cookie, 'sale', 'query')).join('\n')).toContain(`<Номер>${order.id}</Номер>`);
    await exchange(cookie, 'sale', 'success');
  });

  it('refuses a status of 1C given twice, in Uzbek, and changes nothing', async () => {
    await admin.goto(`${baseUrl}/uz/admin/exchange`);
    await ready(admin);
    expect(flat(await admin.locator('[data-testid="exchange-status"] h2').innerText())).toBe(
      '1C bilan almashinuv yoqilgan',
    );
    const settings = admin.locator('[data-testid="exchange-settings"]');
    await settings.locator('input[name="onecStatus"]').nth(1).fill('e2e-shipped');
    await settings.locator('select[name="shopStatus"]').nth(1).selectOption('cancelled');
    await settings.locator('button:text("Sozlamalarni saqlash")').click();
    await admin
      .locator('main [role="alert"]', { hasText: "1C holati «e2e-shipped» ikki marta ko'rsatilgan" })
      .waitFor();
    expect(await api('GET', '/api/admin/onec/settings', token)).toMatchObject({
      statusMap: { 'e2e-shipped': 'shipped' },
    });
  });

  it('records payments on the order desk, shows paid and due, and voids one with a reason', async () => {
    const order = await invoicedOrder();
    const total = WEIGHT_KG * PRICE;
    expect(order.total).toBe(total);
    await admin.goto(`${baseUrl}/admin/orders?id=${order.id}`);
    await ready(admin);
    const payments = admin.locator('[data-testid="desk-payments"]');
    const due = payments.locator('[data-testid="desk-due"]');
    expect(flat(await due.innerText())).toBe(`Оплачено ${amount(0)} · к оплате ${amount(total)}`);
    // The documents of an invoiced order: the invoice and the packing list; the УПД comes at shipment.
    const documents = flat(await admin.locator('[data-testid="desk-documents"]').innerText());
    expect(documents).toContain('Счёт на оплату (PDF)');
    expect(documents).toContain('УПД появится при отгрузке.');

    const form = payments.locator('[data-testid="record-payment"]');
    // A wrong amount is refused at its field in the page's language; nothing is recorded.
    await form.locator('input[name="amount"]').fill('десять');
    await form.locator('button:text("Внести оплату")').click();
    await form
      .locator('[role="alert"]', { hasText: 'Сумма оплаты: число рублей больше нуля, не больше двух знаков' })
      .waitFor();
    expect(await payments.locator('[data-testid="desk-payment"]').count()).toBe(0);

    await form.locator('input[name="amount"]').fill('5 000,50');
    await form.locator('input[name="documentNumber"]').fill('77');
    await form.locator('button:text("Внести оплату")').click();
    await admin.locator('main [role="status"]', { hasText: 'Оплата внесена' }).waitFor();
    await due.filter({ hasText: amount(total - 5000.5) }).waitFor();
    expect(flat(await due.innerText())).toBe(`Оплачено ${amount(5000.5)} · к оплате ${amount(total - 5000.5)}`);
    expect(flat(await payments.locator('[data-testid="desk-payment"]').first().innerText())).toContain('п/п № 77');

    // The rest, as the form offers it: the order is paid.
    await form.locator('input[name="amount"]').fill(String(total - 5000.5).replace('.', ','));
    await form.locator('button:text("Внести оплату")').click();
    await due.filter({ hasText: 'Оплачен полностью' }).waitFor();
    expect(await admin.locator('[data-testid="desk-status"]').innerText()).toBe('Оплачен');

    // Voiding the first: kept, struck through with the reason, and its sum is due again.
    const first = payments.locator('[data-testid="desk-payment"]').first();
    await first.locator('input[name="reason"]').fill('Платёж другого заказа');
    await first.locator('button:text("Отменить оплату")').click();
    await admin.locator('main [role="status"]', { hasText: 'Оплата отменена' }).waitFor();
    await due.filter({ hasText: `к оплате ${amount(5000.5)}` }).waitFor();
    const voided = payments.locator('[data-testid="desk-payment"][data-voided="true"]');
    expect(flat(await voided.innerText())).toContain('«Платёж другого заказа»');
    const seen = await api<{ items: Order[] }>('GET', `/api/order?id=${order.id}`, token);
    expect(seen).toMatchObject({ items: [{ status: 'paid', paid: total - 5000.5, due: 5000.5 }] });

    // The customer's акт сверки: a reversed period is refused on the desk, a right one downloads the PDF.
    const act = admin.locator('[data-testid="desk-reconciliation"]');
    await act.locator('input[name="actFrom"]').fill('2026-03-31');
    await act.locator('input[name="actTo"]').fill('2026-01-01');
    await act.locator('[data-testid="reconciliation-download"]').click();
    await admin
      .locator('[data-testid="desk-reconciliation"] [role="alert"]', { hasText: 'Период акта сверки' })
      .waitFor();
    await ready(admin);
    await act.locator('input[name="actFrom"]').fill('2026-01-01');
    await act.locator('input[name="actTo"]').fill(new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10));
    // The browser is sent on to the customer's PDF, which the API answers as an attachment: the browser saves it
    // and stays on the desk. It asked for it with the period and the customer.
    const opened = admin.waitForRequest(/\/api\/reconciliation\.pdf\?from=2026-01-01&to=\d{4}-\d{2}-\d{2}&userId=/);
    await act.locator('[data-testid="reconciliation-download"]').click();
    const pdf = await admin.request.get((await opened).url());
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');

    // In Uzbek the same refusal speaks Uzbek.
    await admin.goto(`${baseUrl}/uz/admin/orders?id=${order.id}`);
    await ready(admin);
    const uzForm = admin.locator('[data-testid="record-payment"]');
    await uzForm.locator('input[name="amount"]').fill('0');
    await uzForm.locator('button:text("To\'lovni kiritish")').click();
    await uzForm.locator('[role="alert"]', { hasText: "To'lov summasi: noldan katta so'm" }).waitFor();
  });
});
