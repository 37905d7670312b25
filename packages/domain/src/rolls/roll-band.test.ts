import { describe, expect, it } from 'vitest';
import { amountForGrams, DEFAULT_ROLL_BAND, estimateBand, isWeightInBand, rollBandOf } from './roll-band.ts';

describe('the roll band', () => {
  it('prices rolls × 20 kg … rolls × 25 kg at the price per kg', () => {
    // 3 rolls at 750.50 ₽/kg: 60 kg = 45 030 ₽, 75 kg = 56 287.50 ₽.
    expect(estimateBand(3, 75_050)).toEqual({
      minGrams: 60_000,
      maxGrams: 75_000,
      minKopecks: 4_503_000,
      maxKopecks: 5_628_750,
    });
  });

  it("estimates on the product's own roll band when it declares one", () => {
    const own = rollBandOf({ rollMinGrams: 30_000, rollMaxGrams: 35_000 });
    expect(estimateBand(2, 10_000, own)).toMatchObject({ minGrams: 60_000, maxGrams: 70_000 });
    expect(rollBandOf({ rollMinGrams: null, rollMaxGrams: null })).toBe(DEFAULT_ROLL_BAND);
  });

  it('holds a weight on either end of the band and nothing past them', () => {
    expect([19_999, 20_000, 25_000, 25_001].map((grams) => isWeightInBand(grams, DEFAULT_ROLL_BAND))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('rounds an amount to the kopeck', () => {
    // 20.555 kg × 333.33 ₽/kg = 6 851.60 ₽ (6 851 598.15 kopecks / 1000 → 685 159.8 → 685 160).
    expect(amountForGrams(20_555, 33_333)).toBe(685_160);
  });
});
