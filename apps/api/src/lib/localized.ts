/**
 * Picks an item's texts in the asked language and notes those that fell back to the other language (their
 * own text is empty), so the answer can say which language each shown text really is in (`fallback`).
 */
import type { Lang } from '@polotno/domain';

/** A stored text or list in both languages. */
export interface Both<T> {
  ru: T;
  uz: T;
}

const isEmpty = (value: string | readonly string[]) => value.length === 0;

export interface Picker<K extends string> {
  /** The text in the asked language, else the fallback one (noted under `field`). */
  text(field: K, both: Both<string>): string;
  /** A list (duties, tags) as a whole: the asked language's items, else the fallback ones. */
  list(field: K, both: Both<string[]>): string[];
  /** `{ fallback }` when some text fell back, else nothing: spread it into the answer. */
  marker(): { fallback?: Partial<Record<K, Lang>> };
}

/**
 * A picker for one item in `lang`. Uzbek falls back to Russian; Russian falls back to Uzbek only with
 * `anyLanguage` (catalogue rows imported from WooCommerce may lack the Russian text, content never does).
 */
export function picker<K extends string>(lang: Lang, options: { anyLanguage?: boolean } = {}): Picker<K> {
  const other: Lang = lang === 'uz' ? 'ru' : 'uz';
  const mayFallBack = lang !== 'ru' || options.anyLanguage === true;
  let fallback: Partial<Record<K, Lang>> | undefined;
  function choose<T extends string | string[]>(field: K, both: Both<T>): T {
    const own = both[lang];
    if (!isEmpty(own) || !mayFallBack || isEmpty(both[other])) return own;
    fallback = { ...fallback, [field]: other } as Partial<Record<K, Lang>>;
    return both[other];
  }
  return {
    text: choose,
    list: choose,
    marker: () => (fallback ? { fallback } : {}),
  };
}
