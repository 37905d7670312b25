/**
 * The web's own Uzbek texts (the frame, every feature's texts, the admin's, the pages' meta descriptions) are in
 * Latin script, without a single Cyrillic letter. Every Uzbek texts module (`*.i18n.uz.ts`) is read, so a new
 * one is checked without being named here; texts made by a function are made with sample arguments, so their
 * fixed words are checked too.
 */
import { describe, expect, it } from 'vitest';
import { pageDescription } from './lib/page-descriptions.server';
import { PAGES, type PageKey } from './lib/pages';

const modules = import.meta.glob<{ uz: unknown }>(['./lib/i18n.uz.ts', './**/*.i18n.uz.ts'], { eager: true });

/** Every text reachable from `value`, with its path; functions are called with sample arguments. */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    for (const sample of [2, 'X']) {
      try {
        const made = (value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, () => sample));
        return texts(made, `${path}()`);
      } catch {
        // another kind of argument
      }
    }
    return [];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, `${path}.${key}`));
  }
  return [];
}

describe('the Uzbek texts of the web', () => {
  it('are written in Latin script', () => {
    // The frame's, the catalogue's, accounts, content and post lists, ordering, requests, requisites, rolls and
    // the back office's: every set of texts the registry holds (lib/texts.ts).
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(13);
    const dictionaries = {
      ...Object.fromEntries(Object.entries(modules).map(([file, module]) => [file, module.uz])),
      descriptions: Object.fromEntries(
        (Object.keys(PAGES) as PageKey[]).map((page) => [page, pageDescription(page, 'uz')]),
      ),
    };
    const all = texts(dictionaries, 'uz');
    expect(all.length).toBeGreaterThan(600);
    expect(all.filter(([, text]) => /\p{Script=Cyrillic}/u.test(text))).toEqual([]);
  });
});
