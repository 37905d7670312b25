/**
 * The money of a УПД (счёт-фактура columns 4, 5, 8 and 9) from the shipped weights. The shop's prices include
 * VAT, so one rule, applied line by line, keeps the УПД equal to the invoice: a line's value with VAT is its
 * weight × price rounded half up to the kopeck (the invoice line); its VAT is that value × rate / (100 + rate)
 * rounded half up; its value without VAT is the difference. Totals are the sums of the lines. The price
 * without VAT (column 4) is the price × 100 / (100 + rate), rounded to the kopeck, and is informative: the
 * values are not recomputed from it. Decision record 015.
 */
import { amountForGrams } from '../rolls/roll-band.ts';
import { vatIncluded } from './money.ts';

export interface UpdLineInput {
  grams: number;
  /** Price per kg with VAT, as the line was sold. */
  pricePerKgKopecks: number;
}

export interface UpdLineAmounts {
  grams: number;
  /** Column 4: price per kg without VAT. */
  priceWithoutVatKopecks: number;
  /** Column 5: value without VAT. */
  withoutVatKopecks: number;
  /** Column 8: VAT. */
  vatKopecks: number;
  /** Column 9: value with VAT (the invoice line's amount). */
  withVatKopecks: number;
}

export interface UpdAmounts {
  lines: UpdLineAmounts[];
  totalGrams: number;
  withoutVatKopecks: number;
  vatKopecks: number;
  withVatKopecks: number;
}

/** Columns 4, 5, 8, 9 of each line and the «Всего к оплате» row. */
export function updAmounts(lines: readonly UpdLineInput[], vatPercent: number): UpdAmounts {
  const amounts = lines.map((line): UpdLineAmounts => {
    const withVatKopecks = amountForGrams(line.grams, line.pricePerKgKopecks);
    const vatKopecks = vatIncluded(withVatKopecks, vatPercent);
    return {
      grams: line.grams,
      priceWithoutVatKopecks: Math.round((line.pricePerKgKopecks * 100) / (100 + vatPercent)),
      withoutVatKopecks: withVatKopecks - vatKopecks,
      vatKopecks,
      withVatKopecks,
    };
  });
  const sum = (pick: (line: UpdLineAmounts) => number) => amounts.reduce((total, line) => total + pick(line), 0);
  return {
    lines: amounts,
    totalGrams: sum((line) => line.grams),
    withoutVatKopecks: sum((line) => line.withoutVatKopecks),
    vatKopecks: sum((line) => line.vatKopecks),
    withVatKopecks: sum((line) => line.withVatKopecks),
  };
}
