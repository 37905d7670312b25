/**
 * Page-numbered lists over SQL: the rows a page covers, and the answer every such list gives
 * (`paginated(…)` in the domain describes it).
 */

/** A parsed list query's page (from 1) and page size. */
export interface PageQuery {
  page: number;
  limit: number;
}

/** A page of a list as the API answers it. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** The LIMIT and OFFSET of `query`'s page. */
export function pageWindow({ page, limit }: PageQuery): { limit: number; offset: number } {
  return { limit, offset: (page - 1) * limit };
}

/** The answer for one page: its items, the total over all pages, and the page asked for. */
export function pageOf<T>(items: T[], total: number, { page, limit }: PageQuery): Page<T> {
  return { items, total, page, limit };
}
