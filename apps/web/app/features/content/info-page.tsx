import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../components/breadcrumbs';
import type { PageKey } from '../../lib/pages';
import { langOf } from '../../lib/locale';
import type { InfoPage } from './content.types';
import { Prose } from './prose';

/** An information page as the managers wrote it: its own title and sanitised body under the breadcrumbs. */
export function InfoPageView({ page, content, children }: { page: PageKey; content: InfoPage; children?: ReactNode }) {
  return (
    <article className="space-y-6">
      <Breadcrumbs page={page} />
      <h1
        lang={langOf(content, 'title')}
        className="max-w-3xl text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl dark:text-white"
      >
        {content.title}
      </h1>
      <Prose html={content.html} lang={langOf(content, 'html')} />
      {children}
    </article>
  );
}
