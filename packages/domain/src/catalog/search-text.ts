/**
 * Pure helpers that turn what a shopper typed into search variants: the text as typed, the same keys
 * read in the other keyboard layout (QWERTY ⇄ ЙЦУКЕН) and a transliteration to the other script
 * (Latin ⇄ Cyrillic). The API builds its full-text query from these variants.
 */

import { normalizeSearch, searchableQuery } from './search-normalize.ts';

export { MIN_SEARCH_LENGTH, normalizeSearch, searchableQuery } from './search-normalize.ts';

/** At most this many words of a query are used; the rest is ignored. */
export const MAX_SEARCH_WORDS = 6;
/** Longer words are cut: no fabric word is this long, and it bounds the work per query. */
export const MAX_SEARCH_WORD_LENGTH = 40;

const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const JCUKEN = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const LATIN_TO_LAYOUT = new Map([...QWERTY].map((key, i) => [key, JCUKEN[i] as string]));
const CYRILLIC_TO_LAYOUT = new Map([...JCUKEN].map((key, i) => [key, QWERTY[i] as string]));

/** The same keystrokes read in the other layout: `aenth` → `футер`, `лгдшклф` → `kulirka`. */
export function switchKeyboardLayout(text: string): string {
  return [...text.toLowerCase()].map((ch) => LATIN_TO_LAYOUT.get(ch) ?? CYRILLIC_TO_LAYOUT.get(ch) ?? ch).join('');
}

// Longest sequences first so `shch` wins over `sh` + `ch`.
const LATIN_SEQUENCES: [string, string][] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['yo', 'ё'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['ye', 'е'],
  ['jo', 'ё'],
  ['ju', 'ю'],
  ['ja', 'я'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ["o'", 'о'],
  ['oʻ', 'о'],
  ["g'", 'г'],
  ['gʻ', 'г'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'ц'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'ж'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'х'],
  ['y', 'й'],
  ['z', 'з'],
];

const CYRILLIC_LETTERS: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  // Uzbek Latin writes х as x (paxta = пахта), which is what the Uzbek names in the catalogue use.
  х: 'x',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: "o'",
  қ: 'q',
  ғ: "g'",
  ҳ: 'h',
};

/** Latin letters to Cyrillic (`futer` → `футер`, `kulirka` → `кулирка`); other characters stay. */
export function latinToCyrillic(text: string): string {
  const source = text.toLowerCase();
  let out = '';
  let i = 0;
  outer: while (i < source.length) {
    for (const [latin, cyrillic] of LATIN_SEQUENCES) {
      if (source.startsWith(latin, i)) {
        out += cyrillic;
        i += latin.length;
        continue outer;
      }
    }
    out += source[i];
    i += 1;
  }
  return out;
}

/** Cyrillic letters to Latin in the Uzbek style (`футер` → `futer`, `пахта` → `paxta`). */
export function cyrillicToLatin(text: string): string {
  return [...text.toLowerCase()].map((ch) => CYRILLIC_LETTERS[ch] ?? ch).join('');
}

const WORD = /[\p{L}\p{N}]+/gu;
const HAS_LATIN = /[a-z]/;
const HAS_CYRILLIC = /[а-яё]/;

/** The words of a text for the full-text index: letters and digits only, ё folded, each cut to a safe length. */
export function searchWords(text: string): string[] {
  return (normalizeSearch(text).match(WORD) ?? []).map((word) => word.slice(0, MAX_SEARCH_WORD_LENGTH));
}

/**
 * The alternatives of one typed chunk (a whitespace-separated part of the query), each as a list of words:
 * as typed, in the other keyboard layout, and transliterated to the other script. Duplicates are dropped.
 */
export function chunkVariants(chunk: string): string[][] {
  const typed = normalizeSearch(chunk);
  const candidates = [typed, normalizeSearch(switchKeyboardLayout(typed))];
  if (HAS_LATIN.test(typed)) candidates.push(normalizeSearch(latinToCyrillic(typed)));
  if (HAS_CYRILLIC.test(typed)) candidates.push(normalizeSearch(cyrillicToLatin(typed)));
  const seen = new Set<string>();
  const variants: string[][] = [];
  for (const candidate of candidates) {
    // Single letters are prepositions (с, в, и) or stray keys; as prefixes they would match almost anything.
    const words = searchWords(candidate).filter((word) => word.length > 1 || /\d/.test(word));
    const key = words.join(' ');
    if (words.length === 0 || seen.has(key)) continue;
    seen.add(key);
    variants.push(words);
  }
  return variants;
}

/**
 * A query split into chunks with their variants, or null when it is too short to search
 * (fewer than `MIN_SEARCH_LENGTH` meaningful characters).
 */
export function searchPlan(query: string): string[][][] | null {
  const normalized = searchableQuery(query);
  if (normalized === null) return null;
  const chunks = normalized.split(' ').slice(0, MAX_SEARCH_WORDS).map(chunkVariants);
  const plan = chunks.filter((variants) => variants.length > 0);
  return plan.length > 0 ? plan : null;
}
