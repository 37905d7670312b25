/**
 * News items and blog posts in lists: the card and the home page's strip (a page of the list is
 * post-list.tsx, the article post-article.tsx), so the home page loads neither pagination nor the article.
 */
import { Link } from 'react-router';
import { langOf, useLang } from '../../lib/locale';
import { pagePath } from '../../lib/pages';
import { ResponsiveImage } from '../../components/responsive-image';
import { formatDate } from '../../lib/dates';
import type { PostSummary } from './content.types';
import { usePostText } from './post.i18n';

export type PostPages = { list: 'news'; item: 'newsItem' } | { list: 'blog'; item: 'blogItem' };

/** A post in a list: cover, date, title and excerpt, the whole card one link. */
export function PostCard({
  post,
  item,
  priority = false,
}: {
  post: PostSummary;
  item: PostPages['item'];
  priority?: boolean;
}) {
  const lang = useLang();
  const t = usePostText();
  return (
    <li data-testid="post-card">
      <Link
        to={pagePath(item, lang, { id: String(post.id) })}
        className="group flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white transition-colors hover:border-primary-500 dark:border-gray-800 dark:bg-gray-900"
      >
        {post.cover && (
          <ResponsiveImage
            image={post.cover}
            alt=""
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            priority={priority}
            className="aspect-[16/9] w-full"
          />
        )}
        <span className="flex flex-1 flex-col gap-2 p-5">
          <time dateTime={post.publishedAt} className="text-sm text-gray-500 dark:text-gray-400">
            {formatDate(post.publishedAt, lang)}
          </time>
          <span
            lang={langOf(post, 'title')}
            className="text-lg font-semibold text-gray-900 group-hover:text-primary-800 dark:text-white dark:group-hover:text-primary-300"
          >
            {post.title}
          </span>
          {post.excerpt && (
            <span lang={langOf(post, 'excerpt')} className="text-sm text-gray-600 dark:text-gray-300">
              {post.excerpt}
            </span>
          )}
          <span className="mt-auto pt-2 text-sm text-link">{t.readMore}</span>
        </span>
      </Link>
    </li>
  );
}

/** The home page's strip of the latest news, with a link to all of them; nothing when there is no news. */
export function LatestNews({ posts }: { posts: PostSummary[] }) {
  const lang = useLang();
  const t = usePostText();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="latest-news" className="space-y-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="latest-news" className="text-xl font-semibold text-gray-900 dark:text-white">
          {t.latestNews}
        </h2>
        <Link to={pagePath('news', lang)} className="text-sm text-link">
          {t.allNews}
        </Link>
      </div>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} item="newsItem" />
        ))}
      </ul>
    </section>
  );
}
