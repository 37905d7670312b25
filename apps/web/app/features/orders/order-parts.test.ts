import { describe, expect, it } from 'vitest';
import { formatAmount } from './order-parts';

// Russian groups digits with a no-break space, so a sum never wraps between its digits.
const NBSP = '\u00a0';

describe('an invoice sum', () => {
  it('keeps its kopecks, unlike an estimate', () => {
    expect(formatAmount(17_940.5)).toBe(`17${NBSP}940,50 ₽`);
    expect(formatAmount(3)).toBe('3,00 ₽');
  });
});
