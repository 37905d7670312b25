/**
 * The back office's company accounts (docs/decisions/020): a customer's company requisites make a company; a
 * manager finds it by ИНН, adds a second customer to it by phone, transfers its ownership to them at the
 * company's request, and the users list shows the company beside both — and the search works without JavaScript.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { adminPage, api, flat, freshPhone, ready, registerCustomer } from './support/journey.ts';

const baseUrl = inject('baseUrl');

/** A checksum-valid ИНН of an organisation no other journey uses (companies are one per ИНН + КПП). */
function freshInn(): string {
  const body = `77${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
  return `${body}${(sum % 11) % 10}`;
}

/** The text of the users list's row of the person with `phone`, found by the list's search. */
async function userRow(page: Page, phone: string): Promise<string> {
  await page.goto(`${baseUrl}/admin/users?search=${phone}`);
  await ready(page);
  return flat(await page.locator('[data-testid="admin-user-row"]').innerText());
}

describe('company accounts in the back office', () => {
  let browser: Browser;
  let admin: Page;
  const inn = freshInn();
  const title = `ООО «Вязальный двор ${inn.slice(-4)}»`;
  const ownerPhone = freshPhone();
  const accountantPhone = freshPhone();
  let accountantId = '';
  let orderId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminPage(browser);
    const owner = await registerCustomer(ownerPhone, 'Гульнора Владелица');
    accountantId = (await registerCustomer(accountantPhone, 'Бахтиёр Бухгалтер')).id;
    // Company requisites saved by a person acting for nobody create the company, with them as its owner.
    await api('PUT', `/api/user/${owner.id}/requisites`, owner.token, {
      type: 'llc',
      companyName: title,
      inn,
      kpp: '773601001',
      ogrn: '1027700132195',
      address: '115280, Москва, ул. Ленинская Слобода, д. 19',
      bankName: 'ПАО Сбербанк',
      bik: '044525225',
      account: '40702810938000012345',
      corrAccount: '30101810400000000225',
    });
    // An order the owner places is the company's.
    const list = await api<{ items: { id: number; count: number; colors: { id: number }[] }[] }>(
      'GET',
      '/api/products?inStock=true&limit=50',
      null,
    );
    const product = list.items.find((item) => item.count >= 2 && item.colors.length > 0);
    if (!product) throw new Error('the demo catalogue has no product in stock with colours');
    const order = await api<{ id: number }>('POST', '/api/order', owner.token, {
      lines: [{ productId: product.id, color: product.colors[0]?.id, count: 1 }],
    });
    orderId = order.id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds the company by ИНН, adds an accountant by phone, transfers the ownership, and lists it beside both', async () => {
    await admin.click('nav a:text-is("Компании")');
    await admin.waitForURL(`${baseUrl}/admin/companies`);
    await ready(admin);
    await admin.fill('#company-search', inn);
    await admin.click('main form[role="search"] button:text-is("Найти")');
    await admin.waitForURL(/search=/);
    const row = admin.locator('[data-testid="admin-company-row"]');
    await expect.poll(() => row.count()).toBe(1);
    expect(flat(await row.innerText())).toBe(`${title} ${inn} / 773601001 1 1 —`);

    await row.locator(`a:text-is("${title}")`).click();
    await admin.waitForURL(/[?&]id=/);
    const card = admin.locator('[data-testid="admin-company"]');
    await card.waitFor();
    expect(flat(await card.locator('[data-testid="company-requisites"]').innerText())).toContain(`ИНН ${inn}`);
    expect(flat(await card.locator('[data-testid="company-member"]').innerText())).toMatch(
      /^Гульнора Владелица \+7 .* Владелец без лимита без лимита/,
    );
    expect(await card.locator('[data-testid="company-due"]').innerText()).toBe('Долга нет.');

    // A phone nobody registered with: the API's refusal is shown at the phone.
    const add = card.locator('form[aria-labelledby="add-member-title"]');
    await add.locator('input[name="phone"]').fill(freshPhone().slice(1));
    await add.locator('select[name="role"]').selectOption('accountant');
    await add.locator('button:text-is("Добавить")').click();
    await expect
      .poll(() => add.locator('[data-testid="error-phone"]').textContent())
      .toBe('Пользователь с таким номером не найден');

    await add.locator('input[name="phone"]').fill(accountantPhone.slice(1));
    await add.locator('select[name="role"]').selectOption('accountant');
    await add.locator('button:text-is("Добавить")').click();
    const members = card.locator('[data-testid="company-member"]');
    await expect.poll(() => members.count()).toBe(2);
    expect(flat(await members.filter({ hasText: 'Бахтиёр Бухгалтер' }).innerText())).toContain('Бухгалтер без лимита');
    expect(await card.locator('[role="status"]').innerText()).toBe('Участник добавлен.');

    // The same person again: already a member, said at the phone.
    await add.locator('input[name="phone"]').fill(accountantPhone.slice(1));
    await add.locator('button:text-is("Добавить")').click();
    await expect
      .poll(() => add.locator('[data-testid="error-phone"]').textContent())
      .toBe('Человек с этим телефоном уже состоит в компании');

    // At the company's request: the accountant becomes the owner, the owner a buyer.
    const transfer = card.locator('form[aria-labelledby="transfer-title"]');
    await transfer.locator('select[name="userId"]').selectOption(accountantId);
    await transfer.locator('input[name="confirm"]').check();
    await transfer.locator('button:text-is("Передать владение")').click();
    await expect.poll(() => transfer.locator('[role="status"]').textContent()).toBe('Владение передано.');
    const role = (name: string) => async () => flat(await members.filter({ hasText: name }).innerText());
    await expect.poll(role('Бахтиёр Бухгалтер')).toContain('Владелец без лимита');
    await expect.poll(role('Гульнора Владелица')).toContain('Закупщик без лимита');

    expect(await userRow(admin, accountantPhone)).toContain(`${title} · Владелец`);
    expect(await userRow(admin, ownerPhone)).toContain(`${title} · Закупщик`);
    await admin.locator('[data-testid="user-companies"] a').click();
    await admin.waitForURL(/\/admin\/companies\?id=/);
    expect(await admin.locator('#company-title').innerText()).toBe(title);

    // The company's orders, each with who placed it, open the order desk.
    const order = admin.locator('[data-testid="company-order"]');
    expect(flat(await order.innerText())).toMatch(new RegExp(`^№ ${orderId} .* Новый — Гульнора Владелица$`));
    await order.locator(`a:text-is("№ ${orderId}")`).click();
    await admin.waitForURL(`${baseUrl}/admin/orders?id=${orderId}`);
  });

  it('searches by ИНН without JavaScript: the search is a GET form', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies(await admin.context().cookies());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/companies`);
    await page.fill('#company-search', inn);
    await page.click('main form[role="search"] button:text-is("Найти")');
    await page.waitForURL(`${baseUrl}/admin/companies?search=${inn}`);
    const rows = page.locator('[data-testid="admin-company-row"]');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain(title);
    await context.close();
  });
});
