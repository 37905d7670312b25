/**
 * Order arithmetic in integers: money in kopecks, weight in grams. A roll weighs 20–25 kg, so before the
 * manager weighs the rolls a line is an estimate band; after, it is actual grams × price per kg.
 */
import type { Estimate } from './orders.schema.ts';

export const ROLL_MIN_GRAMS = 20_000;
export const ROLL_MAX_GRAMS = 25_000;
export const DEFAULT_VAT_PERCENT = 22;

/** The most rolls one line may ask for; far above any real order, it keeps products of integers exact. */
export const MAX_ROLLS_PER_LINE = 10_000;

export interface EstimateBand {
  minGrams: number;
  maxGrams: number;
  minKopecks: number;
  maxKopecks: number;
}

/** Kopecks for `grams` at `pricePerKgKopecks`, rounded half up to the kopeck. */
export function amountForGrams(grams: number, pricePerKgKopecks: number): number {
  return Math.round((grams * pricePerKgKopecks) / 1000);
}

/** What one roll weighs, at least and at most, in grams. */
export interface RollBand {
  minGrams: number;
  maxGrams: number;
}

/** The shop's roll weight (spec §9), for products that declare none of their own. */
export const DEFAULT_ROLL_BAND: RollBand = { minGrams: ROLL_MIN_GRAMS, maxGrams: ROLL_MAX_GRAMS };

/** The product's own roll band, or the shop's when it declares none. */
export function rollBandOf(product: { rollMinGrams: number | null; rollMaxGrams: number | null }): RollBand {
  return product.rollMinGrams !== null && product.rollMaxGrams !== null
    ? { minGrams: product.rollMinGrams, maxGrams: product.rollMaxGrams }
    : DEFAULT_ROLL_BAND;
}

/**
 * The estimate band of `rolls` rolls at a price per kg: rolls × 20 kg … rolls × 25 kg, or rolls × the
 * product's own roll band.
 */
export function estimateBand(
  rolls: number,
  pricePerKgKopecks: number,
  roll: RollBand = DEFAULT_ROLL_BAND,
): EstimateBand {
  const minGrams = rolls * roll.minGrams;
  const maxGrams = rolls * roll.maxGrams;
  return {
    minGrams,
    maxGrams,
    minKopecks: amountForGrams(minGrams, pricePerKgKopecks),
    maxKopecks: amountForGrams(maxGrams, pricePerKgKopecks),
  };
}

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
