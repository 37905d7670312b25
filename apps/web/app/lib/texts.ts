/**
 * The one registry of texts, typed: `Texts` names every set of texts and its type — the frame's `core`
 * here, and each feature's `<feature>.i18n.ts` adds its own by declaration merging — so a name that is not
 * registered, or texts of the wrong shape, do not compile. A set is registered one language at a time by
 * importing that language's module (`<feature>.i18n.ru.ts`, `.uz.ts`), which calls `registerTexts`: the
 * language layouts (`layouts/lang-ru.tsx`, `lang-uz.tsx`) import the frame's, and `app/routes.ts` mounts a
 * page's own texts as pathless layout routes around it, so a page loads only its language's texts
 * (docs/decisions/006). The server loads every route module, so it has all of them.
 */
import type { Lang } from '@polotno/domain/client';
import type { Dictionary } from './i18n';

export interface Texts {
  core: Dictionary;
}

const registered: { [L in Lang]?: Partial<Texts> } = {};

/** Makes `texts` available in `lang`; called by each language module of a set of texts when it loads. */
export function registerTexts(lang: Lang, texts: Partial<Texts>): void {
  registered[lang] = { ...registered[lang], ...texts };
}

/** The `name` texts in `lang`, registered by the module of that language the page loaded. */
export function textsOf<K extends keyof Texts>(name: K, lang: Lang): Texts[K] {
  const texts = registered[lang]?.[name] ?? registered.ru?.[name] ?? registered.uz?.[name];
  if (!texts) throw new Error(`No ${name} texts are loaded for "${lang}": see app/routes.ts and lib/texts.ts`);
  return texts;
}
