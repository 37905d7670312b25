import { describe, expect, it } from 'vitest';
import {
  chunkVariants,
  cyrillicToLatin,
  latinToCyrillic,
  normalizeSearch,
  searchPlan,
  searchWords,
  switchKeyboardLayout,
} from './search-text.ts';

describe('search text helpers', () => {
  it('transliterates Latin fabric names to Cyrillic', () => {
    expect(latinToCyrillic('futer')).toBe('футер');
    expect(latinToCyrillic('kulirka')).toBe('кулирка');
    expect(latinToCyrillic('interlok')).toBe('интерлок');
    expect(latinToCyrillic('kashkorse')).toBe('кашкорсе');
    expect(latinToCyrillic('shchit')).toBe('щит');
  });

  it('transliterates Cyrillic to Uzbek-style Latin', () => {
    expect(cyrillicToLatin('футер')).toBe('futer');
    expect(cyrillicToLatin('Пахта')).toBe('paxta');
    expect(cyrillicToLatin('начёс')).toBe('nachyos');
  });

  it('reads keystrokes typed in the wrong keyboard layout', () => {
    expect(switchKeyboardLayout('aenth')).toBe('футер');
    expect(switchKeyboardLayout('rekbhrf')).toBe('кулирка');
    expect(switchKeyboardLayout('лгдшклф')).toBe('kulirka');
    expect(switchKeyboardLayout('yfx`c')).toBe('начёс');
  });

  it('normalises case, ё and whitespace', () => {
    expect(normalizeSearch('  Начёс   ФУТЕР ')).toBe('начес футер');
    expect(searchWords('Футер 3-нитка, 95% хлопок')).toEqual(['футер', '3', 'нитка', '95', 'хлопок']);
  });

  it('offers the typed text, the other layout and the other script as variants', () => {
    expect(chunkVariants('futer')).toEqual([['futer'], ['агеук'], ['футер']]);
    expect(chunkVariants('aenth')).toContainEqual(['футер']);
    expect(chunkVariants('футер')).toContainEqual(['futer']);
  });

  it('refuses queries shorter than three characters', () => {
    expect(searchPlan('фу')).toBeNull();
    expect(searchPlan('  a b ')).toBeNull();
    expect(searchPlan('!!!???')).toBeNull();
    expect(searchPlan('фут')).not.toBeNull();
  });

  it('keeps only letters and digits, so no query syntax reaches the database', () => {
    const plan = searchPlan("foo:* & !bar | 'baz' <-> (x)") ?? [];
    for (const words of plan.flat()) for (const word of words) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
  });
});

describe('search plan', () => {
  it('drops single letters, which would match almost anything as prefixes', () => {
    expect(searchPlan('футер с начёсом')).toEqual([
      [['футер'], ['aenth'], ['futer']],
      [['начесом'], ['yfxtcjv'], ['nachesom']],
    ]);
  });
});
