import { describe, expect, it } from 'vitest';
import { kgToGrams, parseWeights, splitWeights } from './parse-weights.ts';

const band = { minGrams: 20_000, maxGrams: 25_000 };

describe('reading pasted roll weights', () => {
  it('reads a decimal comma or dot to whole grams', () => {
    expect(kgToGrams('21,4')).toBe(21_400);
    expect(kgToGrams('21.4')).toBe(21_400);
    expect(kgToGrams('21')).toBe(21_000);
    expect(kgToGrams('20,005')).toBe(20_005);
    expect(kgToGrams('21,4 кг')).toBe(21_400);
    expect(kgToGrams('21.4kg')).toBe(21_400);
  });

  it('refuses what is not kilograms with at most three decimals', () => {
    for (const input of ['', 'abc', '21,4567', '-21', '1e3', '21,4,5', '0', '12345'])
      expect(kgToGrams(input), input).toBeNull();
  });

  it('splits a column, a spreadsheet row, and typed lists', () => {
    expect(splitWeights('21,4\n22,6\r\n\n23')).toEqual(['21,4', '22,6', '23']);
    expect(splitWeights('21,4\t22,6\t23')).toEqual(['21,4', '22,6', '23']);
    expect(splitWeights('21,4; 22,6;23')).toEqual(['21,4', '22,6', '23']);
    expect(splitWeights('21,4, 22,6, 23')).toEqual(['21,4', '22,6', '23']);
    expect(splitWeights('21.4, 22.6 23')).toEqual(['21.4', '22.6', '23']);
    expect(splitWeights('21.4,22.6,23')).toEqual(['21.4', '22.6', '23']);
    expect(splitWeights('21,22,23')).toEqual(['21', '22', '23']);
    expect(splitWeights('21,4 кг\n22,6 кг')).toEqual(['21,4', '22,6']);
  });

  it('checks each value against the band, both ends included', () => {
    expect(parseWeights('20\n25\n19,999\n25,001\nx', band).map((row) => row.problem)).toEqual([
      null,
      null,
      'out_of_band',
      'out_of_band',
      'unreadable',
    ]);
    expect(parseWeights('2,26', band)[0]).toEqual({ index: 1, input: '2,26', grams: 2_260, problem: 'out_of_band' });
  });
});
