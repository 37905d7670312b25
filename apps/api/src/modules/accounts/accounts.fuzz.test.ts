import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

/** Bodies a hostile client might send: any JSON, field-shaped records with wrong types, pollution keys. */
const field = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 3000 }),
  fc.stringMatching(/^\+?[78]\d{10}$/),
  fc.stringMatching(/^\d{6}$/),
  fc.jsonValue({ maxDepth: 3 }),
);
const keys = [
  'phoneNumber',
  'phone',
  'code',
  'purpose',
  'email',
  'password',
  'passwordConfirmation',
  'verificationToken',
  'name',
  'company',
  'address',
  'role',
  'loginType',
  'currentPassword',
  'newPassword',
  'blocked',
  'id',
  '__proto__',
  'constructor',
];
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(fc.constantFrom(...keys), field, { maxKeys: 8 }),
  fc.constant('{"__proto__":{"role":"ADMIN"},"constructor":{"prototype":{"x":1}}}'),
);

describe('fuzzing every accounts route body', () => {
  let t: TestApp;
  let user: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t);
    admin = await createUser(t, { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  const routes = (): Array<{ method: 'POST' | 'PUT'; url: string; headers?: Record<string, string> }> => [
    { method: 'POST', url: '/api/verification/send' },
    { method: 'POST', url: '/api/verification/check' },
    { method: 'POST', url: '/api/user/check-phone' },
    { method: 'POST', url: '/api/user/register' },
    { method: 'POST', url: '/api/auth/login' },
    { method: 'POST', url: '/api/user/reset-password' },
    { method: 'POST', url: '/api/auth/refresh' },
    { method: 'PUT', url: `/api/auth/password/${user.id}`, headers: user.headers },
    { method: 'PUT', url: `/api/user/${user.id}`, headers: user.headers },
    { method: 'PUT', url: '/api/user', headers: user.headers },
    { method: 'PUT', url: `/api/user/${user.id}/block`, headers: admin.headers },
    { method: 'PUT', url: `/api/user/${user.id}/role`, headers: admin.headers },
  ];

  it('never answers 5xx nor leaks internals, and creates no user', async () => {
    let tried = 0;
    for (const route of routes()) {
      await fc.assert(
        fc.asyncProperty(body, async (value) => {
          tried += 1;
          const response = await t.app.inject({
            method: route.method,
            url: route.url,
            headers: { 'content-type': 'application/json', ...route.headers },
            payload: typeof value === 'string' ? value : JSON.stringify(value),
          });
          expect(response.statusCode, `${route.url} ${JSON.stringify(value).slice(0, 200)}`).toBeLessThan(500);
          expect(response.body).not.toMatch(/stack|at \w+ \(|select |insert |argon2/i);
        }),
        { numRuns: 60, seed: 20250303 },
      );
    }
    expect(tried).toBe(routes().length * 60);
    const list = await t.app.inject({ url: '/api/user?pageSize=100', headers: admin.headers });
    expect(list.json().total).toBe(2);
  });
});
