import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfText } from '../apps/api/test/pdf-text.ts';
import { launchBrowser } from './support/browser.ts';
import {
  adminBearerToken,
  amount,
  api,
  customerPage,
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
interface Documents {
  upd: { number: number; date: string } | null;
}

// Checksum-valid requisites of a real-looking LLC, without an ЭДО id at first.
const COMPANY = {
  type: 'llc',
  companyName: 'ООО «Трикотажный цех»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  address: '115280, Москва, ул. Ленинская Слобода, д. 19',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  account: '40702810938000012345',
  corrAccount: '30101810400000000225',
};
const BUYER_EDO = '2BM-7707083893-773601001-202001010000000000042';
// e2e/support/server.ts starts the shop with this SELLER_EDO_ID.
const SELLER_EDO = '2BM-7701234560-770101001';
const PRICE = 480;
const WEIGHT_KG = 45.5;

/** Today on the Moscow calendar, `YYYY-MM-DD`. */
function moscowToday(): string {
  return new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** `28 ноября 2026`, as the cabinet prints a day. */
function ruDay(day: string): string {
  return new Date(`${day}T12:00:00Z`)
    .toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .replace(/\s*г\.$/, '');
}

/** The file the browser saves after `action` (a click on a link or a form's button): its name and bytes. */
async function download(page: Page, action: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), action()]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(saved) };
}

