import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { BUYERS } from '../../../test/requisites-fixtures.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([createUser(t), createUser(t)]);
});
afterAll(() => t.close());

const call = callerOf(() => t);

describe('requisites', () => {
  it('is null until saved, then answers every field of the type', async () => {
    expect((await call(bob, 'GET', `/api/user/${bob.id}/requisites`)).json()).toBeNull();
    const saved = await call(bob, 'PUT', `/api/user/${bob.id}/requisites`, BUYERS.llc);
    expect(saved.statusCode).toBe(200);
    expect((await call(bob, 'GET', `/api/user/${bob.id}/requisites`)).json()).toEqual({
      ...BUYERS.llc,
      name: null,
      ogrnip: null,
      edoId: null,
    });
  });

  it('keeps the buyer’s ЭДО participant id, and refuses one the operators would not have issued', async () => {
    const edoId = '2BM-7707083893-773601001-202001010000000000042';
    expect((await call(bob, 'PUT', `/api/user/${bob.id}/requisites`, { ...BUYERS.llc, edoId })).statusCode).toBe(200);
    expect((await call(bob, 'GET', `/api/user/${bob.id}/requisites`)).json().edoId).toBe(edoId);
    const wrong = await call(bob, 'PUT', `/api/user/${bob.id}/requisites`, {
      ...BUYERS.llc,
      edoId: 'Диадок 7707083893',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('REQUISITES_EDO_ID_INVALID');
    expect((await call(bob, 'GET', `/api/user/${bob.id}/requisites`)).json().edoId).toBe(edoId);
  });

  it('names the wrong field in Russian and in Uzbek and keeps the saved requisites', async () => {
    const ru = await call(bob, 'PUT', `/api/user/${bob.id}/requisites`, { ...BUYERS.llc, inn: '7707083894' });
    expect(ru.statusCode).toBe(400);
    expect(ru.json().code).toBe('REQUISITES_INN_INVALID');
    expect(ru.json().message).toMatch(/^ИНН: /);
    const uz = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${bob.id}/requisites?lang=uz`,
      headers: bob.headers,
      payload: { ...BUYERS.llc, account: '40702810938000012346' },
    });
    expect(uz.json().code).toBe('REQUISITES_ACCOUNT_INVALID');
    expect(uz.json().message).toMatch(/^Hisob raqami: /);
    expect((await call(bob, 'GET', `/api/user/${bob.id}/requisites`)).json().inn).toBe(BUYERS.llc.inn);
  });
});

describe('authorisation', () => {
  it('lets nobody but the owner or an ADMIN read or change requisites, and changes nothing', async () => {
    const attempts: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', `/api/user/${alice.id}/requisites`],
      ['PUT', `/api/user/${alice.id}/requisites`, BUYERS.llc],
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
