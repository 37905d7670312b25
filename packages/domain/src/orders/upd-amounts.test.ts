import { describe, expect, it } from 'vitest';
import { invoiceTotals } from './money.ts';
import { updAmounts } from './upd-amounts.ts';

/** Seven rolls of fractional weight over three lines, at prices that do not divide evenly. */
const lines = [
  { grams: 21_437 + 22_018 + 20_955, pricePerKgKopecks: 75_050 },
  { grams: 24_311 + 23_789, pricePerKgKopecks: 61_999 },
  { grams: 20_001 + 24_999, pricePerKgKopecks: 48_733 },
];

describe('УПД amounts', () => {
  it('keeps value = value without VAT + VAT on every line, and totals as the sums of the lines', () => {
    const upd = updAmounts(lines, 22);
    for (const line of upd.lines) expect(line.withoutVatKopecks + line.vatKopecks).toBe(line.withVatKopecks);
    expect(upd.withVatKopecks).toBe(upd.lines.reduce((sum, line) => sum + line.withVatKopecks, 0));
    expect(upd.vatKopecks).toBe(upd.lines.reduce((sum, line) => sum + line.vatKopecks, 0));
    expect(upd.withoutVatKopecks).toBe(upd.lines.reduce((sum, line) => sum + line.withoutVatKopecks, 0));
    expect(upd.totalGrams).toBe(157_510);
  });

  it('rounds each line to the kopeck by the documented rule', () => {
    const [first] = updAmounts(lines, 22).lines;
    // 64.410 kg × 750.50 = 48 339.705 → 48 339.71; VAT 48 339.71 × 22 / 122 = 8 716.99…
    expect(first).toEqual({
      grams: 64_410,
      priceWithoutVatKopecks: 61_516,
      withVatKopecks: 4_833_971,
      vatKopecks: 871_700,
      withoutVatKopecks: 3_962_271,
    });
  });

  it('comes to the invoice total on the same weights', () => {
    expect(updAmounts(lines, 22).withVatKopecks).toBe(invoiceTotals(lines, 22).totalKopecks);
  });
});
