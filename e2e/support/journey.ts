/** Steps the journeys share: calling the API as a client would, reading SMS codes, signing in. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** An 8×8 green PNG: a real image for uploads. */
export const PNG_8x8 =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mOQ63HDihiGlgQAaCE8AUx6tSgAAAAASUVORK5CYII=';

/** Waits until React has taken over the server-rendered page. */
export async function ready(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="1"]');
}

/** Text as read, with every run of spaces (the thin and non-breaking ones of numbers too) as one space. */
export function flat(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** `17 940,50 ₽` as the pages print an exact sum, spaces flattened. */
export function amount(value: number): string {
  return flat(
    `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} ₽`,
  );
}

/** The last SMS code sent to `phone`, from the development outbox. */
export async function lastCode(phone: string): Promise<string> {
  const lines = (await readFile(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8')).trim().split('\n');
  const messages = lines.map((line) => JSON.parse(line) as { to: string; text: string });
  const text = messages.filter((message) => message.to === phone).at(-1)?.text ?? '';
  const code = /\b\d{6}\b/.exec(text)?.[0];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** A JSON call to the running server; a failed answer throws with its status and body. */
export async function api<T>(
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

/** A bearer token of the administrator the e2e server creates. */
export async function adminBearerToken(): Promise<string> {
  const login = await api<{ access_token: string }>('POST', '/api/auth/login', null, {
    email: '79990000001',
    password: 'e2e-admin-password',
    role: 'admin',
  });
  return login.access_token;
}

/** A phone no other journey uses: `7` and 10 digits, a Russian mobile. */
export function freshPhone(): string {
  return `79${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

const CUSTOMER_PASSWORD = 'knit-and-purl-42';

/** Registers a customer through the API, as the registration popup does; answers their id and token. */
export async function registerCustomer(phone: string, name: string): Promise<{ id: string; token: string }> {
  await api('POST', '/api/verification/send', null, { phoneNumber: phone });
  const check = await api<{ verificationToken: string }>('POST', '/api/verification/check', null, {
    phoneNumber: phone,
    code: await lastCode(phone),
  });
  const registered = await api<{ access_token: string; user: { id: string } }>('POST', '/api/user/register', null, {
    phone,
    name,
    password: CUSTOMER_PASSWORD,
    passwordConfirmation: CUSTOMER_PASSWORD,
    verificationToken: check.verificationToken,
  });
  return { id: registered.user.id, token: registered.access_token };
}

/** A page signed in at /login as the administrator. */
export async function adminPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${baseUrl}/login`);
  await ready(page);
  await page.fill('input[name="login"]', '+7 (999) 000-0001');
  await page.fill('input[name="password"]', 'e2e-admin-password');
  await page.click('main button:text("Войти")');
  await page.waitForURL(`${baseUrl}/admin`);
  return page;
}

/**
 * A page of the customer with `phone` (registered by `registerCustomer`) at `path`: the cabinet sends a
 * visitor to the login popup, and a successful login comes back to `path`.
 */
export async function customerPage(browser: Browser, phone: string, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${baseUrl}${path}`);
  await ready(page);
  await page.fill('[role="dialog"] input[name="login"]', phone.slice(1));
  await page.fill('[role="dialog"] input[name="password"]', CUSTOMER_PASSWORD);
  await page.click('[role="dialog"] button:text("Войти")');
  await page.waitForURL(`${baseUrl}${path}`);
  return page;
}
