/**
 * The news and blog lists as a late part (lib/late.tsx): they hydrate after the rest of their pages, and their
 * code is not among the scripts those pages load first (docs/decisions/006).
 */
import type { Paginated } from '../../components/pagination';
import { late } from '../../lib/late';
import type { PostSummary } from './content.types';
import type { PostPages } from './post-views';

export const postListPart = late<{ pages: PostPages; data: Paginated<PostSummary> }>(() =>
  import('./post-list').then((module) => ({ default: module.PostList })),
);
