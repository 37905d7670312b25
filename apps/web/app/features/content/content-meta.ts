import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../../lib/meta';
import type { PageKey } from '../../lib/pages';

/** The meta of a page about one item (a news item, a post, a vacancy): its own title and summary. */
export function itemMeta(
  page: PageKey,
  pathname: string,
  item: { title: string; summary?: string } | undefined,
): MetaDescriptor[] {
  const meta = pageMeta(page, pathname);
  if (!item) return meta;
  return meta.map((tag) => {
    if ('title' in tag) return { title: `${item.title} — Polotno` };
    if ('name' in tag && tag.name === 'description' && item.summary) return { ...tag, content: item.summary };
    return tag;
  });
}
