/** Sizes and durations of the exchange as the back office prints them, in the page's language. */
import { formatNumber } from '../../lib/format';
import type { AdminExchangeText } from './admin-exchange.i18n';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** `18 432 000` bytes → «17,58 МБ». */
export function formatBytes(bytes: number, t: AdminExchangeText): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return t.bytes(formatNumber(unit === 0 ? value : Math.round(value * 100) / 100), UNITS[unit] ?? 'B');
}

/** Milliseconds → «1,2 с» (tenths of a second). */
export function formatDuration(ms: number, t: AdminExchangeText): string {
  return t.seconds(formatNumber(Math.round(ms / 100) / 10));
}
