/**
 * The roll band: a roll weighs 20–25 kg (spec §9) unless its product declares its own band, so before the
 * manager weighs the rolls a line is an estimate band, rolls × the band, priced at the price per kg. Integers
 * only: grams and kopecks. No zod here: the browser estimates with the same functions as the API.
 */

export const ROLL_MIN_GRAMS = 20_000;
export const ROLL_MAX_GRAMS = 25_000;

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

/** Grams `rolls` rolls of a product with roll band `roll` may weigh together. */
export function lineWeightBand(rolls: number, roll: RollBand): RollBand {
  return { minGrams: rolls * roll.minGrams, maxGrams: rolls * roll.maxGrams };
}

/** Whether `grams` lies in `band`, both ends included. */
export function isWeightInBand(grams: number, band: RollBand): boolean {
  return grams >= band.minGrams && grams <= band.maxGrams;
}

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

/**
 * The estimate band of `rolls` rolls at a price per kg: rolls × 20 kg … rolls × 25 kg, or rolls × the
 * product's own roll band.
 */
export function estimateBand(
  rolls: number,
  pricePerKgKopecks: number,
  roll: RollBand = DEFAULT_ROLL_BAND,
): EstimateBand {
  const { minGrams, maxGrams } = lineWeightBand(rolls, roll);
  return {
    minGrams,
    maxGrams,
    minKopecks: amountForGrams(minGrams, pricePerKgKopecks),
    maxKopecks: amountForGrams(maxGrams, pricePerKgKopecks),
  };
}
