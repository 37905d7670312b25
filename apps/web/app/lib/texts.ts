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

/**
 * A feature's texts that only some pages show (ordering, for one) are registered the same way, by the
 * per-language layout route those pages sit under (e.g. `layouts/orders-texts-ru.tsx`), so they load with
 * those pages only and in their language only.
 */
const features = new Map<string, unknown>();

/** Makes `feature`'s texts in `lang` available; called by that language's layout module. */
export function registerFeatureTexts(feature: string, lang: Lang, texts: unknown): void {
  features.set(`${feature} ${lang}`, texts);
}

/** `feature`'s texts in `lang`, registered by the layout the page sits under. */
export function featureTexts<T>(feature: string, lang: Lang): T {
  const texts = features.get(`${feature} ${lang}`);
  if (!texts) throw new Error(`No ${feature} texts are loaded for "${lang}": see its feature's i18n module`);
  return texts as T;
}
