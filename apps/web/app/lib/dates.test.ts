import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, moscowDateInput, moscowDayStart } from './dates';

describe('dates on the Moscow calendar', () => {
  it('starts a Moscow day at 21:00 UTC of the day before, and steps whole days', () => {
    expect(moscowDayStart('2026-11-22')).toBe('2026-11-21T21:00:00.000Z');
    expect(moscowDayStart('2026-12-31', 1)).toBe('2026-12-31T21:00:00.000Z');
  });

  it('refuses anything that is not a YYYY-MM-DD date', () => {
    for (const value of ['', '2026-02-30', '22.11.2026', '2026-11-22T10:00', '2026-13-01', 'tomorrow']) {
      expect(moscowDayStart(value)).toBeNull();
    }
  });

  it('gives a date input the Moscow day of an instant, and the last day of an exclusive end', () => {
    // 22:30 UTC is already the next day in Moscow.
    expect(moscowDateInput('2026-11-21T22:30:00.000Z')).toBe('2026-11-22');
    expect(moscowDateInput('2026-11-22T21:00:00.000Z', true)).toBe('2026-11-22');
    expect(moscowDateInput(null)).toBe('');
    // A round trip through the form keeps the day.
    expect(moscowDateInput(moscowDayStart('2026-03-08'))).toBe('2026-03-08');
    expect(moscowDateInput(moscowDayStart('2026-03-08', 1), true)).toBe('2026-03-08');
  });

  it('prints dates and times in Moscow time in both languages', () => {
    expect(formatDate('2026-11-21T22:30:00.000Z', 'ru')).toBe('22 ноября 2026');
    expect(formatDate('2026-01-01T08:00:00.000Z', 'uz')).toBe('2026-yil 1-yanvar');
    // The last evening of the year in UTC is already the new year in Moscow.
    expect(formatDate('2026-12-31T21:00:00.000Z', 'ru')).toBe('1 января 2027');
    expect(formatDateTime('2026-11-21T22:30:00.000Z')).toBe('22.11.2026 01:30');
    expect(formatDateTime('2026-03-05T04:07:00.000Z')).toBe('05.03.2026 07:07');
  });
});
