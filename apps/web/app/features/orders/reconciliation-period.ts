/**
 * The periods of an акт сверки the cabinet offers: the current quarter so far by default, and the quarters
 * and years an accountant closes, on the Moscow calendar. Days are `YYYY-MM-DD`, as date inputs hold them and
 * `GET /api/reconciliation.pdf` takes them.
 */

export const PERIOD_PRESETS = ['quarter', 'lastQuarter', 'year', 'lastYear'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface Period {
  from: string;
  to: string;
}

const two = (value: number) => String(value).padStart(2, '0');
const day = (year: number, month: number, date: number) => `${year}-${two(month)}-${two(date)}`;
/** The last day of `month` (1–12). */
const lastDate = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Each preset's period as of `today` (`YYYY-MM-DD`): one that has not ended yet ends today. */
export function periodPresets(today: string): Record<PeriodPreset, Period> {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const quarter = Math.floor((month - 1) / 3) * 3 + 1;
  const [lastYear, lastQuarter] = quarter === 1 ? [year - 1, 10] : [year, quarter - 3];
  return {
    quarter: { from: day(year, quarter, 1), to: today },
    lastQuarter: {
      from: day(lastYear, lastQuarter, 1),
      to: day(lastYear, lastQuarter + 2, lastDate(lastYear, lastQuarter + 2)),
    },
    year: { from: day(year, 1, 1), to: today },
    lastYear: { from: day(year - 1, 1, 1), to: day(year - 1, 12, 31) },
  };
}

/** Where the акт сверки of `period` is: the API's PDF, the signed-in customer's own. */
export function reconciliationUrl(period: Period): string {
  return `/api/reconciliation.pdf?${new URLSearchParams({ from: period.from, to: period.to })}`;
}
