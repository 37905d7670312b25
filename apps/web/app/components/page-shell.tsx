import type { ReactNode } from 'react';
import { usePageDescription } from '../lib/page-description';
import type { PageKey } from '../lib/pages';
import { useDictionary } from '../lib/i18n';
import { Breadcrumbs } from './breadcrumbs';

/** The frame every page shares: breadcrumbs, the page's heading and what the page is for. */
export function PageShell({ page, children }: { page: PageKey; children?: ReactNode }) {
  const title = useDictionary().pages[page].title;
  const description = usePageDescription(page);
  return (
    <article className="space-y-6">
      <Breadcrumbs page={page} />
      <header className="max-w-3xl space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl dark:text-white">{title}</h1>
        {description && <p className="text-base text-gray-600 dark:text-gray-300">{description}</p>}
      </header>
      {children}
    </article>
  );
}
