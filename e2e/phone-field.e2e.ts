import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { freshPhone, ready } from './support/journey.ts';

const baseUrl = inject('baseUrl');
const PHONE = 'input[name="phone"]';

/** The phone field's value and caret. */
async function field(page: Page): Promise<{ value: string; caret: number | null }> {
  return page.$eval(PHONE, (input: HTMLInputElement) => ({ value: input.value, caret: input.selectionStart }));
}

/** Puts the caret at `position`, as a click between two characters does. */
async function caretAt(page: Page, position: number): Promise<void> {
  await page.$eval(PHONE, (input: HTMLInputElement, at: number) => input.setSelectionRange(at, at), position);
}

/**
 * What a person does with the mask: types a number key by key, Backspace over `)` and at the end, Delete
 * over `-`, corrects a digit in the middle with the caret placed there. The value and the caret are read
 * after each step.
 */
async function editNumber(page: Page): Promise<void> {
  await page.click(PHONE);
  await page.keyboard.type('9991234567');
  expect(await field(page)).toEqual({ value: '+7 (999) 123-4567', caret: 17 });

  // Backspace right after `)` removes the 9 before it; the caret stays where that digit was.
  await caretAt(page, 8);
  await page.keyboard.press('Backspace');
  expect(await field(page)).toEqual({ value: '+7 (991) 234-567', caret: 6 });
  await page.keyboard.type('9');
  expect(await field(page)).toEqual({ value: '+7 (999) 123-4567', caret: 7 });

  // A middle digit: the caret after the 2 of 123, Backspace, then the right digit.
  await caretAt(page, 11);
  await page.keyboard.press('Backspace');
  expect(await field(page)).toEqual({ value: '+7 (999) 134-567', caret: 10 });
  await page.keyboard.type('5');
  expect(await field(page)).toEqual({ value: '+7 (999) 153-4567', caret: 11 });

  // Delete right before `-` removes the digit beyond it and keeps the caret.
  await caretAt(page, 12);
  await page.keyboard.press('Delete');
  expect(await field(page)).toEqual({ value: '+7 (999) 153-567', caret: 12 });

  // At the end, Backspace always removes a digit: no `)` is left hanging that would bring the digit back.
  await page.keyboard.press('End');
  for (let key = 0; key < 6; key += 1) await page.keyboard.press('Backspace');
  expect(await field(page)).toEqual({ value: '+7 (999', caret: 7 });
  await page.keyboard.press('Backspace');
  expect(await field(page)).toEqual({ value: '+7 (99', caret: 6 });

  // Select all and paste a number written another way: it replaces the old one.
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText('8 (999) 123-45-67');
  expect(await field(page)).toEqual({ value: '+7 (999) 123-4567', caret: 17 });
}

// Pages and contexts stay open until the browser closes (see content.e2e.ts).
describe('the phone field in a real browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('edits the number in the register popup and sends the code to it', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/catalog?popup=register`);
    await ready(page);
    const input = page.locator(PHONE);
    expect(await input.getAttribute('inputmode')).toBe('tel');
    expect(await input.getAttribute('autocomplete')).toBe('tel');
    await editNumber(page);

    // Spec §5: sending is enabled only for a whole number.
    const send = page.locator('button:text("Получить код")');
    await page.keyboard.press('Backspace');
    expect(await send.isDisabled()).toBe(true);
    const phone = freshPhone();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(phone.slice(1));
    expect(await send.isDisabled()).toBe(false);
    await send.click();
    await page.waitForSelector('input[name="code"]');
    await expect(page.locator('[role="dialog"]').innerText()).resolves.toContain(
      `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7)}`,
    );
  });

  it('edits the number in the price-list request and sends the request with it', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/price`);
    await ready(page);
    await editNumber(page);
    // A number of its own: the same phone may send only so many requests.
    await page.keyboard.press('Control+A');
    await page.keyboard.type(freshPhone().slice(1));
    await page.fill('input[name="name"]', 'Мария Трикотажная');
    await page.click('main button[type="submit"]');
    await expect(page.locator('main [role="status"]').innerText()).resolves.toMatch(/Заявка принята/);
  });

  it('without JavaScript, sends the number as typed and the server reads it; a wrong one is marked on the field', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?popup=register`);
    await page.fill(PHONE, '12345');
    await page.click('button:text("Получить код")');
    await page.waitForSelector(`${PHONE}[aria-invalid="true"]`);
    const described = await page.getAttribute(PHONE, 'aria-describedby');
    await expect(page.locator(`[id="${described}"]`).innerText()).resolves.toBe('Некорректный формат номера телефона');

    const phone = freshPhone();
    await page.fill(PHONE, `${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7, 9)} ${phone.slice(9)}`);
    await page.click('button:text("Получить код")');
    await page.waitForSelector('input[name="code"]');
    await expect(page.locator('[role="dialog"]').innerText()).resolves.toContain(`+7 (${phone.slice(1, 4)})`);
  });
});
