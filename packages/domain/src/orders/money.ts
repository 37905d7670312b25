/**
 * Order arithmetic in integers: money in kopecks, weight in grams. Before the manager weighs the rolls a line
 * is an estimate band (`rolls/roll-band.ts`); after, it is actual grams × price per kg.
 */
import { amountForGrams, type EstimateBand } from '../rolls/roll-band.ts';
import type { Estimate } from './orders.schema.ts';

export const DEFAULT_VAT_PERCENT = 22;

/** The sum of several bands (a cart or an order). */
export function sumBands(bands: readonly EstimateBand[]): EstimateBand {
  return bands.reduce(
    (total, band) => ({
      minGrams: total.minGrams + band.minGrams,
      maxGrams: total.maxGrams + band.maxGrams,
      minKopecks: total.minKopecks + band.minKopecks,
      maxKopecks: total.maxKopecks + band.maxKopecks,
    }),
    { minGrams: 0, maxGrams: 0, minKopecks: 0, maxKopecks: 0 },
  );
}

/** The VAT contained in a price that includes it: total × rate / (100 + rate), rounded to the kopeck. */
export function vatIncluded(totalKopecks: number, ratePercent: number): number {
  return Math.round((totalKopecks * ratePercent) / (100 + ratePercent));
}

export interface InvoiceLineAmount {
  grams: number;
  pricePerKgKopecks: number;
}

/** Totals of weighed lines: each line rounded to the kopeck, then summed; VAT is included in the total. */
export function invoiceTotals(
  lines: readonly InvoiceLineAmount[],
  vatPercent: number,
): { lines: number[]; totalKopecks: number; vatKopecks: number } {
  const amounts = lines.map((line) => amountForGrams(line.grams, line.pricePerKgKopecks));
  const totalKopecks = amounts.reduce((sum, amount) => sum + amount, 0);
  return { lines: amounts, totalKopecks, vatKopecks: vatIncluded(totalKopecks, vatPercent) };
}

/** Kopecks to roubles for the API (`75050` → `750.5`). */
export const toRoubles = (kopecks: number): number => kopecks / 100;
/** Grams to kilograms for the API (`20500` → `20.5`). */
export const toKg = (grams: number): number => grams / 1000;

/** An estimate band as the API answers it (cart lines, order lines and their totals): kilograms and roubles. */
export function toEstimate(band: EstimateBand): Estimate {
  return {
    minKg: toKg(band.minGrams),
    maxKg: toKg(band.maxGrams),
    min: toRoubles(band.minKopecks),
    max: toRoubles(band.maxKopecks),
  };
}

/**
 * What is still due on an order: its invoice total less what was paid on it, never below zero; null before the
 * invoice. An order's payments answer and a company's balance in the back office both add up this.
 */
export function dueKopecks(totalKopecks: number | null, paidKopecks: number): number | null {
  return totalKopecks === null ? null : Math.max(0, totalKopecks - paidKopecks);
}
