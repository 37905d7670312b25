import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { customerPage, freshPhone, ready, registerCustomer } from './support/journey.ts';

const baseUrl = inject('baseUrl');

/** The message under the field named `name`, or null when none is shown (changes are judged 5 ms later: poll it). */
async function fieldError(page: Page, name: string): Promise<string | null> {
  const error = page.locator(`[data-testid="error-${name}"]`);
  return (await error.count()) > 0 ? error.innerText() : null;
}

/** The field's error is the input's description, and the input is marked invalid. */
async function expectLinked(page: Page, selector: string): Promise<void> {
  const input = page.locator(selector);
  expect(await input.getAttribute('aria-invalid')).toBe('true');
  const described = (await input.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(described.split(' ').map((id) => page.locator(`[id="${id}"]`).getAttribute('role')));
  expect(texts).toContain('alert');
}

// Pages and contexts stay open until the browser closes (see content.e2e.ts).
describe('the form kit in a real browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('judges a field once it is left, not while it is first typed into, and speaks Russian', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/contact`);
    await ready(page);
    const name = 'form[aria-labelledby="feedback-title"] input[name="name"]';
    expect(await page.locator('form[aria-labelledby="feedback-title"]').getAttribute('novalidate')).not.toBeNull();

    // Leaving the empty required field: our message, linked to the input.
    await page.click(name);
    await page.keyboard.press('Tab');
    await expect.poll(() => fieldError(page, 'name')).toBe('Это поле обязательно для заполнения');
    await expectLinked(page, name);

    // After the first blur every change is judged: too short, then fine.
    await page.click(name);
    await page.keyboard.type('А');
    await expect.poll(() => fieldError(page, 'name')).toBe('Поле «Имя» заполнено неверно.');
    await page.keyboard.type('нна');
    await expect.poll(() => fieldError(page, 'name')).toBeNull();
    expect(await page.locator(name).getAttribute('aria-invalid')).toBeNull();

    // Before the first blur, typing is not judged.
    const message = 'form[aria-labelledby="feedback-title"] textarea[name="message"]';
    await page.click(message);
    await page.keyboard.type('Ок');
    await expect.poll(() => fieldError(page, 'message')).toBeNull();
    await page.keyboard.press('Tab');
    await expect.poll(() => fieldError(page, 'message')).toBe('Поле «Сообщение» заполнено неверно.');
  });

  it('says the same in Uzbek on /uz/contact', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/uz/contact`);
    await ready(page);
    await page.click('input[name="name"]');
    await page.keyboard.press('Tab');
    await expect.poll(() => fieldError(page, 'name')).toBe("Bu maydon to'ldirilishi shart");
  });

  it('refuses an incomplete phone at the field, and sends nothing while a field is wrong', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/price`);
    await ready(page);
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') posts += 1;
    });
    await page.click('input[name="phone"]');
    await page.keyboard.type('99912');
    await page.keyboard.press('Tab');
    await expect.poll(() => fieldError(page, 'phone')).toBe('Некорректный формат номера телефона');
    await expectLinked(page, 'input[name="phone"]');

    // Submit: every problem at its field, the first wrong field focused, no request and no browser bubble.
    await page.click('main button[type="submit"]');
    await expect.poll(() => fieldError(page, 'name')).toBe('Это поле обязательно для заполнения');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(posts).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/price');
  });

  it('shows the busy label while the login form is on the way, and never says who is registered', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/catalog?popup=login`);
    await ready(page);
    // Empty fields: the spec's own messages, no request.
    await page.click('[role="dialog"] button[type="submit"]');
    await expect.poll(() => fieldError(page, 'login')).toBe('Введите телефон или e-mail');
    await expect.poll(() => fieldError(page, 'password')).toBe('Введите пароль');

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The form's POST waits until the busy label was seen.
    await page.route('**/*', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.fill('input[name="login"]', 'nobody-here@example.ru');
    await page.fill('input[name="password"]', 'not-a-password');
    await page.click('[role="dialog"] button[type="submit"]');
    await page.locator('[role="dialog"] button[aria-busy="true"]', { hasText: 'Входим…' }).waitFor();
    release();
    await expect(page.locator('[role="dialog"] p[role="alert"]').first().innerText()).resolves.toBe(
      'Неверный логин или пароль',
    );
    expect(await page.locator('[role="dialog"]').innerText()).not.toMatch(/не найден/);
  });

  it('shows the server’s per-field error inline: a number that cannot take an SMS', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/catalog?popup=register`);
    await ready(page);
    // A whole number by the mask's rule, but a landline: only the server knows it cannot receive the code.
    await page.click('input[name="phone"]');
    await page.keyboard.type('4951234567');
    await page.click('button:text("Получить код")');
    await page.locator('[data-testid="error-phone"]').waitFor();
    await expect.poll(() => fieldError(page, 'phone')).toBe('Некорректный формат номера телефона');
    await expectLinked(page, 'input[name="phone"]');
  });

  it('answers without JavaScript with each error at its field and the typed values kept', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/uz/price`);
    await page.fill('input[name="name"]', 'D');
    await page.fill('input[name="phone"]', '123');
    await page.fill('input[name="email"]', 'dilnoza@example.uz');
    await page.click('main button[type="submit"]');
    await page.locator('[data-testid="error-phone"]').waitFor();
    await expect.poll(() => fieldError(page, 'phone')).toBe("Telefon raqami formati noto'g'ri");
    await expect.poll(() => fieldError(page, 'name')).toBe('Ismni kiriting');
    expect(await page.locator('input[name="phone"]').getAttribute('aria-invalid')).toBe('true');
    expect(await page.inputValue('input[name="email"]')).toBe('dilnoza@example.uz');
  });

  it('judges a left confirmation again when the password it must equal changes', async () => {
    const phone = freshPhone();
    await registerCustomer(phone, 'Проверка Пароля');
    const page = await customerPage(browser, phone, '/user/password');
    await page.fill('input[name="newPassword"]', 'new-secret-1');
    await page.fill('input[name="passwordConfirmation"]', 'new-secret-1');
    await page.locator('input[name="passwordConfirmation"]').blur();
    await expect.poll(() => fieldError(page, 'passwordConfirmation')).toBeNull();
    await page.fill('input[name="newPassword"]', 'new-secret-2');
    await expect.poll(() => fieldError(page, 'passwordConfirmation')).toBe('Пароли не совпадают');
    await page.fill('input[name="newPassword"]', 'new-secret-1');
    await expect.poll(() => fieldError(page, 'passwordConfirmation')).toBeNull();
  });
});
