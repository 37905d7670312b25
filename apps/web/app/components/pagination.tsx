/**
 * The shop's one pagination: a list's page lives in the address (`?page=`, the other parameters kept) and
 * every page is a plain link, so paging works before hydration. One rule for the addresses and the page
 * count; three looks, as the lists show them:
 * - `steps` (news, blog, vacancies, promotions, the back office's content, orders and requests):
 *   previous / "page 2 of 5" / next;
 * - `numbers` (the catalogue): previous, the first, last and neighbouring page numbers with "…", next;
 * - `all-numbers` (the back office's users and products): every page number.
 */
import { Link, useLocation } from 'react-router';
import { ChevronLeft } from './icons/chevron-left';
import { ChevronRight } from './icons/chevron-right';

/** A page of a list, as every paginated endpoint answers. */
export interface Paginated<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** The words around the page links, in the page's language (a feature's dictionary has them). */
export interface PaginationLabels {
  pagination: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

/** How many pages `total` items fill at `limit` a page: at least one. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * The query of page `target` from the current `search`: `page` set, or dropped for the first page (its
 * address without `?page=1`) unless `keepFirst`; the parameters in `drop` do not travel.
 */
export function pageQuery(
  search: string,
  target: number,
  { keepFirst = false, drop = [] }: { keepFirst?: boolean; drop?: readonly string[] } = {},
): string {
  const params = new URLSearchParams(search);
  for (const name of drop) params.delete(name);
  if (target === 1 && !keepFirst) params.delete('page');
  else params.set('page', String(target));
  return params.toString();
}

export type PaginationProps = { page: number; total: number; limit: number } & (
  { look?: 'steps' | 'numbers'; labels: PaginationLabels } | { look: 'all-numbers'; labels?: undefined }
);

/** The links to the other pages of a list; nothing when the list fits on one page. */
export function Pagination({ page, total, limit, look = 'steps', labels }: PaginationProps) {
  const { pathname, search } = useLocation();
  const pages = pageCount(total, limit);
  if (pages <= 1) return null;
  if (look === 'all-numbers' || !labels) {
    return (
      <nav className="flex flex-wrap gap-2">
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <Link
            key={number}
            to={`?${pageQuery(search, number, { keepFirst: true })}`}
            aria-current={number === page ? 'page' : undefined}
            className="button-secondary h-9 min-w-9 px-3 aria-[current=page]:bg-primary-700 aria-[current=page]:text-white"
          >
            {number}
          </Link>
        ))}
      </nav>
    );
  }
  if (look === 'numbers') return <NumberedPages page={page} pages={pages} labels={labels} />;
  const href = (target: number) => {
    const query = pageQuery(search, target);
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <nav aria-label={labels.pagination} className="flex items-center justify-between gap-3 pt-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="button-secondary">
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-gray-500 dark:text-gray-400">{labels.pageOf(page, pages)}</span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className="button-secondary">
          {labels.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The catalogue's look: a login popup's `?popup=` stays behind when the visitor pages on. */
function NumberedPages({ page, pages, labels }: { page: number; pages: number; labels: PaginationLabels }) {
  const { search } = useLocation();
  const href = (target: number) => {
    const query = pageQuery(search, target, { drop: ['popup'] });
    return query ? `?${query}` : '?';
  };
  const numbers = Array.from({ length: pages }, (_, index) => index + 1).filter(
    (number) => number === 1 || number === pages || Math.abs(number - page) <= 1,
  );
  return (
    <nav aria-label={labels.pagination} className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className="page-link">
          <ChevronLeft aria-hidden className="size-4" />
          <span className="sr-only sm:not-sr-only">{labels.previous}</span>
        </Link>
      )}
      {numbers.map((number, index) => (
        <span key={number} className="flex items-center gap-2">
          {index > 0 && number - (numbers[index - 1] ?? number) > 1 && <span className="text-gray-400">…</span>}
          <Link to={href(number)} aria-current={number === page ? 'page' : undefined} className="page-link">
            {number}
          </Link>
        </span>
      ))}
      {page < pages && (
        <Link to={href(page + 1)} rel="next" className="page-link">
          <span className="sr-only sm:not-sr-only">{labels.next}</span>
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      )}
      <span className="sr-only">{labels.pageOf(page, pages)}</span>
    </nav>
  );
}
