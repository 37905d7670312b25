import { useLocation } from 'react-router';

/**
 * The back-office editors' addresses: the current one with `?edit=` set (or removed, to close the editor)
 * and the one-off `saved` / `removed` notices dropped.
 */
export function useEditHref(): (edit: string | null) => string {
  const { pathname, search } = useLocation();
  return (edit) => {
    const next = new URLSearchParams(search);
    for (const name of ['edit', 'saved', 'removed']) next.delete(name);
    if (edit) next.set('edit', edit);
    return `${pathname}${next.size > 0 ? `?${next}` : ''}`;
  };
}
