/**
 * Requisites and requisites documents of company accounts (decision 020): the acting company's, role by role;
 * company requisites saved by a person acting for nobody create the company, one per ИНН + КПП.
 */
import { tables } from '@polotno/db';
import { eq } from '@polotno/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyRow, joinCompany, removeMember } from '../../../test/acting-company.ts';
import { callerOf, createUser, type TestUser } from '../../../test/auth.ts';
import { pdf } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { multipart } from '../../../test/multipart.ts';
import { createProduct } from '../../../test/orders-fixtures.ts';
import { BUYERS, llcNumber } from '../../../test/requisites-fixtures.ts';

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let buyer: TestUser;
let accountant: TestUser;
let stranger: TestUser;
let visitor: TestUser;
let company: string;

const call = callerOf(() => t);
const ROLES = ['owner', 'buyer', 'accountant', 'stranger', 'visitor'] as const;
type Who = (typeof ROLES)[number];
const as = (who: Who): TestUser => ({ owner, buyer, accountant, stranger, visitor })[who];
const FIRM = llcNumber(11);

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner, buyer, accountant, stranger, visitor] = await Promise.all([
    createUser(t, { role: 'ADMIN' }),
    createUser(t),
    createUser(t),
    createUser(t),
    createUser(t),
    createUser(t),
  ]);
  company = await createCompanyRow(t, FIRM);
  await joinCompany(t, company, owner, 'owner');
  await joinCompany(t, company, buyer, 'buyer');
  await joinCompany(t, company, accountant, 'accountant');
  await joinCompany(t, await createCompanyRow(t, llcNumber(12)), stranger, 'owner');
});
afterAll(() => t.close());

const upload = (user: TestUser, name = 'Устав.pdf') => {
  const form = multipart({}, { name, data: pdf() });
  return t.app.inject({
    method: 'POST',
    url: `/api/user/${user.id}/files`,
    headers: { ...user.headers, ...form.headers },
    payload: form.payload,
  });
};

describe('a company’s requisites, role by role', () => {
  it('answers the acting company’s requisites to every member', async () => {
    const expected: Record<Who, string | null> = {
      owner: FIRM.inn,
      buyer: FIRM.inn,
      accountant: FIRM.inn,
      stranger: llcNumber(12).inn,
      visitor: null,
    };
    for (const who of ROLES) {
      const response = await call(as(who), 'GET', `/api/user/${as(who).id}/requisites`);
      expect(response.statusCode, who).toBe(200);
      expect(response.json()?.inn ?? null, who).toBe(expected[who]);
    }
    expect((await call(stranger, 'GET', `/api/user/${owner.id}/requisites`)).statusCode).toBe(403);
    // The back office opens a member's requisites as their company's.
    expect((await call(admin, 'GET', `/api/user/${buyer.id}/requisites`)).json().inn).toBe(FIRM.inn);
  });

  it('lets the owner and the accountant change them, not a buyer; the ЭДО id is the company’s', async () => {
    const edoId = '2BM-7700000000-773601001-202001010000000000042';
    const expected: Record<'owner' | 'buyer' | 'accountant', number> = { owner: 200, buyer: 403, accountant: 200 };
    for (const who of ['owner', 'buyer', 'accountant'] as const) {
      const saved = await call(as(who), 'PUT', `/api/user/${as(who).id}/requisites`, {
        ...FIRM,
        address: `Москва, ${who}`,
        edoId,
      });
      expect(saved.statusCode, who).toBe(expected[who]);
    }
    const [row] = await t.app.db.select().from(tables.companies).where(eq(tables.companies.id, company));
    expect(row).toMatchObject({ address: 'Москва, accountant', edoId });
    expect((await call(buyer, 'GET', `/api/user/${buyer.id}/requisites`)).json()).toMatchObject({ edoId });
    // A company stays a company, and cannot take another company's ИНН.
    const personal = await call(owner, 'PUT', `/api/user/${owner.id}/requisites`, BUYERS.private_person);
    expect(personal.json().code).toBe('REQUISITES_TYPE_INVALID');
    const taken = await call(owner, 'PUT', `/api/user/${owner.id}/requisites`, llcNumber(12));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('COMPANY_INN_TAKEN');
  });

  it('orders carry the company’s requisites, the ЭДО id included', async () => {
    const product = await createProduct(t, { count: 5 });
    const placed = await call(buyer, 'POST', '/api/order', { lines: [{ productId: product.id, count: 1 }] });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().requisites).toMatchObject({ inn: FIRM.inn, address: 'Москва, accountant' });
    expect(placed.json().requisites.edoId).toMatch(/^2BM-/);
  });
});

