/**
 * Russian production calendar: public holidays (Labour Code art. 112) and the days off and working
 * weekends moved by government decree. Source: the decrees of the Government of the Russian Federation on
 * the transfer of days off — No. 1335 of 04.10.2024 (2025) and the decree of 2025 for 2026 — as published
 * in the Ministry of Labour's production calendar (consultant.ru / garant.ru «Производственный календарь»).
 *
 * UPDATE YEARLY: the decree for the next year appears in the autumn; add the year here. 2027 holds only
 * the statutory holidays and the automatic art. 112 transfers (a holiday on a weekend moves the day off to
 * the next working day, except in January) until that decree is published.
 */

export interface CalendarYear {
  /** Days that are not worked although they may fall Monday–Friday: holidays and transferred days off. */
  daysOff: readonly string[];
  /** Saturdays or Sundays that are worked by decree. */
  workingWeekends: readonly string[];
}

export const PRODUCTION_CALENDAR: Readonly<Record<number, CalendarYear>> = {
  2025: {
    daysOff: [
      ...['01', '02', '03', '04', '05', '06', '07', '08'].map((day) => `2025-01-${day}`),
      '2025-02-23',
      '2025-03-08',
      '2025-05-01',
      '2025-05-02', // from Saturday 4 January
      '2025-05-08', // from Sunday 23 February
      '2025-05-09',
      '2025-06-12',
      '2025-06-13', // from Saturday 8 March
      '2025-11-03', // from Saturday 1 November
      '2025-11-04',
      '2025-12-31', // from Sunday 5 January
    ],
    workingWeekends: ['2025-11-01'],
  },
  2026: {
    daysOff: [
      ...['01', '02', '03', '04', '05', '06', '07', '08'].map((day) => `2026-01-${day}`),
      '2026-01-09', // from Saturday 3 January
      '2026-02-23',
      '2026-03-09', // 8 March falls on a Sunday
      '2026-05-01',
      '2026-05-11', // 9 May falls on a Saturday
      '2026-06-12',
      '2026-11-04',
      '2026-12-31', // from Sunday 4 January
    ],
    workingWeekends: [],
  },
  // Provisional: the statutory days and art. 112 transfers only, until the decree for 2027 is published.
  2027: {
    daysOff: [
      ...['01', '02', '03', '04', '05', '06', '07', '08'].map((day) => `2027-01-${day}`),
      '2027-02-23',
      '2027-03-08',
      '2027-05-03', // 1 May falls on a Saturday
      '2027-05-10', // 9 May falls on a Sunday
      '2027-06-14', // 12 June falls on a Saturday
      '2027-11-04',
    ],
    workingWeekends: [],
  },
};

/** Statutory holidays (month-day) used for years the calendar does not cover yet. */
export const STATUTORY_HOLIDAYS: readonly string[] = [
  '01-01',
  '01-02',
  '01-03',
  '01-04',
  '01-05',
  '01-06',
  '01-07',
  '01-08',
  '02-23',
  '03-08',
  '05-01',
  '05-09',
  '06-12',
  '11-04',
];
