import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { DEFAULT_ROLL_BAND } from '../rolls/roll-band.ts';
import { kgText, requireWeightsInBand, rollsGenitiveRu } from './weight-band.ts';

const line = { id: 7, name: 'Кулирная гладь', rolls: 4, roll: DEFAULT_ROLL_BAND, overridden: false };

describe('the weighing check', () => {
  it('passes weights inside rolls × roll band, both ends included, and lines not weighed yet', () => {
    for (const grams of [80_000, 92_600, 100_000, null]) {
      expect(() => requireWeightsInBand([{ ...line, grams }])).not.toThrow();
    }
  });

  it('refuses the first weight outside its band by name and lists every such line', () => {
    let caught: unknown;
    try {
      requireWeightsInBand([
        { ...line, grams: 22_600 },
        { ...line, id: 8, name: 'Рибана', rolls: 1, grams: 25_001 },
        { ...line, id: 9, grams: 22_600, overridden: true },
      ]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    const error = caught as AppError;
    expect(error.code).toBe('ORDER_WEIGHT_OUT_OF_BAND');
    expect(error.params).toEqual({
      name: 'Кулирная гладь',
      weight: '22,6',
      min: '80',
      max: '100',
      rolls: 4,
      rollsRu: 'рулонов',
    });
    expect(error.details).toEqual({
      lines: [
        { lineId: 7, name: 'Кулирная гладь', rolls: 4, weightKg: 22.6, minKg: 80, maxKg: 100 },
        { lineId: 8, name: 'Рибана', rolls: 1, weightKg: 25.001, minKg: 20, maxKg: 25 },
      ],
    });
  });

  it('writes kilograms with a decimal comma and rolls in the Russian genitive', () => {
    expect([22_600, 80_000, 100_001, 1].map(kgText)).toEqual(['22,6', '80', '100,001', '0,001']);
    expect([1, 2, 4, 5, 11, 12, 21, 101, 111].map(rollsGenitiveRu)).toEqual([
      'рулона',
      'рулонов',
      'рулонов',
      'рулонов',
      'рулонов',
      'рулонов',
      'рулона',
      'рулона',
      'рулонов',
    ]);
  });
});
