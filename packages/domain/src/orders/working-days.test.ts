import { describe, expect, it } from 'vitest';
import { PRODUCTION_CALENDAR } from './production-calendar.data.ts';
import { invoiceReserveUntil, isWorkingDay, moscowDate, nthWorkingDayAfter } from './working-days.ts';

/** An instant given in Moscow time. */
const msk = (local: string) => new Date(`${local}+03:00`);

function workingDaysIn(year: number): number {
  let count = 0;
  for (let time = Date.UTC(year, 0, 1); time < Date.UTC(year + 1, 0, 1); time += 86_400_000) {
    if (isWorkingDay(new Date(time).toISOString().slice(0, 10))) count += 1;
  }
  return count;
}

describe('production calendar', () => {
  it('gives 2025 and 2026 the 247 working days of the official calendars', () => {
    expect(workingDaysIn(2025)).toBe(247);
    expect(workingDaysIn(2026)).toBe(247);
  });

  it('knows holidays, transferred days off and a working Saturday', () => {
    expect(isWorkingDay('2025-01-08')).toBe(false);
    expect(isWorkingDay('2025-01-09')).toBe(true);
    expect(isWorkingDay('2025-05-02')).toBe(false);
    expect(isWorkingDay('2025-11-01')).toBe(true); // Saturday worked for Monday 3 November
    expect(isWorkingDay('2025-11-03')).toBe(false);
    expect(isWorkingDay('2026-01-09')).toBe(false);
    expect(isWorkingDay('2026-03-09')).toBe(false);
    expect(isWorkingDay('2027-01-08')).toBe(false);
    expect(isWorkingDay('2028-06-12')).toBe(false); // beyond the data: statutory holidays still apply
    expect(isWorkingDay('2028-06-13')).toBe(true);
  });

  it('lists only dates of their own year', () => {
    for (const [year, calendar] of Object.entries(PRODUCTION_CALENDAR)) {
      for (const date of [...calendar.daysOff, ...calendar.workingWeekends]) expect(date.startsWith(year)).toBe(true);
    }
  });
});

describe('invoice reserve', () => {
  it('reads the Moscow date, not the UTC one', () => {
    expect(moscowDate(new Date('2025-03-03T21:30:00Z'))).toBe('2025-03-04');
  });

  it('holds an ordinary Monday invoice until the end of Thursday', () => {
    expect(invoiceReserveUntil(msk('2025-03-03T10:00:00'))).toEqual(msk('2025-03-07T00:00:00'));
  });

  it('skips the weekend for an invoice issued on Thursday evening Moscow time', () => {
    // 23:30 MSK on Thursday is still Thursday in Moscow (20:30 UTC).
    expect(invoiceReserveUntil(msk('2025-03-13T23:30:00'))).toEqual(msk('2025-03-19T00:00:00'));
  });

  it('jumps over the New Year holidays', () => {
    // Monday 29 Dec 2025: 30 Dec works, 31 Dec and 1–11 Jan 2026 are off, then 12 and 13 Jan.
    expect(nthWorkingDayAfter(msk('2025-12-29T12:00:00'), 3)).toBe('2026-01-13');
    expect(invoiceReserveUntil(msk('2025-12-29T12:00:00'))).toEqual(msk('2026-01-14T00:00:00'));
    // Wednesday 31 Dec 2025 itself is a day off; 1–11 Jan 2026 too.
    expect(nthWorkingDayAfter(msk('2025-12-31T09:00:00'), 1)).toBe('2026-01-12');
  });

  it('jumps over both parts of the May holidays', () => {
    // 1–4 May 2025 off, 5–7 May worked.
    expect(nthWorkingDayAfter(msk('2025-04-30T15:00:00'), 3)).toBe('2025-05-07');
    // 8–11 May 2025 off: an invoice of 7 May runs to 14 May.
    expect(invoiceReserveUntil(msk('2025-05-07T15:00:00'))).toEqual(msk('2025-05-15T00:00:00'));
    // 2026: 1–3 May and 9–11 May off.
    expect(nthWorkingDayAfter(msk('2026-04-30T10:00:00'), 3)).toBe('2026-05-06');
    // Friday 8 May 2026 is worked, then 9–11 May are off.
    expect(nthWorkingDayAfter(msk('2026-05-07T10:00:00'), 3)).toBe('2026-05-13');
  });
});
