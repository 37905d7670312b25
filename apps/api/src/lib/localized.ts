/**
 * The one place the API picks a language. A text kept in both languages is `{ ru, uz }` looked up by the
 * request's language: `picker` for an item's texts that fall back to the other language when their own is
 * empty and note it (`fallback`), so the answer can say which language each shown text really is in;
 * `columnIn` for a row's `<field>Ru`/`<field>Uz` columns as stored; and a `Record<Lang, …>` indexed by `lang`
 * for the API's own words (labels, file names, locales). No `lang === 'uz' ? … : …` elsewhere.
 */
import type { Lang } from '@polotno/domain';

/** A stored text or list in both languages. */
export interface Both<T> {
  ru: T;
  uz: T;
}

const isEmpty = (value: string | readonly string[]) => value.length === 0;

const OTHER: Record<Lang, Lang> = { ru: 'uz', uz: 'ru' };
const COLUMN_SUFFIX = { ru: 'Ru', uz: 'Uz' } as const satisfies Record<Lang, string>;
type Suffix = (typeof COLUMN_SUFFIX)[Lang];

/**
 * A row's `<field>Ru` or `<field>Uz` column in `lang`, as stored: no fallback, an empty side stays empty
 * (order lines' name snapshots, rolls' products and colours, a cart line's colour).
 */
export function columnIn<F extends string, R extends Record<`${F}${Suffix}`, unknown>>(
  row: R,
  field: F,
  lang: Lang,
): R[`${F}Ru`] | R[`${F}Uz`] {
  const column: `${F}${Suffix}` = `${field}${COLUMN_SUFFIX[lang]}`;
  return row[column];
}

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
  const other = OTHER[lang];
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
