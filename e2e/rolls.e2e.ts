import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfText } from '../apps/api/test/pdf-text.ts';
import { launchBrowser } from './support/browser.ts';
import {
  adminBearerToken,
  adminPage,
  amount,
  api,
  customerPage,
  flat,
  freshPhone,
  ready,
  registerCustomer,
} from './support/journey.ts';

const baseUrl = inject('baseUrl');

interface Roll {
  id: number;
  number: string;
  lot: string;
  weightKg: number;
  status: string;
  orderId: number | null;
}
interface Order {
  id: number;
  status: string;
  total: number | null;
  lines: { id: number; actualWeightKg: number | null; rolls: { id: number; number: string; lot: string }[] }[];
}

const PRICE = 500;
// A column as a scale's export or a spreadsheet gives it: decimal commas and dots, a tab, a Windows line end.
const PASTED = '21,4\r\n22.6\n24,8\t\n23,15\n20,95\n22,2\n';

// Pages stay open until the browser closes: the Chromium packaged in @sparticuz/chromium runs as one
// process, and closing a context there ends the whole browser.
describe('rolls with dye lots in a real browser', () => {
  let browser: Browser;
  let admin: Page;
  let token: string;
  let product: { id: number; colors: { id: number; name: string }[] };
  let white: { id: number; name: string };
  let orderId: number;
  const phone = freshPhone();

  async function rollsOf(query: string): Promise<Roll[]> {
    return (await api<{ items: Roll[] }>('GET', `/api/rolls?productId=${product.id}&${query}`, token)).items;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminBearerToken();
    // A product of its own, with fewer than 10 rolls ever: the other journeys take the newest product with 10
    // in stock and weigh it by hand, which a product tracking rolls no longer allows.
    product = await api('POST', '/api/admin/products', token, {
      art: `ROLLS-${Date.now()}`,
      name: { ru: 'Кулирка партийная', uz: 'Partiyali kulirka' },
      // In a category like every shop product: journeys after this one open the newest product's page.
      categoryId: 'kulirka',
      price: PRICE,
      width: 180,
      colors: [
        { name: { ru: 'Белый', uz: 'Oq' }, hex: '#ffffff' },
        { name: { ru: 'Синий', uz: "Ko'k" }, hex: '#1e3a8a' },
      ],
    });
    white = product.colors[0]!;
    admin = await adminPage(browser);
    await admin.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  });
  afterAll(() => browser?.close());

  it('receives a lot by pasting the weights, refuses a weight outside the band, and prints the labels', async () => {
    await admin.goto(`${baseUrl}/admin/rolls`);
    await ready(admin);
    await admin.fill('input[name="search"]', 'партийная');
    await admin.click('main button:text("Показать")');
    await admin.waitForURL(/search=/);
    // The address changes as the navigation commits; the list follows with React's render.
    await expect.poll(() => admin.locator('select[name="product"] option:not([disabled])').count()).toBe(1);
    await admin.selectOption('select[name="product"]', String(product.id));
    await admin.click('main button:text("Открыть")');
    await admin.waitForURL(/product=/);
    await ready(admin);
    await admin.selectOption('select[name="colorId"]', String(white.id));
    await admin.fill('input[name="lot"]', '2611');

    // A typo first: 2,26 kg is outside 20–25 kg, and the row says so before anything is saved.
    await admin.fill('textarea[name="weights"]', '21,4\n2,26');
    const preview = admin.locator('[data-testid="receive-preview"]');
    await preview.locator('[data-testid="preview-row"][data-problem="out_of_band"]').waitFor();
    expect(await admin.locator('button:text("Сохранить партию")').isDisabled()).toBe(true);

    // The column pasted from the clipboard, as from the scale's spreadsheet.
    await admin.fill('textarea[name="weights"]', '');
    await admin.evaluate((text) => navigator.clipboard.writeText(text), PASTED);
    await admin.focus('textarea[name="weights"]');
    await admin.keyboard.press('Control+V');
    await preview.locator('[data-testid="preview-summary"]', { hasText: '6 рулонов' }).waitFor();
    expect(await preview.locator('[data-testid="preview-row"]').count()).toBe(6);
    expect(await preview.locator('[data-testid="preview-row"][data-problem]').count()).toBe(0);
    expect(flat(await preview.locator('[data-testid="preview-summary"]').innerText())).toContain(
      '6 рулонов, всего 135,1 кг',
    );

    await admin.click('button:text("Сохранить партию")');
    await admin.locator('main [role="status"]', { hasText: 'Партия 2611 принята: 6 рулонов' }).waitFor();
    const received = await rollsOf(`colorId=${white.id}`);
    expect(received.map((roll) => roll.weightKg).sort((a, b) => a - b)).toEqual([20.95, 21.4, 22.2, 22.6, 23.15, 24.8]);
    expect(new Set(received.map((roll) => roll.number)).size).toBe(6);

    const href = await admin.locator('[data-testid="labels-link"]').getAttribute('href');
    const labels = await admin.request.get(`${baseUrl}${href}`);
    expect(labels.headers()['content-type']).toBe('application/pdf');
    const text = await pdfText(await labels.body());
    for (const roll of received) expect(text).toContain(roll.number);
    expect(text).toContain('2611');

    // The lot and its rolls are listed for the manager.
    expect(flat(await admin.locator('[data-testid="lot"]').first().innerText())).toContain(
      'Партия 2611 — 6 рулонов, 20,95–24,8 кг',
    );
    expect(await admin.locator('[data-testid="roll-row"]').count()).toBe(6);

    // The same screen in Uzbek.
    await admin.goto(`${baseUrl}/uz/admin/rolls?product=${product.id}`);
    await ready(admin);
    expect(await admin.locator('main h2', { hasText: 'Partiyani qabul qilish' }).count()).toBe(1);
    expect(flat(await admin.locator('[data-testid="lot"]').first().innerText())).toContain(
      '2611 partiya — 6 ta rulon, 20,95–24,8 kg',
    );

    // A second, smaller lot of the same colour, received through the API.
    await api('POST', '/api/rolls/lots', token, {
      productId: product.id,
      colorId: white.id,
      lot: '2702',
      weights: '20,5\n21',
    });
  });

  it('checks the pasted weights without JavaScript too, saving nothing', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies(await admin.context().cookies());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/rolls?product=${product.id}`);
    await page.selectOption('select[name="colorId"]', String(product.colors[1]!.id));
    await page.fill('input[name="lot"]', '3001');
    await page.fill('textarea[name="weights"]', '22,5; 26\nдва');
    await page.click('button:text("Проверить")');
    const rows = page.locator('[data-testid="preview-row"]');
    expect((await rows.allInnerTexts()).map(flat)).toEqual([
      '1 22,5 22,5 В допуске',
      expect.stringContaining('2 26 26'),
      expect.stringContaining('3 два —'),
    ]);
    expect(await rows.nth(1).getAttribute('data-problem')).toBe('out_of_band');
    expect(await rows.nth(2).getAttribute('data-problem')).toBe('unreadable');
    // The form comes back as typed, and nothing was received.
    expect(await page.inputValue('textarea[name="weights"]')).toBe('22,5; 26\nдва');
    expect(await rollsOf(`colorId=${product.colors[1]!.id}`)).toEqual([]);
  });

  it('shows the lots per colour, and the customer orders 3 rolls of one lot at the exact price', async () => {
    await registerCustomer(phone, 'Ирина Раскройщица');
    const page = await customerPage(browser, phone, '/user/history');
    await page.goto(`${baseUrl}/product/${product.id}?color=${white.id}`);
    await ready(page);
    const lots = page.locator('[data-testid="product-lots"] li');
    expect((await lots.allInnerTexts()).map(flat)).toEqual([
      'Партия 2611 — 6 рулонов, 20,95–24,8 кг',
      'Партия 2702 — 2 рулона, 20,5–21 кг',
    ]);
    const sameLot = page.locator('input[name="sameLot"]');
    expect(await sameLot.isChecked()).toBe(true);
    // No lot holds 7 rolls: the box cannot be on, and the page says how the rolls will be picked.
    await page.fill('input[name="count"]', '7');
    expect(await sameLot.isDisabled()).toBe(true);
    expect(await page.locator('#same-lot-hint').innerText()).toContain('Ни в одной партии нет 7 рулонов');
    // A wrong count: our message at the field (no browser bubble), and nothing goes to the cart.
    await page.fill('input[name="count"]', '0');
    await page.click('main button:text("В корзину")');
    expect(await page.locator('[data-testid="error-count"]').innerText()).toBe(
      'Количество рулонов: целое число от 1 до 10 000',
    );
    expect(await page.locator('input[name="count"]').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('main [role="status"]').count()).toBe(0);
    await page.fill('input[name="count"]', '3');
    await page.locator('[data-testid="error-count"]').waitFor({ state: 'detached' });
    expect(await sameLot.isChecked()).toBe(true);
    await page.click('main button:text("В корзину")');
    await page.locator('main [role="status"]', { hasText: 'Добавлено в корзину: 3 рулона' }).waitFor();

    await page.goto(`${baseUrl}/cart`);
    await ready(page);
    await page.click('main button:text("Оформить заказ")');
    await page.waitForURL(/\/user\/history\?placed=\d+$/);
    orderId = Number(new URL(page.url()).searchParams.get('placed'));

    // The oldest lot that holds 3 rolls, its first three rolls: 21,4 + 22,6 + 24,8 = 68,8 kg.
    const reserved = await rollsOf(`status=reserved`);
    expect(reserved.map((roll) => roll.lot)).toEqual(['2611', '2611', '2611']);
    const order = page.locator(`[data-testid="order"][data-order-id="${orderId}"]`);
    const line = flat(await order.locator('[data-testid="order-line"]').innerText());
    expect(line).toContain('68,8 кг');
    expect(line).toContain(amount(68.8 * PRICE));
    for (const roll of reserved) {
      expect(line).toContain(`Рулон ${roll.number}, партия 2611, ${String(roll.weightKg).replace('.', ',')} кг`);
    }
    expect(flat(await order.locator('[data-testid="order-total"]').innerText())).toContain(amount(68.8 * PRICE));

    // The lots left, in Uzbek.
    await page.goto(`${baseUrl}/uz/product/${product.id}?color=${white.id}`);
    await ready(page);
    expect((await lots.allInnerTexts()).map(flat)).toEqual([
      '2611 partiya — 3 ta rulon, 20,95–23,15 kg',
      '2702 partiya — 2 ta rulon, 20,5–21 kg',
    ]);
    await page.fill('input[name="count"]', '0');
    await page.locator('input[name="count"]').blur();
    expect(await page.locator('[data-testid="error-count"]').innerText()).toBe(
      'Rulonlar soni: 1 dan 10 000 gacha butun son',
    );
  });

  it('lets the manager swap a roll with a reason and invoice on the recorded weights, no weight typed', async () => {
    await admin.goto(`${baseUrl}/admin/orders?id=${orderId}`);
    await ready(admin);
    const desk = admin.locator('[data-testid="order-desk"]');
    expect(await desk.locator('input[name^="weight-"]').count()).toBe(0);
    expect(flat(await desk.locator('[data-testid="recorded-weight"]').innerText())).toContain('68,8 кг');

    // The 21,4 kg roll has a stained edge: the manager swaps it for the 23,15 kg roll of the same lot.
    const reserved = await rollsOf('status=reserved');
    const stained = reserved.find((roll) => roll.weightKg === 21.4)!;
    const spare = (await rollsOf(`status=available&colorId=${white.id}`)).find((roll) => roll.weightKg === 23.15)!;
    const swap = desk.locator('[data-testid="roll-swap"]');
    await swap.locator('select[name="from"]').selectOption(String(stained.id));
    await swap.locator('select[name="to"]').selectOption(String(spare.id));
    await swap.locator('textarea[name="reason"]').fill('Пятно на кромке');
    await swap.locator('button:text("Заменить")').click();
    await admin
      .locator('main [role="status"]', { hasText: `Рулон ${stained.number} заменён на ${spare.number}` })
      .waitFor();
    await desk.locator('[data-testid="recorded-weight"]', { hasText: '70,55 кг' }).waitFor();
    expect((await rollsOf(`status=available&colorId=${white.id}`)).map((roll) => roll.id)).toContain(stained.id);
    // The desk lists the swap: when, who, which roll left for which, and why.
    const swapLine = flat(await desk.locator('[data-testid="roll-swaps"] li').innerText());
    expect(swapLine).toContain(`рулон ${stained.number} · 2611 · 21,4 кг → ${spare.number} · 2611 · 23,15 кг`);
    expect(swapLine).toContain('«Пятно на кромке»');

    await admin.click('button:text("Подтвердить")');
    await admin.locator('main [role="status"]', { hasText: 'Статус заказа: Подтверждён' }).waitFor();
    await admin.click('button:text("Выставить счёт")');
    await admin.locator('main [role="status"]', { hasText: 'Статус заказа: Выставлен счёт' }).waitFor();
    const total = Math.round(70.55 * PRICE * 100) / 100;
    expect(flat(await admin.locator('[data-testid="desk-total"]').innerText())).toContain(amount(total));
    const order = (await api<{ items: Order[] }>('GET', `/api/order?id=${orderId}`, token)).items[0]!;
    expect(order).toMatchObject({ status: 'invoiced', total });
    // After the invoice no swap is offered, and the one made stays listed.
    await desk.locator('[data-testid="roll-swap"]').waitFor({ state: 'detached' });
    expect(await desk.locator('[data-testid="roll-swaps"] li').count()).toBe(1);

    // The invoice and the packing list name every roll of the line.
    const numbers = order.lines[0]!.rolls.map((roll) => roll.number);
    expect(numbers).toContain(spare.number);
    for (const testId of ['invoice-link', 'packing-list-link']) {
      const href = await desk.locator(`[data-testid="${testId}"]`).getAttribute('href');
      const pdf = await admin.request.get(`${baseUrl}${href}`);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const text = await pdfText(await pdf.body());
      for (const number of numbers) expect(text).toContain(number);
      expect(text).not.toContain(stained.number);
    }
  });

  it('writes off the stained roll with a reason, and it leaves the stock', async () => {
    const stained = (await rollsOf(`status=available&colorId=${white.id}`)).find((roll) => roll.weightKg === 21.4)!;
    const before = (await api<{ count: number }>('GET', `/api/product/${product.id}`, null)).count;
    await admin.goto(`${baseUrl}/admin/rolls?product=${product.id}&status=available`);
    await ready(admin);
    const row = admin.locator('[data-testid="roll-row"]', { hasText: stained.number });
    await row.locator('summary').click();
    await row.locator('input[name="reason"]').fill('Пятно на кромке, в брак');
    await row.locator('button:text("Списать")').click();
    await admin.locator('main [role="status"]', { hasText: `Рулон ${stained.number} списан` }).waitFor();
    expect((await rollsOf(`status=written_off`)).map((roll) => roll.id)).toEqual([stained.id]);
    expect((await api<{ count: number }>('GET', `/api/product/${product.id}`, null)).count).toBe(before - 1);
  });

  it('takes the oldest rolls across lots when the customer unticks «из одной партии»', async () => {
    // A third lot holding 4: with the box on, 3 rolls would come from it alone.
    await api('POST', '/api/rolls/lots', token, {
      productId: product.id,
      colorId: white.id,
      lot: '2803',
      weights: '22\n22,5\n23\n23,5',
    });
    const page = await customerPage(browser, phone, '/user/history');
    await page.goto(`${baseUrl}/product/${product.id}?color=${white.id}`);
    await ready(page);
    await page.fill('input[name="count"]', '3');
    const sameLot = page.locator('input[name="sameLot"]');
    expect(await sameLot.isChecked()).toBe(true);
    await sameLot.uncheck();
    await page.click('main button:text("В корзину")');
    await page.locator('main [role="status"]', { hasText: 'Добавлено в корзину: 3 рулона' }).waitFor();

    // The cart keeps the choice on the line, and it can be changed there like the count.
    await page.goto(`${baseUrl}/cart`);
    await ready(page);
    const line = page.locator('[data-testid="cart-line"]');
    const box = line.locator('input[name="sameLot"]');
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await line.locator('button:text("Изменить")').click();
    // The hint tells the saved choice, so it changes only once the server has it.
    await line.locator('p', { hasText: 'Одна партия, если она есть' }).waitFor();
    expect(await box.isChecked()).toBe(true);
    await box.uncheck();
    await line.locator('button:text("Изменить")').click();
    await line.locator('p', { hasText: 'Сначала самые старые рулоны' }).waitFor();
    expect(await box.isChecked()).toBe(false);

    await page.click('main button:text("Оформить заказ")');
    await page.waitForURL(/\/user\/history\?placed=\d+$/);
    const placed = Number(new URL(page.url()).searchParams.get('placed'));
    // The oldest rolls: the two left of 2611, then the oldest of 2702 — two lots in one line.
    const order = (await api<{ items: Order[] }>('GET', `/api/order?id=${placed}`, token)).items[0]!;
    expect(order.lines[0]!.rolls.map((roll) => roll.lot)).toEqual(['2611', '2611', '2702']);
    const shown = flat(
      await page.locator(`[data-testid="order"][data-order-id="${placed}"] [data-testid="order-line"]`).innerText(),
    );
    expect(shown).toContain('партия 2611');
    expect(shown).toContain('партия 2702');
    expect(shown).not.toContain('партия 2803');
  });
});
