/** A news item or blog post in full: its page's article. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { JsonLd } from '../../components/json-ld';
import { usePublicOrigin } from '../../lib/seo';
import { langOf, useLang } from '../../lib/locale';
import { pagePath } from '../../lib/pages';
import { ResponsiveImage } from '../../components/responsive-image';
import { absoluteUrl, articleLd } from '../../lib/structured-data';
import { formatDate } from '../../lib/dates';
import { useContentText } from './content.i18n';
import type { Post } from './content.types';
import type { PostPages } from './post-views';
import { Prose } from './prose';

/** A news item or blog post in full; the blog adds its suggestions after it (`children`). */
export function PostArticle({ post, pages, children }: { post: Post; pages: PostPages; children?: ReactNode }) {
  const lang = useLang();
  const t = useContentText();
  const origin = usePublicOrigin();
  const url = absoluteUrl(origin, pagePath(pages.item, lang, { id: String(post.id) }));
  return (
    <div className="space-y-10">
      <article className="space-y-6">
        <JsonLd data={import.meta.env.SSR ? articleLd(pages.list, post, origin, url) : undefined} />
        <Breadcrumbs page={pages.item} tail={[{ label: post.title, lang: langOf(post, 'title') }]} />
        <header className="max-w-3xl space-y-2">
          <time dateTime={post.publishedAt} className="text-sm text-gray-500 dark:text-gray-400">
            {formatDate(post.publishedAt, lang)}
          </time>
          <h1
            lang={langOf(post, 'title')}
            className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl dark:text-white"
          >
            {post.title}
          </h1>
        </header>
        {post.cover && (
          <ResponsiveImage
            image={post.cover}
            alt=""
            sizes="(min-width: 768px) 768px, 100vw"
            priority
            className="aspect-[16/9] w-full max-w-3xl rounded-xl"
          />
        )}
        <Prose html={post.html} lang={langOf(post, 'html')} />
        {post.tags.length > 0 && (
          <ul lang={langOf(post, 'tags')} className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-gray-100 px-3 py-1 text-xs text-gray-700 dark:bg-gray-800 dark:text-gray-300"
              >
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <Link to={pagePath(pages.list, lang)} className="inline-block text-link">
          {pages.list === 'news' ? t.allNews : t.allPosts}
        </Link>
      </article>
      {children}
    </div>
  );
}
