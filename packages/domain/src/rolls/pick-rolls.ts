/**
 * Which rolls an order line gets. Shading differs from one dye lot to the next, so a line is kept in one
 * lot whenever a lot can supply it: the oldest such lot (old stock goes first). When none can, the line
 * takes the fewest lots possible, preferring older ones. `sameLot: false` (the customer does not mind)
 * takes the oldest rolls first, lot after lot; `lot` asks for one named lot only.
 */

export interface PickableLot {
  /** The dye lot's number as printed (`2611`). */
  lot: string;
  /** Its rolls in the order they should leave (by roll number); ids only matter here. */
  rollIds: readonly number[];
}

export interface PickOptions {
  /** Keep the line in one lot when one can supply it (the default). */
  sameLot: boolean;
  /** Only this lot. */
  lot?: string | null | undefined;
}

/**
 * Roll ids for a line of `wanted` rolls from `lots` (oldest first), or null when they cannot supply it.
 * Pure: the caller holds the lock that keeps these rolls available while it reserves them.
 */
export function pickRolls(lots: readonly PickableLot[], wanted: number, options: PickOptions): number[] | null {
  if (wanted <= 0) return [];
  if (options.lot !== undefined && options.lot !== null) {
    const only = lots.find((candidate) => candidate.lot === options.lot);
    return only && only.rollIds.length >= wanted ? only.rollIds.slice(0, wanted) : null;
  }
  const total = lots.reduce((sum, lot) => sum + lot.rollIds.length, 0);
  if (total < wanted) return null;
  if (options.sameLot) {
    const whole = lots.find((candidate) => candidate.rollIds.length >= wanted);
    if (whole) return whole.rollIds.slice(0, wanted);
    return takeFrom(fewestLots(lots, wanted), wanted);
  }
  return takeFrom(lots, wanted);
}

/** Rolls from `lots` in order until `wanted` are taken. */
function takeFrom(lots: readonly PickableLot[], wanted: number): number[] {
  const taken: number[] = [];
  for (const lot of lots) {
    for (const id of lot.rollIds) {
      if (taken.length === wanted) return taken;
      taken.push(id);
    }
  }
  return taken;
}

/**
 * The smallest number of lots that hold `wanted` rolls, choosing the oldest lots that still allow it
 * (in age order). Greedy by age: a lot is taken when the lots left can still complete the line within
 * the remaining count of lots.
 */
export function fewestLots(lots: readonly PickableLot[], wanted: number): PickableLot[] {
  const sizes = lots.map((lot) => lot.rollIds.length);
  const sorted = [...sizes].sort((a, b) => b - a);
  let count = 0;
  for (let sum = 0; sum < wanted && count < sorted.length; count += 1) sum += sorted[count] ?? 0;
  const chosen: PickableLot[] = [];
  let needed = wanted;
  let slots = count;
  for (let index = 0; index < lots.length && needed > 0; index += 1) {
    const lot = lots[index] as PickableLot;
    const size = lot.rollIds.length;
    if (size === 0) continue;
    const rest = sizes
      .slice(index + 1)
      .sort((a, b) => b - a)
      .slice(0, slots - 1)
      .reduce((sum, value) => sum + value, 0);
    if (size + rest >= needed) {
      chosen.push(lot);
      needed -= size;
      slots -= 1;
    }
  }
  return chosen;
}
