/**
 * Page-numbered lists (content, visitor requests): the query's `page` and `limit`, and the answer's
 * `{ items, total, page, limit }`. One shape for every such list; the catalogue's product list and the
 * admin's user list keep their own, older ones.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from './catalog/catalog.schema.ts';

/** The deepest page a list query may ask for. */
const MAX_PAGE = 10_000;

/** `page` (1…10 000, default 1) and `limit` (1…MAX_PAGE_SIZE, default `defaultLimit`) of a list query. */
export const pageQueryFields = (defaultLimit: number) => ({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultLimit),
});

/** A page of a list. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
