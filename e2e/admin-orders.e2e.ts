import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  adminPage,
  adminBearerToken,
  amount,
  api,
  flat,
  freshPhone,
  ready,
  registerCustomer,
} from './support/journey.ts';

const baseUrl = inject('baseUrl');

interface Product {
  id: number;
  name: string;
  price: number;
  count: number;
  colors: { id: number; name: string }[];
}
interface Order {
  id: number;
  status: string;
  total: number | null;
  lines: { id: number; actualWeightKg: number | null; weightOverride: { reason: string } | null }[];
}

// Pages stay open until the browser closes: the Chromium packaged in @sparticuz/chromium runs as one
// process, and closing a context there ends the whole browser.
describe("the manager's order desk in a real browser", () => {
  let browser: Browser;
  let admin: Page;
  let token: string;
  let customer: { id: string; token: string };
  let product: Product;
  const phone = freshPhone();

  /** An order of `rolls` rolls of the journey's product, placed by the customer through the API. */
  async function placeOrder(rolls: number): Promise<Order> {
    await api('POST', `/api/user/cart/${customer.id}`, customer.token, {
      productId: product.id,
      count: rolls,
      color: product.colors[0]?.id ?? null,
    });
    return api<Order>(
      'POST',
      '/api/order',
      customer.token,
      { comment: 'Заберём в пятницу' },
      {
        'idempotency-key': `desk-${Date.now()}-${rolls}`,
      },
    );
  }

  async function stock(): Promise<number> {
    return (await api<{ count: number }>('GET', `/api/product/${product.id}`, null)).count;
  }

  async function openOrder(id: number) {
    await admin.goto(`${baseUrl}/admin/orders?customer=${phone.slice(-7)}`);
    await ready(admin);
    await admin.click(`a[aria-label="Открыть заказ № ${id}"]`);
    await admin.locator('[data-testid="order-desk"] h2', { hasText: `№ ${id}` }).waitFor();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminBearerToken();
    customer = await registerCustomer(phone, 'Марина Швейная');
    const list = await api<{ items: Product[] }>('GET', '/api/products?inStock=true&limit=100', null);
    const found = list.items.find((item) => item.count >= 10);
    if (!found) throw new Error('the demo catalogue has no product with 10 rolls');
    product = found;
    admin = await adminPage(browser);
  });
  afterAll(() => browser?.close());

  it('counts new orders on the dashboard and finds the customer by phone', async () => {
    const order = await placeOrder(2);
    const waiting = await api<{ total: number }>('GET', '/api/order?status=new&limit=1', token);
    await admin.goto(`${baseUrl}/admin`);
    await ready(admin);
    const tile = admin.locator('[data-testid="dashboard-new-orders"]');
    expect(flat(await tile.innerText())).toContain(`${waiting.total} Новые заказы`);
    await tile.click();
    await admin.waitForURL(/\/admin\/orders\?status=new/);

    await admin.fill('input[name="customer"]', phone.slice(-7));
    await admin.click('main button:text("Показать")');
    await admin.waitForURL(/customer=/);
    const rows = admin.locator('[data-testid="admin-order-row"]');
    // The address can change before the filtered list is drawn (the list of every new order still shown for a
    // moment), so the rows are read until they are the customer's.
    await expect.poll(async () => (await rows.allInnerTexts()).length).toBe(1);
    const found = (await rows.allInnerTexts()).map(flat);
    expect(found[0]).toContain(`№ ${order.id}`);
    expect(found[0]).toContain('Марина Швейная');
  });

  it('refuses to confirm before weighing, then weighs, confirms and invoices', async () => {
    const [order] = (await api<{ items: Order[] }>('GET', `/api/order?userId=${customer.id}&status=new`, token)).items;
    if (!order) throw new Error('the customer has no new order');
    await openOrder(order.id);
    const desk = admin.locator('[data-testid="order-desk"]');
    expect(await desk.innerText()).toContain('Заберём в пятницу');

    await admin.click('button:text("Подтвердить")');
    await admin.locator('main [role="alert"]', { hasText: 'укажите вес каждой строки' }).waitFor();
    expect((await api<{ items: Order[] }>('GET', `/api/order?id=${order.id}`, token)).items[0]?.status).toBe('new');

    await admin.fill(`input[name="weight-${order.lines[0]!.id}"]`, 'сорок');
    await admin.click('button:text("Сохранить вес и заметку")');
    await admin.locator('main [role="alert"]', { hasText: 'Фактический вес' }).waitFor();

    await admin.fill(`input[name="weight-${order.lines[0]!.id}"]`, '44,35');
    await admin.fill('textarea[name="managerNote"]', 'Рулоны упакованы, ждём оплату');
    await admin.click('button:text("Подтвердить")');
    await admin.locator('main [role="status"]', { hasText: 'Статус заказа: Подтверждён' }).waitFor();
    await admin.click('button:text("Выставить счёт")');
    await admin.locator('main [role="status"]', { hasText: 'Статус заказа: Выставлен счёт' }).waitFor();

    const total = Math.round(44.35 * product.price * 100) / 100;
    await admin.locator('[data-testid="desk-total"]', { hasText: 'НДС' }).waitFor();
    expect(flat(await admin.locator('[data-testid="desk-total"]').innerText())).toContain(amount(total));
    // Weights are locked once the invoice exists (the page's data is read again after the message shows).
    await admin.locator(`input[name="weight-${order.lines[0]!.id}"][readonly]`).waitFor();
    const href = await admin.locator('[data-testid="invoice-link"]').getAttribute('href');
    const pdf = await admin.request.get(`${baseUrl}${href}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');

    const history = await api<Order[]>('GET', `/api/order/${customer.id}`, customer.token);
    expect(history.find((item) => item.id === order.id)).toMatchObject({ status: 'invoiced', total });
  });

  it('deletes an order only with the confirmation ticked, and its rolls go back to stock', async () => {
    const before = await stock();
    const order = await placeOrder(3);
    expect(await stock()).toBe(before - 3);
    await openOrder(order.id);
    await admin.click('button:text("Удалить заказ")');
    // The browser itself holds the form back until the box is ticked.
    expect(await admin.locator('[data-testid="order-desk"]').count()).toBe(1);
    expect(await stock()).toBe(before - 3);

    await admin.check('input[name="confirm"]');
    await admin.click('button:text("Удалить заказ")');
    await admin.locator('main [role="status"]', { hasText: `Заказ № ${order.id} удалён` }).waitFor();
    expect(await admin.locator('[data-testid="order-desk"]').count()).toBe(0);
    expect(await stock()).toBe(before);
    expect((await api<{ total: number }>('GET', `/api/order?id=${order.id}`, token)).total).toBe(0);
  });

  it('speaks Uzbek at /uz/admin/orders', async () => {
    const response = await admin.goto(`${baseUrl}/uz/admin/orders?customer=${phone.slice(-7)}`);
    expect(response?.status()).toBe(200);
    const text = await admin.locator('main').innerText();
    expect(text).toContain('Barcha holatlar');
    expect(text).toContain('Topilgan buyurtmalar: 1');
    await expect(admin.locator('html').getAttribute('lang')).resolves.toBe('uz');
  });

  // After the Uzbek check, which counts this customer's orders; each order is deleted at its end.
  it('refuses 22,6 kg for 4 rolls until the manager overrides it with a reason, and shows the reason', async () => {
    const order = await placeOrder(4);
    const lineId = order.lines[0]!.id;
    await openOrder(order.id);
    const line = admin.locator('[data-testid="desk-line"]').first();
    expect(flat(await line.locator('[data-testid="weight-band"]').innerText())).toBe('ожидается 80–100 кг');

    await admin.fill(`input[name="weight-${lineId}"]`, '22,6');
    const message = `Вес строки «${product.name}» 22,6 кг вне допустимого диапазона 80–100 кг для 4 рулонов`;
    await line.locator('[data-testid="weight-error"]', { hasText: message }).waitFor();
    expect(await admin.getAttribute(`input[name="weight-${lineId}"]`, 'aria-invalid')).toBe('true');

    // Saved without the override, the API refuses it and keeps nothing.
    await admin.click('button:text("Сохранить вес и заметку")');
    await admin.locator('main [role="alert"]', { hasText: message }).waitFor();
    expect((await api<{ items: Order[] }>('GET', `/api/order?id=${order.id}`, token)).items[0]?.lines[0]).toMatchObject(
      {
        actualWeightKg: null,
        weightOverride: null,
      },
    );

    const reason = 'Остаток партии: четыре коротких рулона, покупатель согласен';
    await admin.check(`input[name="override-${lineId}"]`);
    await admin.fill(`textarea[name="reason-${lineId}"]`, reason);
    await admin.click('button:text("Сохранить вес и заметку")');
    await admin.locator('main [role="status"]', { hasText: 'Изменения сохранены' }).waitFor();
    // The order keeps the reason and shows it on its line (who, when) and in its history.
    await line.locator('[data-testid="weight-override"]', { hasText: reason }).waitFor();
    expect(await line.locator('[data-testid="weight-override"]').innerText()).toContain('Вес принят вне диапазона');
    expect(await admin.locator('[data-testid="desk-history"]').innerText()).toContain(
      `Вес «${product.name}» 22,6 кг принят вне диапазона`,
    );
    expect((await api<{ items: Order[] }>('GET', `/api/order?id=${order.id}`, token)).items[0]?.lines[0]).toMatchObject(
      {
        actualWeightKg: 22.6,
        weightOverride: { reason },
      },
    );
    await api('DELETE', `/api/order/${order.id}`, token);
  });

  it('does the same without JavaScript: the server answers the field error and the override', async () => {
    const order = await placeOrder(4);
    const lineId = order.lines[0]!.id;
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies(await admin.context().cookies());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/orders?id=${order.id}`);
    expect(await page.locator(`textarea[name="reason-${lineId}"]`).count()).toBe(0);

    await page.fill(`input[name="weight-${lineId}"]`, '101');
    await page.click('button:text("Сохранить вес и заметку")');
    const message = `Вес строки «${product.name}» 101 кг вне допустимого диапазона 80–100 кг для 4 рулонов`;
    expect(flat(await page.locator('[data-testid="weight-error"]').innerText())).toBe(message);
    expect(await page.inputValue(`input[name="weight-${lineId}"]`)).toBe('101');

    // Ticked without a reason: the browser lets it through (no script sets `required`), the server refuses.
    await page.check(`input[name="override-${lineId}"]`);
    await page.click('button:text("Сохранить вес и заметку")');
    expect(await page.locator('main [role="alert"]').innerText()).toContain('напишите причину');
    expect(await page.isChecked(`input[name="override-${lineId}"]`)).toBe(true);

    await page.fill(`textarea[name="reason-${lineId}"]`, 'Перевес по упаковке');
    await page.click('button:text("Сохранить вес и заметку")');
    expect(await page.locator('main [role="status"]').innerText()).toContain('Изменения сохранены');
    expect(await page.locator('[data-testid="weight-override"]').innerText()).toContain('Перевес по упаковке');
    await api('DELETE', `/api/order/${order.id}`, token);
  });
});
