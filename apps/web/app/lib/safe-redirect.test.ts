import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const ORIGIN = 'https://shop.example';
const FALLBACK = '/user/cabinet';

/** Where a browser goes when it gets `location` on a page of the shop (WHATWG URL parsing, as in browsers). */
function browserTarget(location: string): URL {
  return new URL(location, `${ORIGIN}/auth`);
}

describe('safeRedirect', () => {
  it('keeps a path on the shop with its query and hash', () => {
    expect(safeRedirect('/cart', ORIGIN, FALLBACK)).toBe('/cart');
    expect(safeRedirect('/catalog?color=red&page=2#list', ORIGIN, FALLBACK)).toBe('/catalog?color=red&page=2#list');
    expect(safeRedirect('/uz/product/12', ORIGIN, FALLBACK)).toBe('/uz/product/12');
    expect(safeRedirect('/catalog?search=100%25', ORIGIN, FALLBACK)).toBe('/catalog?search=100%25');
    expect(safeRedirect('/.evil', ORIGIN, FALLBACK)).toBe('/.evil');
    expect(safeRedirect('/a/../cart', ORIGIN, FALLBACK)).toBe('/cart');
  });

  it('refuses every known way of naming another site (OWASP open-redirect list)', () => {
    const bypasses = [
      '//evil.example',
      '///evil.example',
      '////evil.example/phish',
      '/\\evil.example',
      '\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example/phish',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\u0000/evil.example',
      '/\u007f/evil.example',
      '/%09/evil.example',
      '/%0a/evil.example',
      '/%0D/evil.example',
      '/%00/evil.example',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '/%252F/evil.example',
      '/%25252F/evil.example',
      '/.//evil.example',
      '/./\\evil.example',
      '/..//evil.example',
      'https:evil.example',
      'https:/evil.example',
      'http://evil.example',
      'https://evil.example/phish',
      'https://shop.example@evil.example',
      '//shop.example@evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      ' /\t/evil.example',
      ' //evil.example',
      '\t//evil.example',
      '\u00a0//evil.example',
      'evil.example',
      '',
    ];
    for (const target of bypasses) {
      expect(safeRedirect(target, ORIGIN, FALLBACK), JSON.stringify(target)).toBe(FALLBACK);
    }
  });

  it('answers the fallback for anything that is not a string, and for overlong targets', () => {
    expect(safeRedirect(null, ORIGIN, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect(undefined, ORIGIN)).toBe('/');
    expect(safeRedirect(42, ORIGIN, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect(`/${'a'.repeat(5000)}`, ORIGIN, FALLBACK)).toBe(FALLBACK);
  });

  it('never sends a browser off the shop, whatever the target', () => {
    const characters = fc.constantFrom(
      '/',
      '\\',
      '.',
      ':',
      '@',
      '%',
      '2',
      'F',
      '5',
      'C',
      '0',
      '9',
      '\t',
      '\n',
      '\u0000',
      ' ',
      'e',
      'v',
      'i',
      'l',
      'https:',
      '?',
      '#',
    );
    const targets = fc.oneof(fc.string({ unit: characters, maxLength: 16 }), fc.string({ unit: 'grapheme-ascii' }));
    fc.assert(
      fc.property(targets, (target) => {
        const path = safeRedirect(target, ORIGIN, FALLBACK);
        const url = browserTarget(path);
        expect(url.origin).toBe(ORIGIN);
        expect(path).toMatch(/^\/(?![/\\])/);
        // eslint-disable-next-line no-control-regex -- asserting their absence
        expect(path).not.toMatch(/[\u0000-\u001f\u007f\\]/);
      }),
      { numRuns: 5000 },
    );
  });
});
