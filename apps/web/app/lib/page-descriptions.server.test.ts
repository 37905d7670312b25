import { describe, expect, it } from 'vitest';
import { pageAt, pageDescription } from './page-descriptions.server';
import { PAGES, type PageKey } from './pages';

describe('the page at an address', () => {
  it('finds each page of the route table in both languages', () => {
    for (const key of Object.keys(PAGES) as PageKey[]) {
      const path = PAGES[key].path.replace(':id', '42');
      expect(pageAt(path)).toBe(key);
      expect(pageAt(path === '/' ? '/uz' : `/uz${path}`)).toBe(key);
    }
  });

  it('tells pages apart by their parameters and trailing slashes', () => {
    expect(pageAt('/product/7')).toBe('product');
    expect(pageAt('/news/')).toBe('news');
    expect(pageAt('/news/12')).toBe('newsItem');
    expect(pageAt('/uz/user/history')).toBe('userHistory');
  });

  it('answers "not found" for an address of no page', () => {
    expect(pageAt('/no-such-page')).toBe('notFound');
    expect(pageAt('/product/7/extra')).toBe('notFound');
    expect(pageAt('/uzbek')).toBe('notFound');
  });
});

describe('page descriptions', () => {
  it('describe every page in Russian and in Uzbek (Latin script)', () => {
    for (const key of Object.keys(PAGES) as PageKey[]) {
      expect(pageDescription(key, 'ru').length).toBeGreaterThan(20);
      expect(pageDescription(key, 'uz')).not.toMatch(/[\u0400-\u04FF]/);
      expect(pageDescription(key, 'uz')).not.toBe(pageDescription(key, 'ru'));
    }
  });
});
