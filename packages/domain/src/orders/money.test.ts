import { describe, expect, it } from 'vitest';
import { estimateBand } from '../rolls/roll-band.ts';
import { invoiceTotals, sumBands, toEstimate, vatIncluded } from './money.ts';
import { canTransition, ORDER_STATUSES, ORDER_TRANSITIONS } from './order-status.ts';

describe('estimate band', () => {
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
