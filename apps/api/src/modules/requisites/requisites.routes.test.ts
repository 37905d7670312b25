import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

const LLC = {
  type: 'llc',
  companyName: 'ООО «Ромашка»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  address: 'г. Москва, ул. Вавилова, д. 19',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  account: '40702810938000012345',
  corrAccount: '30101810400000000225',
};

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([createUser(t), createUser(t)]);
});
afterAll(() => t.close());

const call = callerOf(() => t);

describe('requisites', () => {
  it('is null until saved, then answers every field of the type', async () => {
    expect((await call(bob, 'GET', `/api/user/${bob.id}/requisites`)).json()).toBeNull();
    const saved = await call(bob, 'PUT', `/api/user/${bob.id}/requisites`, LLC);
    expect(saved.statusCode).toBe(200);
    expect((await call(bob, 'GET', `/api/user/${bob.id}/requisites`)).json()).toEqual({
      ...LLC,
      name: null,
      ogrnip: null,
    });
  });

  it('names the wrong field in Russian and in Uzbek and keeps the saved requisites', async () => {
    const ru = await call(bob, 'PUT', `/api/user/${bob.id}/requisites`, { ...LLC, inn: '7707083894' });
    expect(ru.statusCode).toBe(400);
    expect(ru.json().code).toBe('REQUISITES_INN_INVALID');
    expect(ru.json().message).toMatch(/^ИНН: /);
    const uz = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${bob.id}/requisites?lang=uz`,
      headers: bob.headers,
      payload: { ...LLC, account: '40702810938000012346' },
    });
    expect(uz.json().code).toBe('REQUISITES_ACCOUNT_INVALID');
    expect(uz.json().message).toMatch(/^Hisob raqami: /);
    expect((await call(bob, 'GET', `/api/user/${bob.id}/requisites`)).json().inn).toBe(LLC.inn);
  });
});

describe('authorisation', () => {
  it('lets nobody but the owner or an ADMIN read or change requisites, and changes nothing', async () => {
    const attempts: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', `/api/user/${alice.id}/requisites`],
      ['PUT', `/api/user/${alice.id}/requisites`, LLC],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(bob, method, url, payload)).statusCode, `${method} ${url} by another user`).toBe(403);
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url} anonymously`).toBe(401);
    }
    expect((await call(alice, 'GET', `/api/user/${alice.id}/requisites`)).json()).toBeNull();
  });
});

describe('OpenAPI', () => {
  it('documents the requisites path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/user/{id}/requisites');
  });
});