// Pages stay open until the browser closes: the Chromium packaged in @sparticuz/chromium runs as one
// process, and closing a context there ends the whole browser.
describe('the customer’s documents in a real browser', () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let customer: { id: string; token: string };
  let order: Order;
  let upd: { number: number; date: string };
  const phone = freshPhone();
  const today = moscowToday();

  const card = () => page.locator(`[data-testid="order"][data-order-id="${order.id}"]`);

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminBearerToken();
    // A product of its own without rolls, weighed by hand: the journey's figures are its own.
    const product = await api<{ id: number; colors: { id: number }[] }>('POST', '/api/admin/products', token, {
      art: `DOCS-${Date.now()}`,
      name: { ru: 'Футер документальный', uz: 'Hujjatli futer' },
      categoryId: 'kulirka',
      price: PRICE,
      width: 180,
      colors: [{ name: { ru: 'Серый', uz: 'Kulrang' }, hex: '#9ca3af' }],
    });
    await api('PUT', `/api/product/${product.id}`, token, { count: 10 });
    customer = await registerCustomer(phone, 'Гульнара Закройщица');
    await api('PUT', `/api/user/${customer.id}/requisites`, customer.token, COMPANY);
    await api('POST', `/api/user/cart/${customer.id}`, customer.token, {
      productId: product.id,
      count: 2,
      color: product.colors[0]!.id,
    });
    const placed = await api<Order>('POST', '/api/order', customer.token, {}, { 'idempotency-key': `docs-${phone}` });
    // The manager weighs and invoices through the API, as the order desk does.
    await api('PUT', `/api/order/${placed.id}`, token, {
      lines: [{ id: placed.lines[0]!.id, actualWeightKg: WEIGHT_KG }],
      status: 'confirmed',
    });
    order = await api<Order>('PUT', `/api/order/${placed.id}`, token, { status: 'invoiced' });
    page = await customerPage(browser, phone, '/user/history');
  });
  afterAll(() => browser?.close());

  it('offers the invoice and the packing list once invoiced, says the УПД comes at shipment, and shows what is due', async () => {
    const total = WEIGHT_KG * PRICE;
    expect(order.total).toBe(total);
    await page.goto(`${baseUrl}/user/history`);
    await ready(page);
    const documents = card().locator('[data-testid="order-documents"]');
    expect(await documents.locator('a').count()).toBe(2);
    expect(flat(await documents.innerText())).toContain(
      'УПД — счёт-фактура и накладная в одном документе — появится здесь в день отгрузки.',
    );
    expect(await documents.locator('[data-testid="upd-pdf-link"]').count()).toBe(0);
    const payments = card().locator('[data-testid="order-payments"]');
    expect(flat(await payments.innerText())).toContain('Оплат пока нет.');
    expect(flat(await card().locator('[data-testid="order-due"]').innerText())).toBe(
      `Оплачено: ${amount(0)} · к оплате: ${amount(total)}`,
    );

    const invoice = await download(page, () => documents.locator('[data-testid="invoice-link"]').click());
    expect(invoice.name).toBe(`schet-${order.id}.pdf`);
    expect(await pdfText(invoice.bytes)).toContain(`№ ${order.id}`);
    const packing = await download(page, () => documents.locator('[data-testid="packing-list-link"]').click());
    expect(packing.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('lists the payments (a voided one struck through) and, after shipment, the УПД PDF, and says why its XML waits for the buyer’s ЭДО id', async () => {
    await api('POST', `/api/order/${order.id}/payments`, token, {
      paidOn: today,
      amount: 10_000,
      documentNumber: '118',
    });
    // A payment recorded by mistake and voided stays listed, struck through.
    const mistaken = await api<{ payments: { id: number }[] }>('POST', `/api/order/${order.id}/payments`, token, {
      paidOn: today,
      amount: 500,
      documentNumber: '999',
    });
    await api('DELETE', `/api/order/${order.id}/payments/${mistaken.payments.at(-1)!.id}`, token, {
      reason: 'Платёж другого покупателя',
    });
    await api('POST', `/api/order/${order.id}/payments`, token, {
      paidOn: today,
      amount: WEIGHT_KG * PRICE - 10_000,
      documentNumber: '131',
    });
    await api('PUT', `/api/order/${order.id}`, token, { status: 'shipped' });
    upd = (await api<Documents>('GET', `/api/order/${order.id}/documents`, token)).upd!;
    expect(upd.date).toBe(today);

    await page.reload();
    await ready(page);
    expect((await card().locator('[data-testid="payment"]').allInnerTexts()).map(flat)).toEqual([
      `${ruDay(today)} — ${amount(10_000)}, п/п № 118`,
      `${ruDay(today)} — ${amount(500)}, п/п № 999 — отменена`,
      `${ruDay(today)} — ${amount(WEIGHT_KG * PRICE - 10_000)}, п/п № 131`,
    ]);
    expect(await card().locator('[data-testid="payment"][data-voided="true"]').count()).toBe(1);
    expect(flat(await card().locator('[data-testid="order-due"]').innerText())).toBe('Оплачено полностью');

    const link = card().locator('[data-testid="upd-pdf-link"]');
    expect(flat(await link.innerText())).toBe(`УПД № ${upd.number} от ${ruDay(upd.date)} (PDF)`);
    const pdf = await download(page, () => link.click());
    expect(pdf.name).toBe(`upd-${upd.number}-order-${order.id}.pdf`);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Универсальный передаточный документ');
    expect(text).toContain(`Счёт-фактура № ${upd.number}`);

    expect(await card().locator('[data-testid="upd-xml-link"]').count()).toBe(0);
    expect(flat(await card().locator('[data-testid="upd-xml-missing"]').innerText())).toBe(
      'Электронный УПД недоступен: укажите идентификатор участника ЭДО покупателя в реквизитах Указать идентификатор ЭДО',
    );
  });

  it('saves the buyer’s ЭДО id in the requisites, refusing a wrong one at its field', async () => {
    await card().locator('a:text("Указать идентификатор ЭДО")').click();
    await page.waitForURL(`${baseUrl}/user/requisites#edo`);
    await ready(page);
    // A client navigation: the address changes before the requisites form's late part has come and the page
    // shows it (the page already counted as hydrated), so the field is waited for.
    const field = page.locator('input[name="edoId"]');
    await field.waitFor({ state: 'visible' });
    await field.fill('BM-7707083893');
    await page.click('button:text("Сохранить реквизиты")');
    await page.locator('[data-testid="error-edoId"]').waitFor();
    expect(await page.locator('[data-testid="error-edoId"]').innerText()).toBe(
      'Идентификатор ЭДО: 2, код оператора и до 43 латинских букв, цифр или «-», как его выдал оператор (например, 2BM-…)',
    );
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await api('GET', `/api/user/${customer.id}/requisites`, customer.token)).toMatchObject({ edoId: null });

    await field.fill(BUYER_EDO);
    await page.click('button:text("Сохранить реквизиты")');
    await page.locator('main [role="status"]', { hasText: 'Реквизиты сохранены' }).waitFor();
    expect(await api('GET', `/api/user/${customer.id}/requisites`, customer.token)).toMatchObject({
      ...COMPANY,
      edoId: BUYER_EDO,
    });
    // A private person has no ЭДО id to give: the field goes with the type.
    await page.check('input[name="type"][value="private_person"]');
    expect(await field.isVisible()).toBe(false);
  });

  it('then offers the electronic УПД, a windows-1251 file named as its ИдФайл', async () => {
    await page.goto(`${baseUrl}/user/history`);
    await ready(page);
    expect(await card().locator('[data-testid="upd-xml-missing"]').count()).toBe(0);
    const xml = await download(page, () => card().locator('[data-testid="upd-xml-link"]').click());
    expect(xml.name).toMatch(
      new RegExp(
        `^ON_NSCHFDOPPR_${BUYER_EDO}_${SELLER_EDO}_${today.replaceAll('-', '')}_[0-9a-f-]{36}_0_0_0_0_0_00\\.xml$`,
      ),
    );
    const text = new TextDecoder('windows-1251').decode(xml.bytes);
    expect(text).toMatch(/^<\?xml version="1\.0" encoding="windows-1251"\?>/);
    expect(text).toContain(`ИдФайл="${xml.name.replace(/\.xml$/, '')}"`);
    expect(text).toContain('ООО «Трикотажный цех»');
  });

  it('downloads the акт сверки for a period, refusing an empty day and a period that ends before it starts', async () => {
    const picker = page.locator('[data-testid="reconciliation"]');
    // The current quarter so far, to begin with.
    const month = Number(today.slice(5, 7));
    const quarter = `${today.slice(0, 4)}-${String(Math.floor((month - 1) / 3) * 3 + 1).padStart(2, '0')}-01`;
    expect(await picker.locator('input[name="from"]').inputValue()).toBe(quarter);
    expect(await picker.locator('input[name="to"]').inputValue()).toBe(today);

    // An empty day: the form kit stops it in the browser.
    await picker.locator('input[name="from"]').fill('');
    await picker.locator('[data-testid="reconciliation-download"]').click();
    expect(await picker.locator('[data-testid="error-from"]').innerText()).toBe('Это поле обязательно для заполнения');
    // A period that ends before it starts: the server says the rule and marks the field.
    await picker.locator('input[name="from"]').fill(today);
    await picker.locator('input[name="to"]').fill('2020-01-01');
    await picker.locator('[data-testid="reconciliation-download"]').click();
    await picker.locator('[data-testid="error-to"]').waitFor();
    expect(await picker.locator('[data-testid="error-to"]').innerText()).toBe('Поле «По» заполнено неверно.');
    expect(await picker.locator('[role="alert"]').first().innerText()).toBe(
      'Период акта сверки: даты «с» и «по» в виде ГГГГ-ММ-ДД, «с» не позже «по», не больше пяти лет',
    );
    // The page came back with the period as typed.
    await ready(page);
    expect(await picker.locator('input[name="from"]').inputValue()).toBe(today);
    expect(await picker.locator('input[name="to"]').getAttribute('aria-invalid')).toBe('true');

    await picker.locator('input[name="from"]').fill(quarter);
    await picker.locator('input[name="to"]').fill(today);
    const act = await download(page, () => picker.locator('[data-testid="reconciliation-download"]').click());
    expect(act.name).toBe(`akt-sverki-${quarter}-${today}.pdf`);
    const text = await pdfText(act.bytes);
    expect(text).toContain('Акт сверки взаимных расчётов');
    expect(text).toContain(`№ ${upd.number}`);

    // The year so far, one click.
    const year = await download(page, () => picker.locator('a:text("С начала года")').click());
    expect(year.name).toBe(`akt-sverki-${today.slice(0, 4)}-01-01-${today}.pdf`);
    expect(year.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('works without JavaScript: the period is checked by the server and the акт downloads', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies(await page.context().cookies());
    const plain = await context.newPage();
    await plain.goto(`${baseUrl}/user/history`);
    const picker = plain.locator('[data-testid="reconciliation"]');
    await picker.locator('input[name="from"]').fill('');
    await picker.locator('[data-testid="reconciliation-download"]').click();
    await plain.locator('[data-testid="error-from"]').waitFor();
    expect(await plain.locator('[data-testid="error-from"]').innerText()).toBe('Это поле обязательно для заполнения');
    expect(await picker.locator('[role="alert"]').first().innerText()).toContain('Период акта сверки');
    await picker.locator('input[name="from"]').fill(`${today.slice(0, 4)}-01-01`);
    const act = await download(plain, () => picker.locator('[data-testid="reconciliation-download"]').click());
    expect(act.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The documents are plain links.
    expect(await plain.locator(`[data-order-id="${order.id}"] [data-testid="upd-xml-link"]`).count()).toBe(1);
  });

  it('speaks Uzbek at /uz/user/history and /uz/user/requisites', async () => {
    await page.goto(`${baseUrl}/uz/user/history`);
    await ready(page);
    const documents = card().locator('[data-testid="order-documents"]');
    expect(flat(await documents.locator('h3').innerText())).toBe('Hujjatlar');
    const [year, month, day] = upd.date.split('-').map(Number);
    const uzMonths = [
      'yanvar',
      'fevral',
      'mart',
      'aprel',
      'may',
      'iyun',
      'iyul',
      'avgust',
      'sentabr',
      'oktabr',
      'noyabr',
      'dekabr',
    ];
    expect(flat(await documents.locator('[data-testid="upd-pdf-link"]').innerText())).toBe(
      `UPD № ${upd.number}, ${year}-yil ${day}-${uzMonths[month! - 1]} (PDF)`,
    );
    expect(flat(await documents.locator('[data-testid="upd-xml-link"]').innerText())).toBe('EDO uchun UPD (XML)');
    expect(flat(await card().locator('[data-testid="order-due"]').innerText())).toBe("To'liq to'langan");
    const picker = page.locator('[data-testid="reconciliation"]');
    expect(flat(await picker.locator('h2').innerText())).toBe('Solishtirma dalolatnoma');
    await picker.locator('input[name="to"]').fill('2020-01-01');
    await picker.locator('button:text("Solishtirma dalolatnomani yuklab olish (PDF)")').click();
    await picker.locator('[data-testid="error-to"]').waitFor();
    expect(await picker.locator('[data-testid="error-to"]').innerText()).toBe(
      "«Gacha» maydoni noto'g'ri to'ldirilgan.",
    );
    expect(await picker.locator('[role="alert"]').first().innerText()).toBe(
      "Solishtirma dalolatnoma davri: «dan» va «gacha» sanalari YYYY-MM-DD ko'rinishida, «dan» «gacha»dan keyin emas, besh yildan oshmasin",
    );

    await page.goto(`${baseUrl}/uz/user/requisites`);
    await ready(page);
    expect(await page.locator('label', { hasText: 'EDO ishtirokchisi identifikatori' }).count()).toBe(1);
    expect(await page.locator('input[name="edoId"]').inputValue()).toBe(BUYER_EDO);
    await page.fill('input[name="edoId"]', '2');
    await page.click('button:text("Rekvizitlarni saqlash")');
    await page.locator('[data-testid="error-edoId"]').waitFor();
    expect(await page.locator('[data-testid="error-edoId"]').innerText()).toBe(
      'EDO identifikatori: 2, operator kodi va 43 tagacha lotin harfi, raqam yoki «-», operator bergandek (masalan, 2BM-…)',
    );
    expect(await api('GET', `/api/user/${customer.id}/requisites`, customer.token)).toMatchObject({ edoId: BUYER_EDO });
  });
});
