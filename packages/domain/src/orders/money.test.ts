import { describe, expect, it } from 'vitest';
import { amountForGrams, estimateBand, invoiceTotals, sumBands, toEstimate, vatIncluded } from './money.ts';
import { canTransition, ORDER_STATUSES, ORDER_TRANSITIONS } from './order-status.ts';

describe('estimate band', () => {
  it('prices rolls × 20 kg … rolls × 25 kg at the price per kg', () => {
    // 3 rolls at 750.50 ₽/kg: 60 kg = 45 030 ₽, 75 kg = 56 287.50 ₽.
    expect(estimateBand(3, 75_050)).toEqual({
      minGrams: 60_000,
      maxGrams: 75_000,
      minKopecks: 4_503_000,
      maxKopecks: 5_628_750,
    });
  });
  it('adds the bands of several lines', () => {
    expect(sumBands([estimateBand(1, 10_000), estimateBand(2, 20_000)])).toEqual({
      minGrams: 60_000,
      maxGrams: 75_000,
      minKopecks: 1_000_000,
      maxKopecks: 1_250_000,
    });
  });
  it('answers a band in kilograms and roubles', () => {
    expect(toEstimate(estimateBand(3, 75_050))).toEqual({ minKg: 60, maxKg: 75, min: 45_030, max: 56_287.5 });
  });
});

describe('amounts on actual weight', () => {
  it('rounds each line to the kopeck', () => {
    // 20.555 kg × 333.33 ₽/kg = 6 851.60 ₽ (6 851 598.15 kopecks / 1000 → 685 159.8 → 685 160).
    expect(amountForGrams(20_555, 33_333)).toBe(685_160);
  });
  it('takes the VAT included in the total at the configured rate', () => {
    expect(vatIncluded(12_200, 22)).toBe(2_200);
    expect(vatIncluded(12_000, 20)).toBe(2_000);
    const totals = invoiceTotals(
      [
        { grams: 21_300, pricePerKgKopecks: 75_000 },
        { grams: 44_850, pricePerKgKopecks: 80_000 },
      ],
      22,
    );
    expect(totals).toEqual({ lines: [1_597_500, 3_588_000], totalKopecks: 5_185_500, vatKopecks: 935_090 });
  });
});

describe('order status machine', () => {
  it('walks the happy path new → confirmed → invoiced → paid → shipped → completed', () => {
    const path = ['new', 'confirmed', 'invoiced', 'paid', 'shipped', 'completed'] as const;
    for (let index = 1; index < path.length; index += 1) {
      expect(canTransition(path[index - 1] as (typeof path)[number], path[index] as (typeof path)[number])).toBe(true);
    }
  });
  it('cancels only before payment and expires only an invoice', () => {
    expect(ORDER_STATUSES.filter((status) => canTransition(status, 'cancelled'))).toEqual([
      'new',
      'confirmed',
      'invoiced',
    ]);
    expect(ORDER_STATUSES.filter((status) => canTransition(status, 'expired'))).toEqual(['invoiced']);
  });
  it('never skips a step nor leaves a final status', () => {
    expect(canTransition('new', 'invoiced')).toBe(false);
    expect(canTransition('paid', 'cancelled')).toBe(false);
    expect(canTransition('invoiced', 'new')).toBe(false);
    for (const status of ['completed', 'cancelled', 'expired'] as const) expect(ORDER_TRANSITIONS[status]).toEqual([]);
  });
});
