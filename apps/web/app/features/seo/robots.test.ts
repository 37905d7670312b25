import { describe, expect, it } from 'vitest';
import { robotsText } from './robots';

/** robots.txt as a crawler reads it: `field: value` lines, comments and blank lines skipped. */
function parseRobots(text: string): { field: string; value: string }[] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return { field: line.slice(0, colon).trim().toLowerCase(), value: line.slice(colon + 1).trim() };
    });
}

describe('robots.txt', () => {
  const lines = parseRobots(robotsText('https://polotno.example'));
  const values = (field: string) => lines.filter((line) => line.field === field).map((line) => line.value);

  it('addresses every crawler and names the absolute sitemap', () => {
    expect(lines[0]).toEqual({ field: 'user-agent', value: '*' });
    expect(values('sitemap')).toEqual(['https://polotno.example/sitemap.xml']);
  });

  it('closes filters, popups, the cabinet, the back office and the API in both languages', () => {
    const closed = values('disallow');
    for (const path of ['/filter', '/cart', '/saved', '/user', '/admin', '/login']) {
      expect(closed).toContain(path);
      expect(closed).toContain(`/uz${path}`);
    }
    expect(closed).toContain('/api/');
    expect(closed).toContain('/*?*popup=');
    // Product pictures stay crawlable: the longer Allow rule wins over `Disallow: /api/`.
    expect(values('allow')).toContain('/api/images/');
  });

  /** Whether a crawler may fetch `path`: the longest matching rule wins, Allow on a tie (RFC 9309). */
  function allowed(path: string): boolean {
    const longest = (rules: string[]) =>
      Math.max(
        -1,
        ...rules
          .filter((rule) => {
            const pattern = rule
              .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
              .replaceAll('*', '.*')
              .replace(/\\\$$/, '$');
            return new RegExp(`^${pattern}`).test(path);
          })
          .map((rule) => rule.length),
      );
    return longest(values('allow')) >= longest(values('disallow'));
  }

  it('leaves the public pages, search results and product pictures open', () => {
    for (const path of [
      '/catalog',
      '/product/1',
      '/news',
      '/uz/catalog',
      '/uz/blog/3',
      '/catalog?search=kulirka',
      '/uz/catalog?category=futer&search=kulirka',
      '/api/images/5/640.webp',
    ]) {
      expect(allowed(path), path).toBe(true);
    }
  });

  it('closes popups and filter results wherever their parameters stand', () => {
    for (const path of ['/catalog?popup=login', '/product/1?color=2&popup=register', '/filter?search=kulirka']) {
      expect(allowed(path), path).toBe(false);
    }
  });
});
