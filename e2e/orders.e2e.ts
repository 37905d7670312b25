import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { adminBearerToken, amount, api, flat, lastCode, ready } from './support/journey.ts';

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
  reserveUntil: string | null;
  lines: { id: number; count: number }[];
}

/** Waits for the page's message (`status` or `alert`) with `text`, then checks it is exactly that. */
async function message(page: Page, role: 'status' | 'alert', text: string) {
  const found = page.locator(`main [role="${role}"]`, { hasText: text });
  await found.waitFor();
  expect(flat(await found.innerText())).toBe(flat(text));
}

function roubles(value: number): string {
  return flat(`${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 }).format(value)} ₽`);
}

async function stockOf(productId: number): Promise<number> {
  return (await api<{ count: number }>('GET', `/api/product/${productId}`, null)).count;
}

// Pages stay open until the browser closes: the Chromium packaged in @sparticuz/chromium runs as one
// process, and closing a context there ends the whole browser.
describe('ordering in a real browser', () => {
  let browser: Browser;
  let page: Page;
  let adminToken: string;
  let product: Product;
  let color: { id: number; name: string };
  let firstOrder: Order;
  const phone = `7998${String(Date.now()).slice(-7)}`;
  const customer = 'Ольга Закройщица';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    adminToken = await adminBearerToken();
    // A product in stock with a choice of colours; the journey orders its second colour.
    const list = await api<{ items: Product[] }>('GET', '/api/products?inStock=true&limit=100', null);
    const found = list.items.find((item) => item.colors.length >= 2 && item.count >= 10);
    if (!found) throw new Error('the demo catalogue has no product with colours and 10 rolls');
    product = found;
    color = found.colors[1] ?? found.colors[0]!;
  });
  afterAll(() => browser?.close());

  it('sends a visitor who wants to buy to the login popup and keeps the colour', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl}/product/${product.id}?color=${color.id}`);
    await ready(visitor);
    await visitor.click('main a:text("В корзину")');
    await visitor.waitForURL(/popup=login/);
    expect(new URL(visitor.url()).searchParams.get('color')).toBe(String(color.id));
    await visitor.locator('[role="dialog"] input[name="login"]').waitFor();
    // The cart itself asks a visitor to log in first.
    await visitor.goto(`${baseUrl}/cart`);
    expect(visitor.url()).toContain('popup=login');
  });

  it('registers, favourites a product and finds it on /saved', async () => {
    await page.goto(`${baseUrl}/?popup=register`);
    await ready(page);
    await page.fill('input[name="phone"]', phone.slice(1));
    await page.click('button:text("Получить код")');
    await page.waitForSelector('input[name="code"]');
    await page.fill('input[name="code"]', await lastCode(phone));
    await page.click('button:text("Подтвердить")');
    await page.waitForSelector('input[name="passwordConfirmation"]');
    await page.fill('input[name="name"]', customer);
    await page.fill('input[name="password"]', 'cut-and-sew-42');
    await page.fill('input[name="passwordConfirmation"]', 'cut-and-sew-42');
    await page.click('button:text("Создать аккаунт")');
    await page.waitForURL(`${baseUrl}/user/cabinet`);

    await page.goto(`${baseUrl}/saved`);
    await expect(page.locator('main').innerText()).resolves.toContain('В избранном пока ничего нет');

    await page.goto(`${baseUrl}/product/${product.id}`);
    await ready(page);
    const toggle = page.locator('[data-testid="saved-toggle"]');
    expect(await toggle.getAttribute('data-saved')).toBe('false');
    await toggle.click();
    await message(page, 'status', 'Полотно добавлено в избранное');
    await page.locator('[data-testid="saved-toggle"][data-saved="true"]').waitFor();
    await page.reload();
    await ready(page);
    expect(await toggle.innerText()).toContain('Убрать из избранного');

    await page.goto(`${baseUrl}/saved`);
    const saved = page.locator('[data-testid="saved-item"]');
    expect(await saved.count()).toBe(1);
    await expect(saved.first().innerText()).resolves.toContain(product.name);
  });

  it('adds two rolls of a colour to the cart and sees the 20–25 kg estimate', async () => {
    await page.goto(`${baseUrl}/product/${product.id}?color=${color.id}`);
    await ready(page);
    await page.fill('input[name="count"]', '2');
    const estimate = flat(await page.locator('main form [data-testid="estimate"]').innerText());
    expect(estimate).toBe(`40–50 кг · ${roubles(40 * product.price)} – ${roubles(50 * product.price)}`);
    await page.click('main button:text("В корзину")');
    await message(page, 'status', `Добавлено в корзину: 2 рулона, цвет «${color.name}». Всего в корзине 2 рулона.`);

    await page.goto(`${baseUrl}/cart`);
    await ready(page);
    const line = page.locator('[data-testid="cart-line"]');
    expect(await line.count()).toBe(1);
    const lineText = flat(await line.innerText());
    expect(lineText).toContain(product.name);
    expect(lineText).toContain(`Цвет: ${color.name}`);
    expect(lineText).toContain(`2 рулона: 40–50 кг · ${roubles(40 * product.price)} – ${roubles(50 * product.price)}`);
    await expect(page.locator('[data-testid="cart-rolls"]').innerText()).resolves.toBe('Всего 2 рулона');
  });

  it('places the order (pickup, bank transfer) once, even when the form is sent twice', async () => {
    expect(await page.isChecked('input[name="deliveryMethod"][value="pickup"]')).toBe(true);
    expect(await page.isChecked('input[name="paymentMethod"][value="bank_transfer"]')).toBe(true);
    await expect(page.locator('[data-testid="checkout-buyer"]').innerText()).resolves.toContain(
      `частное лицо — ${customer}`,
    );
    const stockBefore = await stockOf(product.id);
    const key = await page.inputValue('input[name="orderKey"]');
    await page.fill('textarea[name="comment"]', 'Позвоните перед отгрузкой');
    await page.click('main button:text("Оформить заказ")');
    await page.waitForURL(/\/user\/history\?placed=\d+$/);
    const placed = Number(new URL(page.url()).searchParams.get('placed'));
    await message(page, 'status', `Заказ № ${placed} оформлен. Менеджер взвесит рулоны и выставит счёт.`);
    expect(await stockOf(product.id)).toBe(stockBefore - 2);

    // The same form again (a double click without JavaScript): the key names the order already placed.
    const again = await page.request.post(`${baseUrl}/cart`, {
      form: {
        intent: 'checkout',
        orderKey: key,
        deliveryMethod: 'pickup',
        paymentMethod: 'bank_transfer',
        comment: 'Позвоните перед отгрузкой',
      },
      headers: { origin: baseUrl },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(302);
    expect(again.headers().location).toMatch(new RegExp(`/user/history\\?placed=${placed}$`));
    expect(await stockOf(product.id)).toBe(stockBefore - 2);

    await page.reload();
    await ready(page);
    const orders = page.locator('[data-testid="order"]');
    expect(await orders.count()).toBe(1);
    const order = orders.first();
    await expect(order.locator('[data-testid="order-status"]').innerText()).resolves.toBe('Новый');
    const text = flat(await order.innerText());
    expect(text).toContain(`Заказ № ${placed}`);
    expect(text).toContain('Самовывоз со склада · Безналичный расчёт по счёту');
    expect(text).toContain(color.name);
    expect(text).toContain(
      `Оценка до взвешивания: 40–50 кг · ${roubles(40 * product.price)} – ${roubles(50 * product.price)}`,
    );
    expect(text).toContain('Позвоните перед отгрузкой');
    expect(await order.locator('[data-testid="invoice-link"]').count()).toBe(0);

    const listed = await api<{ items: Order[] }>('GET', `/api/order?customer=${phone}`, adminToken);
    expect(listed.items.map((item) => item.id)).toEqual([placed]);
    firstOrder = listed.items[0]!;
  });

  it('shows the weighed total, the reserve and the invoice once the administrator invoices', async () => {
    const lineId = firstOrder.lines[0]!.id;
    await api<Order>('PUT', `/api/order/${firstOrder.id}`, adminToken, {
      lines: [{ id: lineId, actualWeightKg: 45.5 }],
      status: 'confirmed',
    });
    const invoiced = await api<Order>('PUT', `/api/order/${firstOrder.id}`, adminToken, { status: 'invoiced' });
    expect(invoiced.total).not.toBeNull();

    await page.reload();
    await ready(page);
    const order = page.locator('[data-testid="order"]').first();
    await expect(order.locator('[data-testid="order-status"]').innerText()).resolves.toBe('Выставлен счёт');
    await expect(order.locator('[data-testid="order-line"]').innerText()).resolves.toContain('45,5 кг');
    expect(flat(await order.locator('[data-testid="order-total"]').innerText())).toBe(
      `Итого с НДС: ${amount(invoiced.total ?? 0)}`,
    );
    const lastDay = new Date(Date.parse(invoiced.reserveUntil ?? '') - 1).toLocaleDateString('ru-RU', {
      timeZone: 'Europe/Moscow',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    expect(flat(await order.locator('[data-testid="order-reserve"]').innerText())).toBe(
      `Рулоны зарезервированы до ${lastDay.replace(/\s*г\.$/, '')} включительно`,
    );
    expect(await order.locator('button:text("Отменить заказ")').count()).toBe(0);

    const href = await order.locator('[data-testid="invoice-link"]').getAttribute('href');
    const pdf = await page.request.get(`${baseUrl}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('puts the lines of an order back into the cart', async () => {
    await page.click('[data-testid="order"] button:text("Повторить заказ")');
    await page.waitForURL(`${baseUrl}/cart`);
    await message(page, 'status', `Позиции заказа № ${firstOrder.id} добавлены в корзину по сегодняшним ценам`);
    const line = page.locator('[data-testid="cart-line"]');
    expect(await line.count()).toBe(1);
    expect(flat(await line.innerText())).toContain(`Цвет: ${color.name}`);
    expect(await line.locator('input[name="count"]').inputValue()).toBe('2');
  });

  it('lists the short lines when the stock fell below the cart', async () => {
    const stock = await stockOf(product.id);
    await api('PUT', `/api/product/${product.id}`, adminToken, { count: 1 });
    await page.click('main button:text("Оформить заказ")');
    await message(page, 'alert', 'Заказ не оформлен: на складе не хватает рулонов');
    const short = flat(await page.locator('[data-testid="short-lines"] tbody').innerText());
    expect(short).toBe(flat(`${product.name} ${color.name} 2 рулона 1 рулон`));
    expect(page.url()).toBe(`${baseUrl}/cart`);
    await api('PUT', `/api/product/${product.id}`, adminToken, { count: stock });
  });

  it('changes the rolls of a line, then cancels a second order while it is new and the stock comes back', async () => {
    const line = page.locator('[data-testid="cart-line"]');
    await line.locator('input[name="count"]').fill('3');
    await line.locator('button:text("Изменить")').click();
    await message(page, 'status', 'Количество рулонов изменено');
    // The message comes with the action's answer; the cart follows once its loader has run again.
    await page.locator('[data-testid="cart-rolls"]', { hasText: 'Всего 3 рулона' }).waitFor();

    const stock = await stockOf(product.id);
    await page.click('main button:text("Оформить заказ")');
    await page.waitForURL(/\/user\/history\?placed=\d+$/);
    const second = Number(new URL(page.url()).searchParams.get('placed'));
    expect(await stockOf(product.id)).toBe(stock - 3);

    const order = page.locator(`[data-testid="order"][data-order-id="${second}"]`);
    expect(await page.locator('[data-testid="order"]').first().getAttribute('data-order-id')).toBe(String(second));
    await order.locator('button:text("Отменить заказ")').click();
    await message(page, 'status', `Заказ № ${second} отменён, рулоны вернулись на склад`);
    // The message arrives with the action's answer; the order's new status once the history is read again.
    await order.locator('[data-testid="order-status"]', { hasText: 'Отменён' }).waitFor();
    expect(await stockOf(product.id)).toBe(stock);
    // The invoiced order cannot be cancelled by the customer.
    const first = page.locator(`[data-testid="order"][data-order-id="${firstOrder.id}"]`);
    expect(await first.locator('button:text("Отменить заказ")').count()).toBe(0);
  });

  it('removes a favourite on /saved', async () => {
    await page.goto(`${baseUrl}/saved`);
    await ready(page);
    await page.click('[data-testid="saved-item"] button:text("Убрать из избранного")');
    await message(page, 'status', 'Полотно убрано из избранного');
    await page.locator('main', { hasText: 'В избранном пока ничего нет' }).waitFor();
  });

  it('reports the lines a reorder could not put back in full', async () => {
    const stock = await stockOf(product.id);
    await api('PUT', `/api/product/${product.id}`, adminToken, { count: 1 });
    await page.goto(`${baseUrl}/user/history`);
    await ready(page);
    await page.click(`[data-testid="order"][data-order-id="${firstOrder.id}"] button:text("Повторить заказ")`);
    await message(
      page,
      'status',
      `Из заказа № ${firstOrder.id} в корзину добавлено то, что есть на складе, по сегодняшним ценам`,
    );
    expect(flat(await page.locator('[data-testid="unavailable-lines"]').innerText())).toBe(
      `Добавлено не всё: ${product.name}, ${color.name} (2 рулона) — на складе только 1 рулон`,
    );
    await page.locator('[data-testid="cart-rolls"]', { hasText: 'Всего 1 рулон' }).waitFor();
    await api('PUT', `/api/product/${product.id}`, adminToken, { count: stock });
    await page.click('main button:text("Очистить корзину")');
    await message(page, 'status', 'Корзина очищена');
    await page.locator('main', { hasText: 'В корзине пока ничего нет' }).waitFor();
  });

  it('orders in Uzbek on /uz: the cart, the messages and the API errors speak Uzbek', async () => {
    await page.goto(`${baseUrl}/uz/cart`);
    await ready(page);
    expect(await page.getAttribute('html', 'lang')).toBe('uz');
    const empty = await page.locator('main').innerText();
    expect(empty).toContain("Savat hozircha bo'sh");
    expect(empty).not.toMatch(/Корзина|корзин/);

    const uzbek = await api<Product>('GET', `/api/products/${product.id}?lang=uz`, null);
    const uzColor = uzbek.colors.find((item) => item.id === color.id)?.name;
    await page.goto(`${baseUrl}/uz/product/${product.id}?color=${color.id}`);
    await ready(page);
    await page.fill('input[name="count"]', '1');
    await page.click('main button:text("Savatga")');
    await message(page, 'status', `Savatga qo'shildi: 1 rulon, rang «${uzColor}». Savatda jami 1 rulon.`);
    // All the stock on top of the roll in the cart is more than the warehouse holds: 409 in Uzbek.
    const stock = await stockOf(product.id);
    await page.fill('input[name="count"]', String(stock));
    await page.click('main button:text("Savatga")');
    await message(
      page,
      'alert',
      `Omborda rulonlar yetarli emas. Savat bilan birga ${stock + 1} rulon kerak, omborda ${stock} rulon bor.`,
    );

    await page.goto(`${baseUrl}/uz/cart`);
    await ready(page);
    const cart = flat(await page.locator('main').innerText());
    expect(cart).toContain('Buyurtmani rasmiylashtirish');
    expect(cart).toContain("Ombordan o'zi olib ketish");
    expect(cart).toContain("Hisob bo'yicha naqd pulsiz");
    expect(cart).toContain('Jami 1 rulon');
    expect(cart).not.toMatch(/Оформить|Самовывоз/);
    await page.click('main button:text("Savatni tozalash")');
    await message(page, 'status', 'Savat tozalandi');
    await page.locator('main', { hasText: "Savat hozircha bo'sh" }).waitFor();
  });

  it('orders without JavaScript: plain forms add to the cart and place the order', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await context.newPage();
    await plain.goto(`${baseUrl}/product/${product.id}?color=${color.id}`);
    await plain.fill('input[name="count"]', '1');
    await plain.click('main button:text("В корзину")');
    await message(plain, 'status', `Добавлено в корзину: 1 рулон, цвет «${color.name}». Всего в корзине 1 рулон.`);

    // A refused order keeps the choices made: the page is drawn again by the server.
    const stock = await stockOf(product.id);
    await api('PUT', `/api/product/${product.id}`, adminToken, { count: 0 });
    await plain.goto(`${baseUrl}/cart`);
    await plain.check('input[name="deliveryMethod"][value="transport_company"]');
    await plain.check('input[name="paymentMethod"][value="cash"]');
    await plain.fill('textarea[name="comment"]', 'Терминал ПЭК');
    await plain.click('main button:text("Оформить заказ")');
    await message(plain, 'alert', 'Заказ не оформлен: на складе не хватает рулонов');
    expect(await plain.isChecked('input[name="deliveryMethod"][value="transport_company"]')).toBe(true);
    expect(await plain.isChecked('input[name="paymentMethod"][value="cash"]')).toBe(true);
    expect(await plain.inputValue('textarea[name="comment"]')).toBe('Терминал ПЭК');
    await api('PUT', `/api/product/${product.id}`, adminToken, { count: stock });

    await plain.click('main button:text("Оформить заказ")');
    await plain.waitForURL(/\/user\/history\?placed=\d+$/);
    const placed = Number(new URL(plain.url()).searchParams.get('placed'));
    await message(plain, 'status', `Заказ № ${placed} оформлен. Менеджер взвесит рулоны и выставит счёт.`);
    const order = plain.locator(`[data-testid="order"][data-order-id="${placed}"]`);
    const text = flat(await order.innerText());
    expect(text).toContain('Передача в транспортную компанию · Наличными в кассе');
    expect(text).toContain('Терминал ПЭК');
    await order.locator('button:text("Отменить заказ")').click();
    await message(plain, 'status', `Заказ № ${placed} отменён, рулоны вернулись на склад`);
  });
});
