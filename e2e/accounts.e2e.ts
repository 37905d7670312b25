import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { lastCode, ready } from './support/journey.ts';

const baseUrl = inject('baseUrl');

describe('a customer account in a real browser', () => {
  let browser: Browser;
  let page: Page;
  const phone = `7999${String(Date.now()).slice(-7)}`;
  const password = 'knit-and-purl-42';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(() => browser?.close());

  it('registers with a phone and an SMS code and lands in the cabinet logged in', async () => {
    await page.goto(`${baseUrl}/catalog?popup=register`);
    await ready(page);
    await page.fill('input[name="phone"]', phone.slice(1));
    expect(await page.inputValue('input[name="phone"]')).toMatch(/^\+7 \(\d{3}\) \d{3}-\d{4}$/);
    await page.click('button:text("Получить код")');
    await page.waitForSelector('input[name="code"]');
    await expect(page.locator('[role="dialog"]').innerText()).resolves.toMatch(/Осталось отправок SMS: 4/);

    await page.fill('input[name="code"]', '000000');
    await page.click('button:text("Подтвердить")');
    await expect(page.locator('[role="dialog"] [role="alert"]').innerText()).resolves.toMatch(
      /Неверный код подтверждения/,
    );

    await page.fill('input[name="code"]', await lastCode(phone));
    await page.click('button:text("Подтвердить")');
    await page.waitForSelector('input[name="passwordConfirmation"]');
    await page.fill('input[name="name"]', 'Ирина Швейная');
    await page.fill('input[name="password"]', password);
    await page.fill('input[name="passwordConfirmation"]', password);
    await page.click('button:text("Создать аккаунт")');
    await page.waitForURL(`${baseUrl}/user/cabinet`);
    await expect(page.locator('[data-testid="header-user"]').first().innerText()).resolves.toBe('Ирина Швейная');
    // The session is an httpOnly cookie; nothing is kept in browser storage.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name.endsWith('polotno_session'))?.httpOnly).toBe(true);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  });

  it('saves the profile', async () => {
    await page.fill('input[name="company"]', 'ООО Трикотаж');
    await page.click('button:text("Сохранить")');
    await expect(page.locator('main [role="status"]').innerText()).resolves.toBe('Данные сохранены');
    await page.reload();
    expect(await page.inputValue('input[name="company"]')).toBe('ООО Трикотаж');
  });

  it('sends a non-admin from /admin/users to the cabinet', async () => {
    await page.goto(`${baseUrl}/admin/users`);
    expect(new URL(page.url()).pathname).toBe('/user/cabinet');
  });

  it('offers login instead of registration for a registered phone', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl}/?popup=register`);
    await ready(visitor);
    await visitor.fill('input[name="phone"]', phone.slice(1));
    await visitor.click('button:text("Получить код")');
    await visitor.waitForURL(/popup=login/);
    await expect(visitor.locator('[role="dialog"] [role="status"]').innerText()).resolves.toBe(
      'Пользователь с таким номером телефона уже существует',
    );
    expect(await visitor.inputValue('input[name="login"]')).toMatch(/^\+7 \(999\)/);
    await visitor.close();
  });

  it('logs out and logs in again with the phone and password', async () => {
    await ready(page);
    await page.click('header button[aria-label="Выйти"]');
    await page.waitForURL(`${baseUrl}/`);
    await page.locator('header a:text("Войти")').first().waitFor();
    await page.goto(`${baseUrl}/user/history`);
    expect(page.url()).toContain('popup=login');

    await ready(page);
    await page.fill('input[name="login"]', phone);
    await page.fill('input[name="password"]', 'not-the-password');
    await page.click('[role="dialog"] button:text("Войти")');
    await expect(page.locator('[role="dialog"] [role="alert"]').innerText()).resolves.toBe('Неверный логин или пароль');

    await page.fill('input[name="password"]', password);
    await page.click('[role="dialog"] button:text("Войти")');
    await page.waitForURL(`${baseUrl}/user/history`);
    await expect(page.locator('[data-testid="header-user"]').first().innerText()).resolves.toBe('Ирина Швейная');
  });

  it('lets the administrator log in and see the users', async () => {
    const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await admin.goto(`${baseUrl}/login`);
    await ready(admin);
    await admin.fill('input[name="login"]', '+7 (999) 000-0001');
    await admin.fill('input[name="password"]', 'e2e-admin-password');
    await admin.click('main button:text("Войти")');
    await admin.waitForURL(`${baseUrl}/admin`);
    await admin.goto(`${baseUrl}/admin/users?search=${phone}`);
    await expect(admin.locator('[data-testid="admin-user-row"]').first().innerText()).resolves.toContain(
      'Ирина Швейная',
    );
    await admin.close();
  });
});
