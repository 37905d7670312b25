import { describe, expect, it } from 'vitest';
import { checkValue, isEmptyValue } from './rules';

describe('checkValue', () => {
  it('asks for a required field, with the message the field names', () => {
    expect(checkValue('', { required: true })).toBe('required');
    expect(checkValue('   ', { required: true })).toBe('required');
    expect(checkValue('', { required: true, requiredProblem: 'LOGIN_REQUIRED' })).toBe('LOGIN_REQUIRED');
    expect(checkValue('', { required: true, requiredProblem: 'PASSWORD_REQUIRED' })).toBe('PASSWORD_REQUIRED');
  });

  it('lets an empty optional field through, whatever its other rules', () => {
    expect(checkValue('', { email: true, minLength: 5, phone: true })).toBeNull();
  });

  it('refuses a value shorter than the minimum with "{field} is not valid." unless the field names a message', () => {
    expect(checkValue('А', { required: true, minLength: 2 })).toBe('invalid');
    expect(checkValue('Ан', { required: true, minLength: 2 })).toBeNull();
    expect(checkValue('12345', { minLength: 6, minLengthProblem: 'PASSWORD_TOO_SHORT' })).toBe('PASSWORD_TOO_SHORT');
  });

  it('checks an e-mail’s shape', () => {
    expect(checkValue('mail@example', { email: true })).toBe('EMAIL_INVALID');
    expect(checkValue('mail example.ru', { email: true })).toBe('EMAIL_INVALID');
    expect(checkValue(' mail@example.ru ', { email: true })).toBeNull();
  });

  it('reads a phone as spec §5 does: optional +7, 7 or 8, then ten digits', () => {
    expect(checkValue('+7 (999) 123-4567', { phone: true })).toBeNull();
    expect(checkValue('89991234567', { phone: true })).toBeNull();
    expect(checkValue('9991234567', { phone: true })).toBeNull();
    expect(checkValue('+7 (999) 123-45', { phone: true })).toBe('PHONE_INVALID');
    expect(checkValue('+7 (999) 123-4567 8', { phone: true })).toBe('PHONE_INVALID');
  });

  it('counts a phone field showing only the mask’s code as empty', () => {
    expect(isEmptyValue('+7 (', { phone: true })).toBe(true);
    expect(isEmptyValue('+', { phone: true })).toBe(true);
    expect(checkValue('+7 (', { phone: true, required: true })).toBe('required');
    expect(checkValue('+7 (', { phone: true })).toBeNull();
  });

  it('matches a pattern, with the message the field names', () => {
    const code = { pattern: /^\d{6}$/, patternProblem: 'CODE_FORMAT_INVALID' as const };
    expect(checkValue('12345', code)).toBe('CODE_FORMAT_INVALID');
    expect(checkValue('123456', code)).toBeNull();
  });

  it('compares a confirmation with the field it repeats', () => {
    const valueOf = (name: string) => (name === 'password' ? 'secret1' : '');
    expect(checkValue('secret2', { sameAs: 'password' }, valueOf)).toBe('PASSWORD_MISMATCH');
    expect(checkValue('secret1', { sameAs: 'password' }, valueOf)).toBeNull();
  });
});
