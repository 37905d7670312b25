/**
 * Weighing an order's lines: the weights an order change would keep, the band check they pass (each weight
 * in `rolls × roll band`, or overridden with a reason), and what is written for each line — an override is
 * kept only where the weight needs one, with who and when.
 */
import {
  AppError,
  isWeightInBand,
  lineWeightBand,
  requireWeightsInBand,
  type Lang,
  type OrderUpdate,
  type RollBand,
} from '@polotno/domain';
import { columnIn } from '../../lib/localized.ts';
import type { LineWeight, OrderLineRow } from './orders.repository.ts';

/** One line's weight as the manager sends it (grams). */
export type WeightInput = NonNullable<OrderUpdate['lines']>[number];

/** The roll band an order line was ordered with (grams per roll). */
export const lineRollBand = (line: OrderLineRow): RollBand => ({
  minGrams: line.rollMinGrams,
  maxGrams: line.rollMaxGrams,
});

/**
 * The weights and overrides the order would keep: its lines' recorded ones with `input` laid over them.
 * ORDER_LINE_NOT_FOUND for a weight of a line the order does not have.
 */
export function weightsAfter(
  lines: readonly OrderLineRow[],
  input: readonly WeightInput[],
): { weights: Map<number, number | null>; overridden: Map<number, boolean> } {
  const weights = new Map(lines.map((line) => [line.id, line.actualGrams]));
  const overridden = new Map(lines.map((line) => [line.id, line.weightOverrideReason !== null]));
  for (const weight of input) {
    if (!weights.has(weight.id)) throw new AppError('ORDER_LINE_NOT_FOUND', { details: { lineId: weight.id } });
    weights.set(weight.id, weight.actualWeightKg);
    overridden.set(weight.id, weight.override);
  }
  return { weights, overridden };
}

/** ORDER_WEIGHT_OUT_OF_BAND unless every weight about to be kept lies in its line's band or is overridden. */
export function requireLinesInBand(
  lines: readonly OrderLineRow[],
  { weights, overridden }: ReturnType<typeof weightsAfter>,
  lang: Lang,
): void {
  requireWeightsInBand(
    lines.map((line) => ({
      id: line.id,
      name: columnIn(line, 'name', lang),
      rolls: line.rolls,
      roll: lineRollBand(line),
      grams: weights.get(line.id) ?? null,
      overridden: overridden.get(line.id) ?? false,
    })),
  );
}

/** The weights to write for `input`, each with the override it keeps (if any), by `actor` at `now`. */
export function weightsToSave(
  lines: readonly OrderLineRow[],
  input: readonly WeightInput[],
  by: string | null,
  now: Date,
): LineWeight[] {
  return input.map((weight) => {
    const line = lines.find((candidate) => candidate.id === weight.id);
    const band = line ? lineWeightBand(line.rolls, lineRollBand(line)) : null;
    // An override is kept only where it is needed: a weight in its band needs no excuse.
    const needed = band !== null && !isWeightInBand(weight.actualWeightKg, band);
    const reason = weight.overrideReason ?? '';
    // The same weight saved again with the same reason (the desk sends every line) keeps who and when.
    const same =
      line?.actualGrams === weight.actualWeightKg &&
      line.weightOverrideReason === reason &&
      line.weightOverrideAt !== null;
    return {
      id: weight.id,
      grams: weight.actualWeightKg,
      override:
        !weight.override || !needed
          ? null
          : same
            ? { reason, by: line.weightOverrideBy, at: line.weightOverrideAt ?? now }
            : { reason, by, at: now },
    };
  });
}
