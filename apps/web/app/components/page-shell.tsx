import type { ReactNode } from 'react';
import type { PageKey } from '../lib/pages';
import { useDictionary } from '../lib/use-lang';
import { Breadcrumbs } from './breadcrumbs';

/** The frame every page shares: breadcrumbs, the page's heading and what the page is for. */
export function PageShell({ page, children }: { page: PageKey; children?: ReactNode }) {
  const text = useDictionary().pages[page];
  return (
    <article className="space-y-6">
      <Breadcrumbs page={page} />
      <header className="max-w-3xl space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl dark:text-white">
          {text.title}
        </h1>
        <p className="text-base text-gray-600 dark:text-gray-300">{text.description}</p>
      </header>
      {children}
    </article>
  );
}
