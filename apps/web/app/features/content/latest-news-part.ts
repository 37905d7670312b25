/**
 * The home page's latest news as a late part (lib/late.tsx): the cards hydrate after the rest of the page and
 * their code (cards, dates) is not among the scripts the home page loads first (docs/decisions/006).
 */
import { late } from '../../lib/late';
import type { PostSummary } from './content.types';

export const latestNewsPart = late<{ posts: PostSummary[] }>(() =>
  import('./post-views').then((module) => ({ default: module.LatestNews })),
);
