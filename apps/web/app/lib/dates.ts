/** Dates and times on the Moscow calendar, as the shop prints them and as date inputs hold them. */
import type { Lang } from '@polotno/domain/client';

// Moscow has kept UTC+3 all year since 2014. Formatting by hand (not Intl) keeps the server's and the
// browser's text identical, whatever ICU data each ships with, so hydration never disagrees.
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

// Months as a date names them: Russian in the genitive («22 ноября»), Uzbek in Latin script.
const MONTHS: Record<Lang, readonly string[]> = {
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  uz: ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avgust', 'sentabr', 'oktabr', 'noyabr', 'dekabr'],
};

/** A date as "22 ноября 2026" / "2026-yil 22-noyabr", on the Moscow calendar. */
export function formatDate(iso: string, lang: Lang): string {
  const moscow = new Date(Date.parse(iso) + MOSCOW_OFFSET_MS);
  const [day, month, year] = [moscow.getUTCDate(), MONTHS[lang][moscow.getUTCMonth()], moscow.getUTCFullYear()];
  return lang === 'uz' ? `${year}-yil ${day}-${month}` : `${day} ${month} ${year}`;
}

/** A date and time as "22.11.2026 14:05", Moscow time: compact for the back office's tables. */
export function formatDateTime(iso: string): string {
  const moscow = new Date(Date.parse(iso) + MOSCOW_OFFSET_MS);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(moscow.getUTCDate())}.${two(moscow.getUTCMonth() + 1)}.${moscow.getUTCFullYear()} ${two(moscow.getUTCHours())}:${two(moscow.getUTCMinutes())}`;
}

/**
 * The Moscow calendar day of an instant as `YYYY-MM-DD`, the value of a date input; `exclusiveEnd` reads an
 * end stored as the midnight after the last day as that last day.
 */
export function moscowDateInput(iso: string | null, exclusiveEnd = false): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) - (exclusiveEnd ? 1 : 0) + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Moscow calendar day (`YYYY-MM-DD`) begins, `plusDays` later; null for anything else. */
export function moscowDayStart(date: string, plusDays = 0): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const start = new Date(`${date}T00:00:00+03:00`);
  // `2026-02-30` parses as 2 March: a real date reads back the same.
  if (Number.isNaN(start.getTime()) || moscowDateInput(start.toISOString()) !== date) return null;
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start.toISOString();
}
