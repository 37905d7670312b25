import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage, plural, toLang } from './i18n.ts';

describe('language choice', () => {
  it('keeps supported languages and falls back to Russian', () => {
    expect(toLang('uz')).toBe('uz');
    expect(toLang('en')).toBe('ru');
    expect(toLang(undefined)).toBe('ru');
    expect(toLang(['uz'])).toBe('ru');
  });

  it('picks the highest-ranked supported language from Accept-Language', () => {
    expect(langFromAcceptLanguage('en-US,en;q=0.9,uz;q=0.8,ru;q=0.7')).toBe('uz');
    expect(langFromAcceptLanguage('uz;q=0.2, ru;q=0.9')).toBe('ru');
    expect(langFromAcceptLanguage('uz-Latn-UZ')).toBe('uz');
    expect(langFromAcceptLanguage('de, fr;q=0.5')).toBe('ru');
    expect(langFromAcceptLanguage('uz;q=0')).toBe('ru');
    expect(langFromAcceptLanguage(undefined)).toBe('ru');
  });
});

describe('Russian plural', () => {
  const rolls = (count: number) => plural(count, 'рулон', 'рулона', 'рулонов');

  it('agrees with the last digit, except for the teens', () => {
    expect([1, 21, 101, 1001].map(rolls)).toEqual(['рулон', 'рулон', 'рулон', 'рулон']);
    expect([2, 3, 4, 22, 34, 102].map(rolls)).toEqual(['рулона', 'рулона', 'рулона', 'рулона', 'рулона', 'рулона']);
    expect([0, 5, 9, 20, 25, 100].map(rolls)).toEqual([
      'рулонов',
      'рулонов',
      'рулонов',
      'рулонов',
      'рулонов',
      'рулонов',
    ]);
  });

  it('takes the many form from 11 to 19 in every hundred', () => {
    expect([11, 12, 13, 14, 15, 19, 111, 112, 214].map(rolls)).toEqual(Array(9).fill('рулонов'));
  });
});
