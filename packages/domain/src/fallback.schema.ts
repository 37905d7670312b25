/**
 * The language marker of texts that fell back. Every text is kept in Russian and Uzbek; when the asked
 * language's text is empty the API shows the other one, and says so here, so the web can mark that element
 * `lang="ru"` (screen readers pronounce it in Russian, search engines do not index it as Uzbek).
 */
import { z } from 'zod';
import { LANGS } from './i18n.ts';

/**
 * `fallback` of an item: each of `fields` whose text is in another language than the one asked for, with the
 * language it is in. Absent when every text is in the asked language (the usual case: it costs nothing then).
 */
export function fallbackOf<const K extends readonly [string, ...string[]]>(fields: K) {
  const lang = z.enum(LANGS).optional();
  // An object with each field named (not a record), so the OpenAPI document lists the fields that may fall back.
  const shape = Object.fromEntries(fields.map((field) => [field, lang])) as { [F in K[number]]: typeof lang };
  return z
    .object(shape)
    .optional()
    .describe('Fields shown in another language than asked (their own text is empty): field → that language');
}
