import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  adminBearerToken,
  api,
  customerPage,
  flat,
  freshPhone,
  lastCode,
  ready,
  registerCustomer,
} from './support/journey.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

interface Order {
  id: number;
  status: string;
  lines: { id: number }[];
}

// A company is one per ИНН + КПП (docs/decisions/020): other journeys save this checksum-valid ИНН too, so
// this one's КПП is its own.
const KPP = `7736${String(Date.now()).slice(-5)}`;
const COMPANY = {
  companyName: 'ООО «Вязальная артель»',
  inn: '7707083893',
  kpp: KPP,
  ogrn: '1027700132195',
  address: '115280, Москва, ул. Ленинская Слобода, д. 19',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  account: '40702810938000012345',
  corrAccount: '30101810400000000225',
};
const PASSWORD = 'knit-and-purl-42';
const PRICE = 480;

/** The invitation link the last SMS to `phone` carried (the development outbox). */
async function lastInvitation(phone: string): Promise<string> {
  const lines = (await readFile(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8')).trim().split('\n');
  const messages = lines.map((line) => JSON.parse(line) as { to: string; text: string });
  const text = messages.filter((message) => message.to === phone).at(-1)?.text ?? '';
  const link = /https?:\/\/\S+\/invite\/[\w-]{43}/.exec(text)?.[0];
  if (!link) throw new Error(`no invitation sent to ${phone}: ${text}`);
  return new URL(link).pathname;
}

/** The phone as the form kit's mask shows it: `+7 (999) 123-4567`. */
function typedPhone(phone: string): string {
  return phone.slice(1);
}

// Pages stay open until the browser closes: the Chromium packaged in @sparticuz/chromium runs as one
// process, and closing a context there ends the whole browser.
describe('company accounts in a real browser', () => {
  let browser: Browser;
  let token: string;
  let owner: Page;
  let buyer: Page;
  let accountant: Page;
  let product: { id: number; colors: { id: number }[] };
  let invitedBuyer: string;
  let accountantAccount: { id: string; token: string };
  const ownerPhone = freshPhone();
  const buyerPhone = freshPhone();
  const accountantPhone = freshPhone();

  /** A bearer token of a person who registered in the browser (for filling their cart as the product page does). */
  async function bearer(phone: string): Promise<string> {
    const login = await api<{ access_token: string }>('POST', '/api/auth/login', null, {
      email: phone,
      password: PASSWORD,
      loginType: 'phone',
    });
    return login.access_token;
  }

  async function fillCart(userId: string, bearerToken: string, count: number) {
    await api('POST', `/api/user/cart/${userId}`, bearerToken, {
      productId: product.id,
      count,
      color: product.colors[0]!.id,
    });
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await adminBearerToken();
    // A product of its own, weighed by hand: the journey's stock and figures are its own.
    product = await api('POST', '/api/admin/products', token, {
      art: `CO-${Date.now()}`,
      name: { ru: 'Кулирка артельная', uz: 'Artel kulirkasi' },
      categoryId: 'kulirka',
      price: PRICE,
      width: 180,
      colors: [{ name: { ru: 'Синий', uz: 'Ko‘k' }, hex: '#1d4ed8' }],
    });
    await api('PUT', `/api/product/${product.id}`, token, { count: 50 });
    await registerCustomer(ownerPhone, 'Ольга Владелица');
    accountantAccount = await registerCustomer(accountantPhone, 'Бахтиёр Счетовод');
    owner = await customerPage(browser, ownerPhone, '/user/requisites');
  });
  afterAll(() => browser?.close());

  it('creates the company when the owner saves LLC requisites, and shows it in the header and on /user/company', async () => {
    await page(owner, '/user/requisites');
    await owner.check('input[name="type"][value="llc"]');
    for (const [field, value] of Object.entries(COMPANY)) await owner.fill(`input[name="${field}"]`, value);
    await owner.click('button:text("Сохранить реквизиты")');
    await owner.locator('main [role="status"]', { hasText: 'Реквизиты сохранены' }).waitFor();

    await page(owner, '/user/company');
    const company = owner.locator('[data-testid="company"]');
    expect(flat(await company.innerText())).toContain(COMPANY.companyName);
    expect(flat(await company.innerText())).toContain(`ИНН ${COMPANY.inn} · КПП ${KPP}`);
    expect(await owner.locator('[data-testid="company-role"]').innerText()).toBe('Ваша роль: Владелец');
    expect(await owner.locator('[data-testid="header-company"]').innerText()).toBe(COMPANY.companyName);
    // The cabinet's menu links the page.
    expect(await owner.locator('main nav a[href="/user/company"]').count()).toBe(1);
  });

  it('invites a buyer, who registers with the invited phone through the three steps and joins', async () => {
    await owner.fill('[data-testid="invite-form"] input[name="phone"]', typedPhone(buyerPhone));
    await owner.selectOption('[data-testid="invite-form"] select[name="role"]', 'buyer');
    await owner.click('[data-testid="invite-form"] button:text("Пригласить")');
    await owner.locator('main [role="status"]', { hasText: 'Приглашение отправлено' }).waitFor();
    await owner.locator('[data-testid="invitation"]').first().waitFor();
    expect(flat(await owner.locator('[data-testid="invitation"]').innerText())).toContain('Закупщик');

    invitedBuyer = await lastInvitation(buyerPhone);
    buyer = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page(buyer, invitedBuyer);
    const invitation = buyer.locator('[data-testid="invitation-page"]');
    expect(flat(await invitation.innerText())).toContain(`Вас приглашают в компанию ${COMPANY.companyName}`);
    expect(await buyer.locator('[data-testid="invitation-role"]').innerText()).toBe('Закупщик');
    expect(flat(await invitation.innerText())).toContain(buyerPhone.slice(-2));
    expect(await buyer.locator('[data-testid="invitation-state"]').innerText()).toBe('действует');

    await buyer.click('[data-testid="invitation-register"]');
    await buyer.waitForSelector('[role="dialog"] input[name="phone"]');
    await buyer.fill('[role="dialog"] input[name="phone"]', typedPhone(buyerPhone));
    await buyer.click('[role="dialog"] button:text("Получить код")');
    await buyer.waitForSelector('[role="dialog"] input[name="code"]');
    await buyer.fill('[role="dialog"] input[name="code"]', await lastCode(buyerPhone));
    await buyer.click('[role="dialog"] button:text("Подтвердить")');
    await buyer.waitForSelector('[role="dialog"] input[name="passwordConfirmation"]');
    await buyer.fill('[role="dialog"] input[name="name"]', 'Зарина Закупщица');
    await buyer.fill('[role="dialog"] input[name="password"]', PASSWORD);
    await buyer.fill('[role="dialog"] input[name="passwordConfirmation"]', PASSWORD);
    await buyer.click('[role="dialog"] button:text("Создать аккаунт")');
    // Registered and back on the invitation, now signed in.
    await buyer.waitForURL(`${baseUrl}${invitedBuyer}`);
    await ready(buyer);
    await buyer.click('main button:text("Присоединиться")');
    await buyer.waitForURL(`${baseUrl}/user/company`);
    await ready(buyer);
    expect(await buyer.locator('[data-testid="company-role"]').innerText()).toBe('Ваша роль: Закупщик');
    expect(await buyer.locator('[data-testid="member"]').count()).toBe(2);
    // A buyer manages nobody: no invite form.
    expect(await buyer.locator('[data-testid="invite-form"]').count()).toBe(0);
    // The link is used up.
    await page(buyer, invitedBuyer);
    expect(await buyer.locator('[data-testid="invitation-state"]').innerText()).toBe('уже принято');
    expect(await buyer.locator('main button:text("Присоединиться")').count()).toBe(0);
  });

  it('invites an accountant with an account, who opens the link in Uzbek, logs in and joins', async () => {
    await page(owner, '/user/company');
    await owner.fill('[data-testid="invite-form"] input[name="phone"]', typedPhone(accountantPhone));
    await owner.selectOption('[data-testid="invite-form"] select[name="role"]', 'accountant');
    await owner.click('[data-testid="invite-form"] button:text("Пригласить")');
    await owner.locator('main [role="status"]', { hasText: 'Приглашение отправлено' }).waitFor();

    const link = await lastInvitation(accountantPhone);
    accountant = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page(accountant, `/uz${link}`);
    const main = flat(await accountant.locator('main').innerText());
    expect(main).toContain('Sizni');
    expect(main).toContain('kompaniyasiga taklif qilishmoqda');
    expect(await accountant.locator('[data-testid="invitation-role"]').innerText()).toBe('Buxgalter');
    // Only the company's own name is in Russian.
    expect(main.replace(COMPANY.companyName, '')).not.toMatch(/[А-Яа-яЁё]/);

    await accountant.click('[data-testid="invitation-login"]');
    await accountant.fill('[role="dialog"] input[name="login"]', typedPhone(accountantPhone));
    await accountant.fill('[role="dialog"] input[name="password"]', PASSWORD);
    await accountant.click('[role="dialog"] button:text("Kirish")');
    await accountant.waitForURL(`${baseUrl}/uz${link}`);
    await ready(accountant);
    await accountant.click('main button:text("Qo‘shilish")');
    await accountant.waitForURL(`${baseUrl}/uz/user/company`);
    await ready(accountant);
    expect(await accountant.locator('[data-testid="company-role"]').innerText()).toBe('Sizning rolingiz: Buxgalter');
    const company = flat(await accountant.locator('main').innerText());
    expect(
      company.replaceAll(COMPANY.companyName, '').replace(/Ольга Владелица|Зарина Закупщица|Бахтиёр Счетовод/g, ''),
    ).not.toMatch(/[А-Яа-яЁё]/);
    expect(await accountant.locator('[data-testid="member"]').count()).toBe(3);
  });

  it('lets the buyer order; the accountant downloads the invoice once invoiced and has no order button', async () => {
    const buyerToken = await bearer(buyerPhone);
    const me = await api<{ id: string }>('GET', '/api/auth/user', buyerToken);
    await fillCart(me.id, buyerToken, 2);
    await page(buyer, '/cart');
    await buyer.click('main button:text("Оформить заказ")');
    await buyer.waitForURL(/\/user\/history\?placed=\d+$/);
    const id = Number(new URL(buyer.url()).searchParams.get('placed'));

    // The manager weighs and invoices it through the API, as the order desk does.
    const [placed] = (await api<{ items: Order[] }>('GET', `/api/order?id=${id}`, token)).items;
    await api('PUT', `/api/order/${id}`, token, {
      lines: [{ id: placed!.lines[0]!.id, actualWeightKg: 45.5 }],
      status: 'confirmed',
    });
    await api('PUT', `/api/order/${id}`, token, { status: 'invoiced' });

    await page(accountant, '/user/history');
    const card = accountant.locator(`[data-testid="order"][data-order-id="${id}"]`);
    expect(await card.locator('[data-testid="order-placed-by"]').innerText()).toBe('Оформил: Зарина Закупщица');
    // An accountant neither orders again nor cancels.
    expect(await card.locator('button:text("Повторить заказ")').count()).toBe(0);
    const [file] = await Promise.all([
      accountant.waitForEvent('download'),
      card.locator('[data-testid="invoice-link"]').click(),
    ]);
    expect(file.suggestedFilename()).toBe(`schet-${id}.pdf`);
    expect((await readFile(await file.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await fillCart(accountantAccount.id, accountantAccount.token, 1);
    await page(accountant, '/cart');
    expect(await accountant.locator('[data-testid="accountant-no-order"]').innerText()).toBe(
      'Бухгалтер не оформляет заказы — это делают владелец и закупщики.',
    );
    expect(await accountant.locator('main button:text("Оформить заказ")').count()).toBe(0);
  });

  it('holds the buyer’s order above the limit the owner set until the owner approves it in the history', async () => {
    await page(owner, '/user/company');
    const member = owner.locator(`[data-testid="member"][data-member-phone="${buyerPhone}"]`);
    await member.locator('input[name="orderLimit"]').fill('1000');
    await member.locator('button:text("Сохранить")').click();
    await owner.locator('main [role="status"]', { hasText: 'Изменения для «Зарина Закупщица» сохранены' }).waitFor();
    await page(owner, '/user/company');
    expect(flat(await member.locator('[data-testid="member-limits"]').innerText())).toBe(
      'Лимит на заказ: 1 000 ₽ · в месяц: без лимита',
    );

    const buyerToken = await bearer(buyerPhone);
    const me = await api<{ id: string }>('GET', '/api/auth/user', buyerToken);
    await fillCart(me.id, buyerToken, 2);
    await page(buyer, '/cart');
    await buyer.click('main button:text("Оформить заказ")');
    await buyer.waitForURL(/\/user\/history\?placed=\d+$/);
    const id = Number(new URL(buyer.url()).searchParams.get('placed'));
    await ready(buyer);
    const buyerCard = buyer.locator(`[data-testid="order"][data-order-id="${id}"]`);
    expect(await buyerCard.locator('[data-testid="order-approval-state"]').innerText()).toBe(
      'Ждёт одобрения владельца',
    );
    // Only an owner decides.
    expect(await buyerCard.locator('button:text("Одобрить")').count()).toBe(0);

    // The owner's history, narrowed to the buyer's orders by the filter (a GET form).
    await page(owner, '/user/history');
    await owner.selectOption('select[name="placedBy"]', me.id);
    await owner.click('[data-testid="member-filter"] button');
    await owner.waitForURL(`${baseUrl}/user/history?placedBy=${me.id}`);
    await ready(owner);
    const names = await owner.locator('[data-testid="order-placed-by"]').allInnerTexts();
    expect(names.length).toBe(2);
    expect(new Set(names)).toEqual(new Set(['Оформил: Зарина Закупщица']));

    const card = owner.locator(`[data-testid="order"][data-order-id="${id}"]`);
    expect(await card.locator('[data-testid="order-approval-state"]').innerText()).toBe('Ждёт одобрения владельца');
    await card.locator('button:text("Одобрить")').click();
    await owner.locator('main [role="status"]', { hasText: `Заказ № ${id} одобрен` }).waitFor();
    await card.locator('[data-testid="order-approval-state"]', { hasText: 'Одобрен владельцем' }).waitFor();
    expect(
      (await api<{ items: { approval: { state: string } }[] }>('GET', `/api/order?id=${id}`, token)).items[0],
    ).toMatchObject({ approval: { state: 'approved' } });
  });

  it('works without JavaScript: a refused limit at its field, inviting and revoking, the history’s member filter', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await owner.context().storageState(),
    });
    const plain = await context.newPage();
    await plain.goto(`${baseUrl}/user/company`);
    const form = plain.locator('[data-testid="invite-form"]');
    const invited = freshPhone();
    await form.locator('input[name="phone"]').fill(typedPhone(invited));
    await form.locator('input[name="orderLimit"]').fill('сто');
    await form.locator('button:text("Пригласить")').click();
    // The server's answer, at the field, with what was typed kept.
    expect(await plain.locator('[data-testid="invite-form"] [data-testid="error-orderLimit"]').innerText()).toBe(
      'Лимит — сумма в рублях больше нуля, не более двух знаков после запятой',
    );
    expect(await form.locator('input[name="orderLimit"]').inputValue()).toBe('сто');
    await form.locator('input[name="orderLimit"]').fill('25 000');
    await form.locator('button:text("Пригласить")').click();
    expect(await plain.locator('main [role="status"]').innerText()).toContain('Приглашение отправлено');
    const invitation = plain.locator('[data-testid="invitation"]', { hasText: invited.slice(-4) });
    expect(await invitation.count()).toBe(1);
    await invitation.locator('button:text("Отозвать")').click();
    expect(await plain.locator('main [role="status"]').innerText()).toBe('Приглашение отозвано');
    expect(await plain.locator('[data-testid="invitation"]', { hasText: invited.slice(-4) }).count()).toBe(0);

    await plain.goto(`${baseUrl}/user/history`);
    const everyone = await plain.locator('[data-testid="order"]').count();
    await plain.selectOption('select[name="placedBy"]', { label: 'Ольга Владелица' });
    await plain.click('[data-testid="member-filter"] button');
    expect(new URL(plain.url()).searchParams.get('placedBy')).toMatch(/^[0-9a-f-]{36}$/);
    // The owner placed none: the buyer's orders are filtered out.
    expect(everyone).toBeGreaterThan(0);
    expect(await plain.locator('[data-testid="order"]').count()).toBe(0);
  });

  it('shows the company page in Uzbek', async () => {
    await page(owner, '/uz/user/company');
    expect(await owner.locator('[data-testid="company-role"]').innerText()).toBe('Sizning rolingiz: Egasi');
    expect(flat(await owner.locator('main').innerText())).toContain('Xodimni taklif qilish');
  });
});

/** `path` opened on `target` and hydrated. */
async function page(target: Page, path: string): Promise<void> {
  await target.goto(`${baseUrl}${path}`);
  await ready(target);
}
