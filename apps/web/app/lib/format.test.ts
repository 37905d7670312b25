import { describe, expect, it } from 'vitest';
import { formatAmount, formatNumber, formatRoubles, rollEstimate } from './format';

// Russian groups digits with a no-break space, so a price never wraps between its digits.
const NBSP = '\u00a0';

describe('numbers as the shop prints them', () => {
  it('groups thousands and writes at most two decimals after a comma', () => {
    expect(formatNumber(1250.5)).toBe(`1${NBSP}250,5`);
    expect(formatNumber(21.456)).toBe('21,46');
    expect(formatNumber(25)).toBe('25');
    expect(formatNumber(1_000_000)).toBe(`1${NBSP}000${NBSP}000`);
  });

  it('rounds an estimate to the rouble, and an invoice sum keeps its kopecks', () => {
    expect(formatRoubles(15_199.6)).toBe(`15${NBSP}200 ₽`);
    expect(formatRoubles(0)).toBe('0 ₽');
    expect(formatAmount(17_940.5)).toBe(`17${NBSP}940,50 ₽`);
    expect(formatAmount(3)).toBe('3,00 ₽');
  });
});

describe('the estimate of some rolls', () => {
  it('weighs 20 to 25 kg a roll and prices each end of the band by the kilogram', () => {
    expect(rollEstimate({ price: 900 }, 3)).toEqual({ minKg: 60, maxKg: 75, minCost: 54_000, maxCost: 67_500 });
    expect(rollEstimate({ price: 900 }, 0)).toEqual({ minKg: 0, maxKg: 0, minCost: 0, maxCost: 0 });
  });
});
