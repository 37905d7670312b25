/**
 * The back office's one table frame: a bordered, horizontally scrolling table with a grey head row. The
 * lists (orders, requests, users, products, categories, rolls, posts and the content editors) give it
 * their heads and rows; the cells are theirs.
 */
import type { ReactNode } from 'react';

/** A column head: its text, or its content with `end` for a right-aligned (numeric) column. */
export type AdminTableHead = string | { label: ReactNode; end?: boolean };

/**
 * A table with `heads` (and, with `actions`, an empty last head above the rows' buttons); `alignTop` puts
 * every cell's content at the top, for rows whose cells differ in height.
 */
export function AdminTable({
  heads,
  actions = false,
  alignTop = false,
  children,
}: {
  heads: readonly AdminTableHead[];
  actions?: boolean;
  alignTop?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
      <table className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-gray-600 dark:bg-gray-800 dark:text-gray-300">
          <tr>
            {heads.map((head, index) =>
              typeof head === 'string' ? (
                <th key={index} className="px-4 py-2.5 font-medium">
                  {head}
                </th>
              ) : (
                <th key={index} className={head.end ? 'px-4 py-2.5 text-right font-medium' : 'px-4 py-2.5 font-medium'}>
                  {head.label}
                </th>
              ),
            )}
            {actions && <th className="px-4 py-2.5" />}
          </tr>
        </thead>
        <tbody
          className={
            alignTop
              ? 'divide-y divide-gray-100 align-top dark:divide-gray-800'
              : 'divide-y divide-gray-100 dark:divide-gray-800'
          }
        >
          {children}
        </tbody>
      </table>
    </div>
  );
}
