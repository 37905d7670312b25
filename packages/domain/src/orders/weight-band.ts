/**
 * The weighing check: a line's actual weight must lie in `rolls × roll band` (20–25 kg a roll unless the
 * product declares its own, spec §9). A weight outside it is far more often a typo (22,6 for 4 rolls
 * instead of 92,6) than a fact, and the invoice is issued on it, so it is refused unless the manager
 * overrides the check on purpose and says why.
 */
import { AppError } from '../errors.ts';
import { isWeightInBand, lineWeightBand, type RollBand } from '../rolls/roll-band.ts';

/** The longest override reason a manager may write. */
export const MAX_WEIGHT_OVERRIDE_REASON = 500;

/** Kilograms as people write them in both languages of the shop: `22600` → `22,6`, `80000` → `80`. */
export function kgText(grams: number): string {
  return String(grams / 1000).replace('.', ',');
}

/** «для 1 рулона», «для 4 рулонов», «для 21 рулона»: the Russian genitive after a number. */
export function rollsGenitiveRu(rolls: number): string {
  return rolls % 10 === 1 && rolls % 100 !== 11 ? 'рулона' : 'рулонов';
}

export interface WeighedLine {
  id: number;
  /** The line's product name in the caller's language (the message names it). */
  name: string;
  rolls: number;
  roll: RollBand;
  /** Actual weight to keep; null while not weighed. */
  grams: number | null;
  /** The manager accepted a weight outside the band on purpose (with a reason). */
  overridden: boolean;
}

/**
 * Throws ORDER_WEIGHT_OUT_OF_BAND (422) when a weighed line lies outside its band without an override.
 * The message names the first such line; `details.lines` lists every one, so a form can mark each field.
 */
export function requireWeightsInBand(lines: readonly WeighedLine[]): void {
  const outside = lines.flatMap((line) => {
    if (line.grams === null || line.overridden) return [];
    const band = lineWeightBand(line.rolls, line.roll);
    return isWeightInBand(line.grams, band) ? [] : [{ line, band, grams: line.grams }];
  });
  const first = outside[0];
  if (!first) return;
  throw new AppError('ORDER_WEIGHT_OUT_OF_BAND', {
    params: {
      name: first.line.name,
      weight: kgText(first.grams),
      min: kgText(first.band.minGrams),
      max: kgText(first.band.maxGrams),
      rolls: first.line.rolls,
      rollsRu: rollsGenitiveRu(first.line.rolls),
    },
    details: {
      lines: outside.map(({ line, band, grams }) => ({
        lineId: line.id,
        name: line.name,
        rolls: line.rolls,
        weightKg: grams / 1000,
        minKg: band.minGrams / 1000,
        maxKg: band.maxGrams / 1000,
      })),
    },
  });
}
