import { tables } from '@polotno/db';
import { eq } from '@polotno/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createUser, randomPhone } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { lastSmsCode, readSmsOutbox } from '../../../test/sms-outbox.ts';
import { generateCode, hashCode } from './accounts.tokens.ts';
import { ipKey } from './accounts.verification.service.ts';

const clock = { ms: Date.parse('2025-03-03T09:00:00Z') };
const advance = (seconds: number) => void (clock.ms += seconds * 1000);

function send(t: TestApp, phoneNumber: unknown, extra: Record<string, unknown> = {}, headers = {}) {
  return t.app.inject({ method: 'POST', url: '/api/verification/send', payload: { phoneNumber, ...extra }, headers });
}
function check(t: TestApp, phoneNumber: string, code: string, purpose = 'register') {
  return t.app.inject({ method: 'POST', url: '/api/verification/check', payload: { phoneNumber, code, purpose } });
}
const sentTo = async (t: TestApp, phone: string) => (await readSmsOutbox(t)).filter((m) => m.to === phone).length;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('SMS verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(clock.ms) });
  });
  afterAll(() => t.close());

  it('sends a code to any spelling of a Russian mobile number and writes the outbox line', async () => {
    const response = await send(t, '+7 (912) 345-67-01');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Код подтверждения отправлен', remainingSms: 4 });
    const [line] = await readSmsOutbox(t);
    expect(Object.keys(line ?? {})).toEqual(['to', 'text', 'sentAt']);
    expect(line?.to).toBe('79123456701');
    expect(line?.text).toMatch(/\b\d{6}\b/);
    expect(line?.sentAt).toBe(new Date(clock.ms).toISOString());
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses malformed, foreign and non-mobile numbers with the spec message and sends nothing', async () => {
    const before = (await readSmsOutbox(t)).length;
    for (const phone of ['12345', '+1 202 555 0100', '7999123456', '74951234567', 'abc', '', 79991234567, null]) {
      const response = await send(t, phone);
      expect(response.statusCode, String(phone)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'PHONE_INVALID', message: 'Некорректный формат номера телефона' });
    }
    expect((await send(t, '12', {}, { 'accept-language': 'uz' })).json().message).toBe(
      "Telefon raqami formati noto'g'ri",
    );
    expect((await readSmsOutbox(t)).length).toBe(before);
  });

  it('refuses a resend before 60 s with the seconds left and Retry-After, without sending (clock moved)', async () => {
    const phone = randomPhone();
    expect((await send(t, phone)).statusCode).toBe(200);
    advance(59);
    const early = await send(t, phone);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toContain('через 1 секунд');
    expect(early.headers['retry-after']).toBe('1');
    expect(await sentTo(t, phone)).toBe(1);
    advance(-30);
    expect((await send(t, phone)).json().message).toContain('через 31 секунд');
    advance(32);
    const later = await send(t, phone);
    expect(later.statusCode).toBe(200);
    expect(later.json().remainingSms).toBe(3);
    expect(await sentTo(t, phone)).toBe(2);
  });

  it('allows five sends per phone per 24 hours, then 429 until the day has passed', async () => {
    const phone = randomPhone();
    const remaining = [];
    for (let i = 0; i < 5; i++) {
      const response = await send(t, phone);
      expect(response.statusCode).toBe(200);
      remaining.push(response.json().remainingSms);
      advance(61);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const sixth = await send(t, phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('VERIFICATION_SEND_LIMIT');
    expect(await sentTo(t, phone)).toBe(5);
    advance(24 * 3600);
    expect((await send(t, phone)).statusCode).toBe(200);
  });

  it('accepts the right code once and returns a verification token', async () => {
    const phone = randomPhone();
    await send(t, phone);
    const code = await lastSmsCode(t, phone);
    const ok = await check(t, phone, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, verificationToken: expect.any(String) });
    const replay = await check(t, phone, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('VERIFICATION_CODE_EXPIRED');
  });

  it('rejects a code that is not 6 digits with the spec message', async () => {
    for (const code of ['12345', '1234567', 'abcdef', '12 456']) {
      const response = await check(t, '79990001122', code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'CODE_FORMAT_INVALID', message: 'Некорректный формат кода' });
    }
  });

  it('counts wrong codes: five 400s with attempts left, then even the right code gets 429', async () => {
    const phone = randomPhone();
    await send(t, phone);
    const code = await lastSmsCode(t, phone);
    const left = [];
    for (let i = 0; i < 5; i++) {
      const response = await check(t, phone, wrongCode(code));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Неверный код подтверждения');
      left.push(response.json().details.attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const right = await check(t, phone, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('VERIFICATION_ATTEMPTS_EXCEEDED');
    expect(right.headers['retry-after']).toBeDefined();
    // A new code (after the resend timer) gives a new budget.
    advance(61);
    await send(t, phone);
    expect((await check(t, phone, await lastSmsCode(t, phone))).statusCode).toBe(200);
  });

  it('evaluates at most 5 of 50 parallel wrong guesses', async () => {
    const phone = randomPhone();
    await send(t, phone);
    const code = await lastSmsCode(t, phone);
    const responses = await Promise.all(Array.from({ length: 50 }, () => check(t, phone, wrongCode(code))));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    const [row] = await t.app.db
      .select()
      .from(tables.verificationCodes)
      .where(eq(tables.verificationCodes.phone, phone));
    expect(row?.attempts).toBe(5);
    expect((await check(t, phone, code)).statusCode).toBe(429);
  });

  it('accepts the right code in exactly one of 8 parallel checks', async () => {
    const phone = randomPhone();
    await send(t, phone);
    const code = await lastSmsCode(t, phone);
    const responses = await Promise.all(Array.from({ length: 8 }, () => check(t, phone, code)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('expires a code after 5 minutes', async () => {
    const phone = randomPhone();
    await send(t, phone);
    const code = await lastSmsCode(t, phone);
    advance(301);
    const response = await check(t, phone, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VERIFICATION_CODE_EXPIRED');
  });

  it('binds a code to its phone and purpose', async () => {
    const phone = randomPhone();
    const other = randomPhone();
    await send(t, phone);
    const code = await lastSmsCode(t, phone);
    expect((await check(t, other, code)).statusCode).toBe(400);
    expect((await check(t, phone, code, 'reset')).statusCode).toBe(400);
    expect((await check(t, phone, code, 'register')).statusCode).toBe(200);
  });

  it('makes the previous code useless once a new one is sent', async () => {
    const phone = randomPhone();
    await send(t, phone);
    const first = await lastSmsCode(t, phone);
    advance(61);
    await send(t, phone);
    const second = await lastSmsCode(t, phone);
    if (first !== second) expect((await check(t, phone, first)).statusCode).toBe(400);
    expect((await check(t, phone, second)).statusCode).toBe(200);
  });

  it('stores codes only as an HMAC under the server secret', async () => {
    const phone = randomPhone();
    await send(t, phone);
    const code = await lastSmsCode(t, phone);
    const [row] = await t.app.db
      .select()
      .from(tables.verificationCodes)
      .where(eq(tables.verificationCodes.phone, phone));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row?.codeHash).toBe(hashCode(t.config, phone, 'register', code));
    const otherSecret = { ...t.config, sessionSecret: 'another-secret-another-secret-another-0' };
    expect(hashCode(otherSecret, phone, 'register', code)).not.toBe(row?.codeHash);
  });

  it('sends register codes only to new phones and reset codes only to registered ones', async () => {
    const user = await createUser(t);
    const taken = await send(t, user.phone, { purpose: 'register' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Пользователь с таким номером телефона уже существует');
    const unknown = await send(t, randomPhone(), { purpose: 'reset' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('USER_NOT_FOUND');
    expect((await send(t, user.phone, { purpose: 'reset' })).statusCode).toBe(200);
  });

  it('generates uniformly distributed 6-digit codes from the CSPRNG', () => {
    const counts = Array<number>(10).fill(0);
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const code = generateCode();
      expect(code).toMatch(/^\d{6}$/);
      for (const digit of code) counts[Number(digit)]! += 1;
    }
    const expected = (n * 6) / 10;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // χ² with 9 degrees of freedom: p = 0.001 at 27.88.
    expect(chi2).toBeLessThan(27.88);
  });

  it('counts IPv6 clients per /64', () => {
    expect(ipKey('2001:db8:1:2:aaaa::1')).toBe(ipKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(ipKey('2001:db8:1:3::1')).not.toBe(ipKey('2001:db8:1:2::1'));
    expect(ipKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
  });
});

describe('SMS pumping limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: () => new Date(clock.ms),
      sms: {
        provider: 'log',
        apiId: null,
        apiUrl: '',
        from: null,
        perIpPerHour: 3,
        perPrefixPerHour: 2,
        globalPerHour: 4,
      },
    });
  });
  afterAll(() => t.close());

  it('caps sends per IP, per number prefix and globally per hour, sending nothing past a cap', async () => {
    const ip = (address: string) => ({ remoteAddress: address });
    const sendFrom = (address: string, phone: string) =>
      t.app.inject({ method: 'POST', url: '/api/verification/send', payload: { phoneNumber: phone }, ...ip(address) });
    // Adjacent numbers: the third within an hour is refused (prefix cap 2).
    expect((await sendFrom('10.0.0.1', '79161110001')).statusCode).toBe(200);
    expect((await sendFrom('10.0.0.2', '79161110002')).statusCode).toBe(200);
    const adjacent = await sendFrom('10.0.0.3', '79161110003');
    expect(adjacent.statusCode).toBe(429);
    expect(adjacent.json().code).toBe('VERIFICATION_SEND_BLOCKED');
    // Per IP (cap 3): the same address, unrelated numbers; a spoofed X-Forwarded-For changes nothing.
    expect((await sendFrom('10.0.0.9', '79201234567')).statusCode).toBe(200);
    expect((await sendFrom('10.0.0.9', '79301234567')).statusCode).toBe(200);
    const global = await sendFrom('10.0.0.8', '79401234567');
    expect(global.statusCode).toBe(429);
    expect((await readSmsOutbox(t)).length).toBe(4);
    advance(3601);
    expect((await sendFrom('10.0.0.9', '79501234567')).statusCode).toBe(200);
    expect((await sendFrom('10.0.0.9', '79601234567')).statusCode).toBe(200);
    expect((await sendFrom('10.0.0.9', '79701234567')).statusCode).toBe(200);
    const perIp = await t.app.inject({
      method: 'POST',
      url: '/api/verification/send',
      payload: { phoneNumber: '79801234567' },
      remoteAddress: '10.0.0.9',
      headers: { 'x-forwarded-for': '1.2.3.4' },
    });
    expect(perIp.statusCode).toBe(429);
    expect((await readSmsOutbox(t)).length).toBe(7);
  });
});

describe('verification counters across a restart', () => {
  it('keeps the attempt budget when the app is rebuilt on the same database', async () => {
    const t = await createTestApp({ now: () => new Date(clock.ms) });
    try {
      const phone = randomPhone();
      await send(t, phone);
      const code = await lastSmsCode(t, phone);
      for (let i = 0; i < 4; i++) expect((await check(t, phone, wrongCode(code))).statusCode).toBe(400);
      await t.app.close();
      const restarted = await buildApp(t.config, { database: t.database });
      const t2 = { ...t, app: restarted };
      expect((await check(t2, phone, wrongCode(code))).statusCode).toBe(400);
      expect((await check(t2, phone, code)).statusCode).toBe(429);
      await restarted.close();
    } finally {
      await t.close();
    }
  });
});
