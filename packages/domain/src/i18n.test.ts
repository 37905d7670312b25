import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage, toLang } from './i18n.ts';

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
