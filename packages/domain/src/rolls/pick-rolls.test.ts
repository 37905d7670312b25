import { describe, expect, it } from 'vitest';
import { fewestLots, pickRolls } from './pick-rolls.ts';

const lots = (sizes: Record<string, number>) => {
  let id = 0;
  return Object.entries(sizes).map(([lot, size]) => ({ lot, rollIds: Array.from({ length: size }, () => (id += 1)) }));
};
const lotOf = (all: ReturnType<typeof lots>, ids: number[] | null) =>
  ids?.map((id) => all.find((lot) => lot.rollIds.includes(id))?.lot);

describe('picking rolls for an order line', () => {
  it('keeps the line in the oldest lot that can supply all of it', () => {
    const all = lots({ L1: 2, L2: 4, L3: 5 });
    expect(lotOf(all, pickRolls(all, 3, { sameLot: true }))).toEqual(['L2', 'L2', 'L2']);
    expect(lotOf(all, pickRolls(all, 2, { sameLot: true }))).toEqual(['L1', 'L1']);
  });

  it('else takes the fewest lots, preferring the oldest that still allow it', () => {
    const all = lots({ L1: 2, L2: 3, L3: 4 });
    expect(lotOf(all, pickRolls(all, 6, { sameLot: true }))).toEqual(['L1', 'L1', 'L3', 'L3', 'L3', 'L3']);
    expect(fewestLots(all, 9).map((lot) => lot.lot)).toEqual(['L1', 'L2', 'L3']);
    expect(fewestLots(lots({ A: 1, B: 1, C: 5, D: 5 }), 7).map((lot) => lot.lot)).toEqual(['C', 'D']);
  });

  it('takes the oldest rolls first when one lot is not asked for', () => {
    const all = lots({ L1: 2, L2: 4 });
    expect(lotOf(all, pickRolls(all, 3, { sameLot: false }))).toEqual(['L1', 'L1', 'L2']);
  });

  it('takes a named lot only, and says null when the rolls are not there', () => {
    const all = lots({ L1: 2, L2: 4 });
    expect(lotOf(all, pickRolls(all, 3, { sameLot: true, lot: 'L2' }))).toEqual(['L2', 'L2', 'L2']);
    expect(pickRolls(all, 3, { sameLot: true, lot: 'L1' })).toBeNull();
    expect(pickRolls(all, 3, { sameLot: true, lot: 'L9' })).toBeNull();
    expect(pickRolls(all, 7, { sameLot: true })).toBeNull();
    expect(pickRolls([], 1, { sameLot: false })).toBeNull();
  });
});
