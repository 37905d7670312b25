/**
 * The pagination as a late part (lib/late.tsx), for pages whose other parts need no code at first (vacancies):
 * links, hydrated after the rest of the page (docs/decisions/006).
 */
import { late } from '../lib/late';
import type { PaginationProps } from './pagination';

export const paginationPart = late<PaginationProps>(() =>
  import('./pagination').then((module) => ({ default: module.Pagination })),
);
