/**
 * The texts every page shows (the frame, the header and the catalogue's, which most pages show), one
 * language at a time: a page loads only its own language's texts (docs/decisions/006). The language layouts
 * (`layouts/lang-ru.tsx`, `layouts/lang-uz.tsx`) register them when their module loads; the server loads
 * both. Each language is typed by the same interfaces, so a key missing in one language does not compile.
 */
import type { Lang } from '@polotno/domain/client';
import type { CatalogText } from '../features/catalog/catalog.i18n';
import type { Dictionary } from './i18n';

export interface FrameTexts {
  core: Dictionary;
  catalog: CatalogText;
}

const registered: Partial<Record<Lang, FrameTexts>> = {};

/** Makes `lang`'s texts available; called by that language's layout module. */
export function registerTexts(lang: Lang, texts: FrameTexts): void {
  registered[lang] = texts;
}

/** The texts of `lang`. Every page sits under its language's layout, so they are loaded before it renders. */
export function frameTexts(lang: Lang): FrameTexts {
  const texts = registered[lang] ?? registered.ru ?? registered.uz;
  if (!texts) throw new Error(`No texts are loaded for "${lang}": its page must sit under layouts/lang-${lang}.tsx`);
  return texts;
}
