import { describe, expect, it } from 'vitest';
import { typedList, typedValue } from './form-result';

describe('what a refused form shows again', () => {
  const refused = { values: { name: 'Анна', materials: ['price-list', 'colour-card'], empty: '' } };

  it('gives a text field its typed value, and nothing for a list or a field not sent', () => {
    expect(typedValue(refused, 'name')).toBe('Анна');
    expect(typedValue(refused, 'empty')).toBe('');
    expect(typedValue(refused, 'materials')).toBeUndefined();
    expect(typedValue(refused, 'phone')).toBeUndefined();
  });

  it('gives a checkbox group its checked boxes, and nothing for a text field', () => {
    expect(typedList(refused, 'materials')).toEqual(['price-list', 'colour-card']);
    expect(typedList(refused, 'name')).toBeUndefined();
  });

  it('gives nothing after a success or before the first answer, so a form starts from its defaults', () => {
    expect(typedValue({ values: null }, 'name')).toBeUndefined();
    expect(typedList({ values: null }, 'materials')).toBeUndefined();
    expect(typedValue(undefined, 'name')).toBeUndefined();
    expect(typedList(null, 'materials')).toBeUndefined();
  });
});
