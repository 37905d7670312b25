import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './page-cache.server';

const URL = 'https://polotno.example/catalog?section=latest';

describe('which pages may be answered from the page cache', () => {
  it('keys a visitor without cookies by the address alone', () => {
    expect(pageCacheKey(URL, undefined)).toBe(`- ${URL}`);
    expect(pageCacheKey(URL, '')).toBe(`- ${URL}`);
  });

  it('never keeps a page for a signed-in customer or a popup under way', () => {
    expect(pageCacheKey(URL, '__Host-polotno_session=abc')).toBeNull();
    expect(pageCacheKey(URL, 'locale=uz; polotno_session=abc')).toBeNull();
    expect(pageCacheKey(URL, 'polotno_auth_flow=eyJ9')).toBeNull();
    expect(pageCacheKey(URL, 'theme=dark;polotno_auth_flash=eyJ9')).toBeNull();
  });

  it('keys by the chosen language and ignores cookies no page reads', () => {
    expect(pageCacheKey(URL, 'locale=uz')).toBe(`uz ${URL}`);
    expect(pageCacheKey(URL, '_ga=GA1.1; locale=ru')).toBe(`ru ${URL}`);
    expect(pageCacheKey(URL, '_ga=GA1.1')).toBe(`- ${URL}`);
    expect(pageCacheKey(URL, 'locale=xx')).toBe(`- ${URL}`);
  });

  it('does not mistake a cookie that merely ends like a personal one', () => {
    expect(pageCacheKey(URL, 'notpolotno_session=1')).toBe(`- ${URL}`);
  });
});