describe('company requisites saved by a person acting for nobody', () => {
  it('create the company with them as its owner, and their sessions act for it', async () => {
    const founder = await createUser(t);
    // The same person signed in on a phone too: that session acts for nobody until the company exists.
    const login = { email: founder.phone, password: founder.password, loginType: 'phone' };
    const phone = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: login });
    const onPhone = { authorization: `Bearer ${phone.json().access_token}` };
    const requisites = llcNumber(13);
    const saved = await call(founder, 'PUT', `/api/user/${founder.id}/requisites`, requisites);
    expect(saved.statusCode, saved.body).toBe(200);
    const [membership] = await t.app.db
      .select()
      .from(tables.memberships)
      .where(eq(tables.memberships.userId, founder.id));
    expect(membership).toMatchObject({ role: 'owner' });
    const sessions = await t.app.db.select().from(tables.sessions).where(eq(tables.sessions.userId, founder.id));
    expect(sessions.map((session) => session.companyId)).toEqual([membership?.companyId, membership?.companyId]);
    const fromPhone = await t.app.inject({ url: `/api/user/${founder.id}/requisites`, headers: onPhone });
    expect(fromPhone.json().inn).toBe(requisites.inn);
    // Acting for it now: its requisites, and its orders.
    expect((await call(founder, 'GET', `/api/user/${founder.id}/requisites`)).json().inn).toBe(requisites.inn);
    const product = await createProduct(t, { count: 5 });
    const placed = await call(founder, 'POST', '/api/order', { lines: [{ productId: product.id, count: 1 }] });
    expect(placed.json().companyId).toBe(membership?.companyId);
    // Private-person requisites stay a person's.
    const person = await createUser(t);
    expect((await call(person, 'PUT', `/api/user/${person.id}/requisites`, BUYERS.private_person)).statusCode).toBe(
      200,
    );
    expect(await t.app.db.select().from(tables.memberships).where(eq(tables.memberships.userId, person.id))).toEqual(
      [],
    );
  });

  it('are refused when the ИНН + КПП is another company’s, in Russian and in Uzbek', async () => {
    const ru = await call(visitor, 'PUT', `/api/user/${visitor.id}/requisites`, FIRM);
    expect(ru.statusCode).toBe(409);
    expect(ru.json()).toMatchObject({
      code: 'COMPANY_INN_TAKEN',
      message: 'Компания с этим ИНН уже есть в магазине — попросите её владельца пригласить вас',
    });
    const uz = await call(visitor, 'PUT', `/api/user/${visitor.id}/requisites?lang=uz`, FIRM);
    expect(uz.json().message).toMatch(/egasidan sizni taklif qilishini so'rang/);
    expect((await call(visitor, 'GET', `/api/user/${visitor.id}/requisites`)).json()).toBeNull();
  });
});

describe('a company’s requisites documents, role by role', () => {
  it('uploads for owners and accountants, lists and downloads to every member, to nobody else', async () => {
    const uploadExpected: Record<Who, number> = {
      owner: 201,
      buyer: 403,
      accountant: 201,
      stranger: 201,
      visitor: 201,
    };
    const uploaded: Partial<Record<Who, { id: string; url: string }>> = {};
    for (const who of ROLES) {
      const response = await upload(as(who));
      expect(response.statusCode, who).toBe(uploadExpected[who]);
      if (response.statusCode === 201) uploaded[who] = response.json();
    }
    const [row] = await t.app.db.select().from(tables.storedFiles).where(eq(tables.storedFiles.id, uploaded.owner!.id));
    expect(row).toMatchObject({ companyId: company, ownerId: owner.id });

    const sees: Record<Who, boolean> = { owner: true, buyer: true, accountant: true, stranger: false, visitor: false };
    for (const who of ROLES) {
      const list = await call(as(who), 'GET', `/api/user/${as(who).id}/files`);
      expect(list.statusCode, who).toBe(200);
      const ids = (list.json() as { id: string }[]).map((file) => file.id);
      expect(ids.includes(uploaded.owner!.id), who).toBe(sees[who]);
      expect(ids.includes(uploaded.accountant!.id), who).toBe(sees[who]);
      const download = await call(as(who), 'GET', uploaded.owner!.url);
      expect(download.statusCode, who).toBe(sees[who] ? 200 : 404);
    }
    expect((await call(admin, 'GET', uploaded.owner!.url)).statusCode).toBe(200);
  });

  it('deletes for owners and accountants only', async () => {
    const file = (await upload(owner)).json();
    const expected: Record<Who, number> = { owner: 204, buyer: 403, accountant: 204, stranger: 404, visitor: 404 };
    for (const who of ['buyer', 'stranger', 'visitor', 'accountant'] as const) {
      const response = await call(as(who), 'DELETE', `/api/user/${as(who).id}/files/${file.id}`);
      expect(response.statusCode, who).toBe(expected[who]);
    }
    expect((await call(owner, 'GET', file.url)).statusCode).toBe(404);
  });
});

describe('a removed member', () => {
  it('reads the company’s requisites and documents no more, from the next request on', async () => {
    const leaving = await createUser(t);
    await joinCompany(t, company, leaving, 'accountant');
    const file = (await upload(owner, 'Выписка.pdf')).json();
    expect((await call(leaving, 'GET', file.url)).statusCode).toBe(200);
    expect((await call(leaving, 'GET', `/api/user/${leaving.id}/requisites`)).json().inn).toBe(FIRM.inn);

    await removeMember(t, company, leaving);
    expect((await call(leaving, 'GET', file.url)).statusCode).toBe(404);
    expect((await call(leaving, 'GET', `/api/user/${leaving.id}/requisites`)).json()).toBeNull();
    expect((await call(leaving, 'GET', `/api/user/${leaving.id}/files`)).json()).toEqual([]);
  });
});
