import { describe, expect, it } from 'vitest';
import { AppError, ERRORS, errorMessage } from './errors.ts';

describe('error catalogue', () => {
  it('has a message in both languages for every code', () => {
    for (const [code, definition] of Object.entries(ERRORS)) {
      expect(definition.ru, code).not.toBe('');
      expect(definition.uz, code).not.toBe('');
      expect(definition.ru, code).not.toBe(definition.uz);
    }
  });

  it('carries the status of its code', () => {
    expect(new AppError('RATE_LIMITED').statusCode).toBe(429);
    expect(new AppError('NOT_FOUND').statusCode).toBe(404);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(errorMessage('NOT_FOUND', 'ru')).toBe('Не найдено');
    expect(errorMessage('INTERNAL', 'uz', { unused: 1 })).toBe('Serverning ichki xatosi');
  });
});
