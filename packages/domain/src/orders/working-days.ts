/**
 * Working days in Moscow. Moscow has kept UTC+3 all year since 26 October 2014, so a fixed offset is exact
 * for every date the shop deals with and needs no time-zone database.
 */
import { PRODUCTION_CALENDAR, STATUTORY_HOLIDAYS } from './production-calendar.data.ts';

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Working days an invoice holds the rolls (spec §9). */
export const INVOICE_RESERVE_WORKING_DAYS = 3;

/** The Moscow calendar date of an instant, `YYYY-MM-DD`. */
export function moscowDate(instant: Date): string {
  return new Date(instant.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether a Moscow calendar date (`YYYY-MM-DD`) is a working day. */
export function isWorkingDay(date: string): boolean {
  const year = Number(date.slice(0, 4));
  const calendar = PRODUCTION_CALENDAR[year];
  if (calendar?.workingWeekends.includes(date)) return true;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  if (calendar) return !calendar.daysOff.includes(date);
  return !STATUTORY_HOLIDAYS.includes(date.slice(5));
}

/** The calendar date `days` after `date`. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The `count`-th working day after the Moscow date of `from` (the day of `from` itself is not counted). */
export function nthWorkingDayAfter(from: Date, count: number): string {
  let date = moscowDate(from);
  for (let found = 0; found < count;) {
    date = addDays(date, 1);
    if (isWorkingDay(date)) found += 1;
  }
  return date;
}

/** The instant a Moscow calendar day ends (midnight Moscow of the next day). */
export function endOfMoscowDay(date: string): Date {
  return new Date(Date.parse(`${addDays(date, 1)}T00:00:00Z`) - MOSCOW_OFFSET_MS);
}

/**
 * Until when an invoice issued at `invoicedAt` holds the rolls: the end of the 3rd working day after the
 * day of issue, Moscow time.
 */
export function invoiceReserveUntil(invoicedAt: Date, workingDays = INVOICE_RESERVE_WORKING_DAYS): Date {
  return endOfMoscowDay(nthWorkingDayAfter(invoicedAt, workingDays));
}
