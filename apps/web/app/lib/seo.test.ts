import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalSearch, jsonLdText, pageAddresses } from './seo';

describe('canonical and alternate addresses', () => {
  it('keep only the parameters that choose content, in a fixed order, without page 1', () => {
    expect(canonicalSearch('?color=red&page=2&sort=price_asc&category=futer')).toBe('?category=futer&page=2');
    expect(canonicalSearch('?page=1&sort=new&popup=login')).toBe('');
    expect(canonicalSearch('')).toBe('');
  });

  it('keep a search in the form the API searches by, and drop one too short to search', () => {
    const query = (text: string) => `?${new URLSearchParams({ search: text })}`;
    expect(canonicalSearch(`${query('  Кулирка ')}&page=1&popup=login`)).toBe(query('кулирка'));
    expect(canonicalSearch(query('ФУТЕР   трёхнитка'))).toBe(query('футер трехнитка'));
    expect(canonicalSearch('?category=futer&page=2&search=kulirka')).toBe('?category=futer&search=kulirka&page=2');
    expect(canonicalSearch('?search=%20ab%20')).toBe('');
    expect(canonicalSearch('?search=')).toBe('');
  });

  it('are absolute and name the page and its twin in both directions', () => {
    const ru = pageAddresses('https://polotno.example', '/product/5', '?color=3');
    const uz = pageAddresses('https://polotno.example', '/uz/product/5', '');
    expect(ru.canonical).toBe('https://polotno.example/product/5');
    expect(uz.canonical).toBe('https://polotno.example/uz/product/5');
    expect(ru.alternates).toEqual(uz.alternates);
    expect(ru.alternates).toEqual({
      ru: 'https://polotno.example/product/5',
      uz: 'https://polotno.example/uz/product/5',
      'x-default': 'https://polotno.example/product/5',
    });
    expect(pageAddresses('https://polotno.example', '/uz', '').alternates.ru).toBe('https://polotno.example/');
  });
});

describe('JSON-LD text', () => {
  it('never contains markup that could end the script element, and parses back to the same data', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, description) => {
        const data = { '@type': 'Product', name: `${name}</script><script>alert(1)</script>`, description };
        const text = jsonLdText(data);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(data);
      }),
    );
  });
});
