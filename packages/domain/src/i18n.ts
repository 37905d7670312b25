/** The shop speaks Russian (default and fallback) and Uzbek in Latin script. */
export const LANGS = ['ru', 'uz'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'ru';

/** Any value to a supported language; unknown or missing values fall back to Russian. */
export function toLang(value: unknown): Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value) ? (value as Lang) : DEFAULT_LANG;
}

/** Picks the best supported language from an `Accept-Language` header (`uz-UZ,uz;q=0.9,ru;q=0.8`). */
export function langFromAcceptLanguage(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const match = ranked.find((entry) => (LANGS as readonly string[]).includes(entry.base));
  return match ? (match.base as Lang) : DEFAULT_LANG;
}

/**
 * The Russian noun form that agrees with `count`: `one` (1, 21 рулон), `few` (2–4, 22 рулона) or `many`
 * (5–20, 11–14, 25 рулонов). Uzbek nouns do not change after a number, so only Russian texts call it.
 */
export function plural(count: number, one: string, few: string, many: string): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

/** A text in every language of the shop. */
export interface Localized {
  ru: string;
  uz: string;
}
