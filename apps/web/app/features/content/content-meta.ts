import type { MetaDescriptor } from 'react-router';
import { pageMeta, type PageMetaArgs } from '../../lib/meta';
import type { PageKey } from '../../lib/pages';
import { langOf, type MayFallBack } from '../../lib/locale';

/**
 * An item's `field` as its page's meta description, unless that text fell back to another language: a meta
 * tag cannot say which language it is in, so the page keeps its own description then.
 */
export function ownSummary<K extends string>(item: MayFallBack<K> & Record<K, string>, field: K): string | undefined {
  return langOf(item, field) ? undefined : item[field];
}

/** The meta of a page about one item (a news item, a post, a vacancy): its own title and summary. */
export function itemMeta(
  page: PageKey,
  args: PageMetaArgs,
  item: { title: string; summary?: string } | undefined,
): MetaDescriptor[] {
  const meta = pageMeta(page, args);
  if (!item) return meta;
  const own = meta
    .filter((tag) => !(item.summary && 'name' in tag && tag.name === 'description'))
    .map((tag) => ('title' in tag ? { title: `${item.title} — Polotno` } : tag));
  return item.summary ? [...own, { name: 'description', content: item.summary }] : own;
}
