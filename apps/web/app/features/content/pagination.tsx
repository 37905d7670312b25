import { Link, useLocation } from 'react-router';
import { usePostText } from './post.i18n';

/** Previous / next links of a paginated list (`?page=`), kept as plain links so they work before hydration. */
export function Pagination({ page, total, limit }: { page: number; total: number; limit: number }) {
  const t = usePostText();
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  return (
    <nav aria-label={t.pagination} className="flex items-center justify-between gap-3 pt-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="button-secondary">
          {t.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-gray-500 dark:text-gray-400">{t.pageOf(page, pages)}</span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className="button-secondary">
          {t.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
