import { tables } from '@polotno/db';
import { eq } from '@polotno/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomPhone, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { lastSmsCode, verifyPhone } from '../../../test/sms-outbox.ts';
import { commonPasswordCount } from './accounts.passwords.ts';

const clock = { ms: Date.parse('2025-03-03T09:00:00Z') };
const advance = (seconds: number) => void (clock.ms += seconds * 1000);

const post = (t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
const put = (t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url, payload: payload as Record<string, unknown>, headers });

/** Every row of every accounts table, to prove a denied call changed nothing. */
async function snapshot(t: TestApp): Promise<string> {
  const { users, sessions, verificationCodes, smsSendLog, loginAttempts } = tables;
  const all = await Promise.all(
    [users, sessions, verificationCodes, smsSendLog, loginAttempts].map((table) => t.app.db.select().from(table)),
  );
  return JSON.stringify(all.map((rows) => rows.map((row) => JSON.stringify(row)).sort()));
}

describe('registration and password reset journeys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(clock.ms) });
  });
  afterAll(() => t.close());

  it('registers a phone end to end: check-phone, send, check, register (logged in), then check-phone is true', async () => {
    const phone = '79031112233';
    expect((await post(t, '/api/user/check-phone', { phone: '+7 903 111-22-33' })).json()).toBe(false);
    const sent = await post(t, '/api/verification/send', { phoneNumber: phone });
    expect(sent.json().remainingSms).toBe(4);
    const checked = await post(t, '/api/verification/check', { phoneNumber: phone, code: await lastSmsCode(t, phone) });
    const { verificationToken } = checked.json();
    const registered = await post(t, '/api/user/register', {
      phone: '8 (903) 111-22-33',
      name: '  Анна  ',
      email: 'Anna@Mail.RU',
      password: 'тканьвязаная',
      passwordConfirmation: 'тканьвязаная',
      verificationToken,
      role: 'ADMIN',
    });
    expect(registered.statusCode).toBe(200);
    const body = registered.json();
    expect(body.user).toMatchObject({ phone, name: 'Анна', email: 'anna@mail.ru', role: 'USER', blocked: false });
    expect(registered.body).not.toMatch(/argon2|passwordHash|password_hash/);
    expect(registered.cookies.find((c) => c.name === 'polotno_session')?.httpOnly).toBe(true);
    const me = await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.json()).toMatchObject({ id: body.user.id, role: 'USER' });
    expect((await post(t, '/api/user/check-phone', { phone })).json()).toBe(true);
    // The token is spent: a second registration with it fails even for another phone.
    const again = await post(t, '/api/user/register', {
      phone,
      name: 'X',
      password: 'тканьвязаная',
      passwordConfirmation: 'тканьвязаная',
      verificationToken,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Пользователь с таким номером телефона уже существует');
  });

  it('refuses registration without a valid token for that phone and purpose', async () => {
    const phone = randomPhone();
    const base = { phone, name: 'Без токена', password: 'shelkovaya-nit', passwordConfirmation: 'shelkovaya-nit' };
    const before = await snapshot(t);
    expect((await post(t, '/api/user/register', base)).json().code).toBe('VERIFICATION_TOKEN_INVALID');
    expect((await post(t, '/api/user/register', { ...base, verificationToken: 'forged.token.value' })).statusCode).toBe(
      400,
    );
    const otherPhoneToken = await verifyPhone(t, randomPhone());
    expect((await post(t, '/api/user/register', { ...base, verificationToken: otherPhoneToken })).json().code).toBe(
      'VERIFICATION_TOKEN_INVALID',
    );
    const user = await createUser(t);
    const resetToken = await verifyPhone(t, user.phone, 'reset');
    expect(
      (await post(t, '/api/user/register', { ...base, phone: user.phone, verificationToken: resetToken })).statusCode,
    ).toBe(409);
    expect(await snapshot(t)).not.toBe(before); // codes were sent above; now prove the user table holds no such phone
    expect(await t.app.db.select().from(tables.users).where(eq(tables.users.phone, phone))).toHaveLength(0);
  });

  it('expires the verification token after 15 minutes', async () => {
    const phone = randomPhone();
    const verificationToken = await verifyPhone(t, phone);
    advance(15 * 60 + 1);
    const response = await post(t, '/api/user/register', {
      phone,
      name: 'Поздно',
      password: 'shelkovaya-nit',
      passwordConfirmation: 'shelkovaya-nit',
      verificationToken,
    });
    expect(response.json().code).toBe('VERIFICATION_TOKEN_INVALID');
  });

  it('validates registration fields with the spec messages', async () => {
    const phone = randomPhone();
    const verificationToken = await verifyPhone(t, phone);
    const base = {
      phone,
      name: 'Имя',
      password: 'shelkovaya-nit',
      passwordConfirmation: 'shelkovaya-nit',
      verificationToken,
    };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '   ' }, 'NAME_REQUIRED', 'Введите имя'],
      [
        { password: '12345', passwordConfirmation: '12345' },
        'PASSWORD_TOO_SHORT',
        'Пароль должен содержать не менее 6 символов',
      ],
      [{ passwordConfirmation: 'other-one' }, 'PASSWORD_MISMATCH', 'Пароли не совпадают'],
      [
        { password: 'qwerty123', passwordConfirmation: 'qwerty123' },
        'PASSWORD_TOO_COMMON',
        'Этот пароль слишком распространён, придумайте другой',
      ],
      [
        { password: 'Password', passwordConfirmation: 'Password' },
        'PASSWORD_TOO_COMMON',
        'Этот пароль слишком распространён, придумайте другой',
      ],
      [{ email: 'not-an-email' }, 'EMAIL_INVALID', 'Некорректный e-mail'],
      [{ phone: '123' }, 'PHONE_INVALID', 'Некорректный формат номера телефона'],
    ];
    for (const [change, code, message] of cases) {
      const response = await post(t, '/api/user/register', { ...base, ...change });
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toMatchObject({ code, message });
    }
    // None of the refusals spent the token; an 8-character lower-case password off the list is fine.
    const ok = await post(t, '/api/user/register', { ...base, password: 'polotnoo', passwordConfirmation: 'polotnoo' });
    expect(ok.statusCode).toBe(200);
    // The shipped list holds 1,000 entries; a few differ only by case and fold together.
    expect(commonPasswordCount()).toBeGreaterThan(990);
  });

  it('resets a password end to end and ends every session; the old password stops working', async () => {
    const user = await createUser(t);
    const second = await post(t, '/api/auth/login', { email: user.phone, password: user.password });
    const sent = await post(t, '/api/verification/send', { phoneNumber: user.phone, purpose: 'reset' });
    expect(sent.statusCode).toBe(200);
    const code = await lastSmsCode(t, user.phone);
    const checked = await post(t, '/api/verification/check', { phoneNumber: user.phone, code, purpose: 'reset' });
    const reset = await post(t, '/api/user/reset-password', {
      phone: user.phone,
      newPassword: 'novyi-parol-2025',
      verificationToken: checked.json().verificationToken,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true });
    expect(reset.cookies).toHaveLength(0);
    expect((await t.app.inject({ url: '/api/auth/user', headers: user.headers })).statusCode).toBe(401);
    const secondToken = `Bearer ${second.json().access_token}`;
    expect((await t.app.inject({ url: '/api/auth/user', headers: { authorization: secondToken } })).statusCode).toBe(
      401,
    );
    expect((await post(t, '/api/auth/login', { email: user.phone, password: user.password })).statusCode).toBe(401);
    expect((await post(t, '/api/auth/login', { email: user.phone, password: 'novyi-parol-2025' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a reset without a token, with a register token, or for an unknown phone, changing nothing', async () => {
    const user = await createUser(t);
    const before = await snapshot(t);
    const noToken = await post(t, '/api/user/reset-password', { phone: user.phone, newPassword: 'hacked-password' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().code).toBe('VERIFICATION_TOKEN_INVALID');
    expect(await snapshot(t)).toBe(before);
    const stranger = randomPhone();
    const registerToken = await verifyPhone(t, stranger);
    const wrongPurpose = await post(t, '/api/user/reset-password', {
      phone: stranger,
      newPassword: 'hacked-password',
      verificationToken: registerToken,
    });
    expect(wrongPurpose.statusCode).toBe(404);
    const foreign = await post(t, '/api/user/reset-password', {
      phone: user.phone,
      newPassword: 'hacked-password',
      verificationToken: registerToken,
    });
    expect(foreign.json().code).toBe('VERIFICATION_TOKEN_INVALID');
    expect((await post(t, '/api/auth/login', { email: user.phone, password: user.password })).statusCode).toBe(200);
  });
});

describe('profiles, password change and the admin calls', () => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(clock.ms) });
    a = await createUser(t, { name: 'Алексей', email: 'a@shop.ru' });
    b = await createUser(t, { name: 'Борис', email: 'b@shop.ru' });
    admin = await createUser(t, { role: 'ADMIN', name: 'Админ' });
  });
  afterAll(() => t.close());

  it('updates one’s own profile by PUT /api/user/{id} and PUT /api/user, ignoring phone and role', async () => {
    const byId = await put(
      t,
      `/api/user/${a.id}`,
      { id: a.id, name: 'Алексей П.', company: 'ООО Ткани', address: 'Москва', role: 'ADMIN', phone: '79990001111' },
      a.headers,
    );
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({
      name: 'Алексей П.',
      company: 'ООО Ткани',
      address: 'Москва',
      role: 'USER',
      phone: a.phone,
      email: 'a@shop.ru',
    });
    const whole = await put(t, '/api/user', { id: a.id, email: 'New@Shop.ru', company: '' }, a.headers);
    expect(whole.json()).toMatchObject({ email: 'new@shop.ru', company: null, name: 'Алексей П.' });
    const taken = await put(t, `/api/user/${a.id}`, { email: 'b@shop.ru' }, a.headers);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_ALREADY_REGISTERED');
  });

  it('refuses NUL and other control characters in the profile and the user search with a 400, changing nothing', async () => {
    const before = (await t.app.inject({ url: `/api/user/${a.id}`, headers: a.headers })).json();
    for (const body of [
      { name: 'Алексей\u0000' },
      { company: 'ООО\u0000Ткани' },
      { address: 'Москва\u0007' },
      { name: 'Алексей\nП.' },
      { email: 'a\u0000@shop.ru' },
    ]) {
      const response = await put(t, `/api/user/${a.id}`, body, a.headers);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code, JSON.stringify(body)).toMatch(/^(VALIDATION_FAILED|EMAIL_INVALID)$/);
    }
    const refused = await put(t, '/api/user', { id: a.id, name: 'Алексей\u0000' }, a.headers);
    expect(refused.json()).toMatchObject({ statusCode: 400, message: 'Проверьте введённые данные' });
    expect((await t.app.inject({ url: `/api/user/${a.id}`, headers: a.headers })).json()).toEqual(before);
    for (const search of ['%00', 'a%00b', '%1F', '%7F']) {
      const response = await t.app.inject({ url: `/api/user?search=${search}`, headers: admin.headers });
      expect(response.statusCode, search).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('lets an ADMIN edit any profile', async () => {
    const response = await put(t, `/api/user/${b.id}`, { address: 'Склад 3' }, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().address).toBe('Склад 3');
  });

  it('changes one’s own password with the current one; other sessions end, this one stays', async () => {
    const user = await createUser(t);
    const other = await post(t, '/api/auth/login', { email: user.phone, password: user.password });
    const wrong = await put(
      t,
      `/api/auth/password/${user.id}`,
      { currentPassword: 'nope-nope', newPassword: 'smena-parolya-1' },
      user.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_INVALID');
    const common = await put(
      t,
      `/api/auth/password/${user.id}`,
      { currentPassword: user.password, newPassword: 'password1' },
      user.headers,
    );
    expect(common.json().code).toBe('PASSWORD_TOO_COMMON');
    const ok = await put(
      t,
      `/api/auth/password/${user.id}`,
      { currentPassword: user.password, newPassword: 'smena-parolya-1' },
      user.headers,
    );
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/user', headers: user.headers })).statusCode).toBe(200);
    const otherHeaders = { authorization: `Bearer ${other.json().access_token}` };
    expect((await t.app.inject({ url: '/api/auth/user', headers: otherHeaders })).statusCode).toBe(401);
    expect((await post(t, '/api/auth/login', { email: user.phone, password: 'smena-parolya-1' })).statusCode).toBe(200);
  });

  it('lists, searches and pages users for an ADMIN only', async () => {
    const all = await t.app.inject({ url: '/api/user?pageSize=2', headers: admin.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().items).toHaveLength(2);
    expect(all.json().total).toBeGreaterThanOrEqual(3);
    expect(all.body).not.toMatch(/argon2|passwordHash/);
    const byName = await t.app.inject({
      url: `/api/user?search=${encodeURIComponent('Борис')}`,
      headers: admin.headers,
    });
    expect(byName.json().items.map((u: { id: string }) => u.id)).toEqual([b.id]);
    const byPhone = await t.app.inject({ url: `/api/user?search=${b.phone.slice(3, 9)}`, headers: admin.headers });
    expect(byPhone.json().items.map((u: { id: string }) => u.id)).toContain(b.id);
    const byMail = await t.app.inject({ url: '/api/user?search=B@SHOP', headers: admin.headers });
    expect(byMail.json().items.map((u: { id: string }) => u.id)).toEqual([b.id]);
    const odd = await t.app.inject({ url: '/api/user?search=%25_%5C', headers: admin.headers });
    expect(odd.json().items).toEqual([]);
  });

  it('applies a role change on the next request and refuses admins changing themselves', async () => {
    const target = await createUser(t);
    const promoted = await put(t, `/api/user/${target.id}/role`, { role: 'ADMIN' }, admin.headers);
    expect(promoted.json().role).toBe('ADMIN');
    expect((await t.app.inject({ url: '/api/user', headers: target.headers })).statusCode).toBe(200);
    await put(t, `/api/user/${target.id}/role`, { role: 'USER' }, admin.headers);
    expect((await t.app.inject({ url: '/api/user', headers: target.headers })).statusCode).toBe(403);
    const self = await put(t, `/api/user/${admin.id}/block`, { blocked: true }, admin.headers);
    expect(self.statusCode).toBe(409);
    expect((await put(t, `/api/user/${admin.id}/role`, { role: 'USER' }, admin.headers)).statusCode).toBe(409);
  });

  it('unblocks a user so they can log in again', async () => {
    const target = await createUser(t);
    await put(t, `/api/user/${target.id}/block`, { blocked: true }, admin.headers);
    expect((await post(t, '/api/auth/login', { email: target.phone, password: target.password })).statusCode).toBe(403);
    const unblocked = await put(t, `/api/user/${target.id}/block`, { blocked: false }, admin.headers);
    expect(unblocked.json().blocked).toBe(false);
    expect((await post(t, '/api/auth/login', { email: target.phone, password: target.password })).statusCode).toBe(200);
  });

  it('enforces the authorisation matrix on every accounts route; denied calls change nothing', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    type Actor = 'anonymous' | 'userA' | 'userB' | 'admin';
    const headersOf = (actor: Actor) =>
      actor === 'anonymous' ? {} : actor === 'userA' ? a.headers : actor === 'userB' ? b.headers : admin.headers;
    // Expected status per actor for calls aimed at user A's record.
    const routes: Array<{ method: 'GET' | 'PUT'; url: string; payload?: Record<string, unknown>; allowed: Actor[] }> = [
      { method: 'GET', url: '/api/auth/user', allowed: ['userA', 'userB', 'admin'] },
      { method: 'GET', url: `/api/user/${a.id}`, allowed: ['userA', 'admin'] },
      { method: 'PUT', url: `/api/user/${a.id}`, payload: { name: 'Changed' }, allowed: ['userA', 'admin'] },
      { method: 'PUT', url: '/api/user', payload: { id: a.id, name: 'Changed' }, allowed: ['userA', 'admin'] },
      {
        method: 'PUT',
        url: `/api/auth/password/${a.id}`,
        payload: { currentPassword: a.password, newPassword: 'zzz-new-pass' },
        allowed: ['userA'],
      },
      { method: 'GET', url: '/api/user', allowed: ['admin'] },
      { method: 'PUT', url: `/api/user/${a.id}/block`, payload: { blocked: true }, allowed: ['admin'] },
      { method: 'PUT', url: `/api/user/${a.id}/role`, payload: { role: 'ADMIN' }, allowed: ['admin'] },
    ];
    for (const route of routes) {
      for (const actor of ['anonymous', 'userB', 'userA', 'admin'] as Actor[]) {
        if (route.allowed.includes(actor)) continue;
        const before = await snapshot(t);
        const response = await t.app.inject({
          method: route.method,
          url: route.url,
          payload: route.payload,
          headers: headersOf(actor),
        });
        const expected = actor === 'anonymous' ? 401 : 403;
        expect(response.statusCode, `${actor} ${route.method} ${route.url}`).toBe(expected);
        expect(await snapshot(t), `${actor} ${route.method} ${route.url}`).toBe(before);
      }
    }
    // Ids that do not exist or are malformed: users are refused, admins get 404.
    for (const id of [missing, 'not-a-uuid', '0', '-1', `${a.id}/extra`]) {
      const asB = await t.app.inject({
        method: 'PUT',
        url: `/api/user/${id}`,
        payload: { name: 'x' },
        headers: b.headers,
      });
      expect([403, 404]).toContain(asB.statusCode);
      const asAnon = await t.app.inject({ method: 'GET', url: `/api/user/${id}` });
      expect([401, 404]).toContain(asAnon.statusCode);
    }
    expect((await t.app.inject({ url: `/api/user/${missing}`, headers: admin.headers })).statusCode).toBe(404);
    // The allowed calls work (role last, since it changes A).
    expect((await t.app.inject({ url: `/api/user/${a.id}`, headers: b.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/user/${a.id}`, headers: a.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/user/${a.id}`, headers: admin.headers })).statusCode).toBe(200);
  });
});
