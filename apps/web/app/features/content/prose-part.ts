/**
 * A page's text from the back office as a late part (lib/late.tsx), where the page's first load has no room
 * for it (`/contact`): it hydrates after the rest of the page (docs/decisions/006).
 */
import type { Lang } from '@polotno/domain/client';
import { late } from '../../lib/late';

export const prosePart = late<{ html: string; lang?: Lang; className?: string }>(() =>
  import('./prose').then((module) => ({ default: module.Prose })),
);
