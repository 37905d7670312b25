import { describe, expect, it } from 'vitest';
import { formatNumber, formatRoubles } from './format';

// Russian groups digits with a no-break space, so a price never wraps between its digits.
const NBSP = '\u00a0';

describe('numbers as the shop prints them', () => {
  it('groups thousands and writes at most two decimals after a comma', () => {
    expect(formatNumber(1250.5)).toBe(`1${NBSP}250,5`);
    expect(formatNumber(21.456)).toBe('21,46');
    expect(formatNumber(25)).toBe('25');
    expect(formatNumber(1_000_000)).toBe(`1${NBSP}000${NBSP}000`);
  });

  it('rounds an estimate to the rouble', () => {
    expect(formatRoubles(15_199.6)).toBe(`15${NBSP}200 ₽`);
    expect(formatRoubles(0)).toBe('0 ₽');
  });
});
