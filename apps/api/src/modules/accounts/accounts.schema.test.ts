import { describe, expect, it } from 'vitest';
import { EmailSchema, formatPhone, LoginBodySchema, normalizePhone, RegisterBodySchema } from '@polotno/domain';

describe('phone rules', () => {
  it('normalises every accepted spelling to 7 and 10 digits', () => {
    for (const input of ['+7 (999) 123-45-67', '89991234567', '79991234567', ' +7-999-123-45-67 ', '999 123 45 67']) {
      expect(normalizePhone(input)).toBe('79991234567');
    }
  });

  it('refuses wrong lengths, other countries and non-mobile numbers', () => {
    for (const input of [
      '999123456',
      '+1 999 123 45 67',
      '799912345678',
      '74951234567',
      '4951234567',
      '+7 999 abc 45 67',
      '',
    ]) {
      expect(normalizePhone(input)).toBeNull();
    }
  });

  it('formats with the +7 (###) ###-#### mask', () => {
    expect(formatPhone('79991234567')).toBe('+7 (999) 123-4567');
  });
});

describe('bodies', () => {
  it('drops a role from the registration body', () => {
    const parsed = RegisterBodySchema.parse({
      phone: '89991234567',
      name: 'Анна',
      password: 'secret-1',
      passwordConfirmation: 'secret-1',
      verificationToken: 't',
      role: 'ADMIN',
    });
    expect(parsed).not.toHaveProperty('role');
    expect(parsed.phone).toBe('79991234567');
  });

  it('names the failing rule by its error code', () => {
    const result = RegisterBodySchema.safeParse({
      phone: '1',
      name: '',
      password: '1',
      passwordConfirmation: '2',
      verificationToken: 't',
    });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(expect.arrayContaining(['PHONE_INVALID', 'NAME_REQUIRED', 'PASSWORD_TOO_SHORT']));
    expect(LoginBodySchema.safeParse({ email: '', password: '' }).error?.issues.map((i) => i.message)).toEqual([
      'LOGIN_REQUIRED',
      'PASSWORD_REQUIRED',
    ]);
  });

  it('treats an empty e-mail as none and lower-cases the rest', () => {
    expect(EmailSchema.parse('')).toBeNull();
    expect(EmailSchema.parse(' A@B.Ru ')).toBe('a@b.ru');
    expect(EmailSchema.safeParse('a@b').success).toBe(false);
  });
});
