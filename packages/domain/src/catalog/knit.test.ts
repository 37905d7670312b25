import { describe, expect, it } from 'vitest';
import { knitOf } from './knit.ts';

describe('knit of a fabric', () => {
  it('reads the structure from a canvas in Russian or Uzbek', () => {
    expect(knitOf('Кулирная гладь')).toBe('jersey');
    expect(knitOf('Футер 3-нитка с начёсом')).toBe('footer');
    expect(knitOf('Futer 2 ipli')).toBe('footer');
    expect(knitOf('Рибана 2x2')).toBe('rib');
    expect(knitOf('Ластик')).toBe('rib');
    expect(knitOf('Кашкорсе')).toBe('rib');
    expect(knitOf('Интерлок')).toBe('interlock');
    expect(knitOf('Пике')).toBe('pique');
    expect(knitOf('Велсофт')).toBe('velour');
    expect(knitOf('Velyur')).toBe('velour');
    expect(knitOf('Джерси')).toBe('jersey');
  });

  it('falls back to the name, then the category slug, then plain jersey', () => {
    expect(knitOf('', 'Пике лакоста', 'pike')).toBe('pique');
    expect(knitOf(null, 'Новинка сезона', 'ribana')).toBe('rib');
    expect(knitOf(undefined, 'Полотно', 'unknown')).toBe('jersey');
  });
});
