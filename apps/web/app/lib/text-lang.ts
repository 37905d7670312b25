import type { Lang } from '@polotno/domain/client';

/** An API item that may say which of its texts fell back to another language (`fallback`, see the domain). */
export interface MayFallBack<K extends string> {
  fallback?: Partial<Record<K, Lang>>;
}

/**
 * The `lang` attribute for the element holding `field` of `item`: the language its text is really in when
 * it fell back (an Uzbek page showing a Russian text the manager has not translated), else none, so the
 * element keeps the page's language.
 */
export function langOf<K extends string>(item: MayFallBack<K>, field: K): Lang | undefined {
  return item.fallback?.[field];
}
