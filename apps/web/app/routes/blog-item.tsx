import { RouteErrorBoundary } from '../components/error-page';
import { useContentText } from '../features/content/content.i18n';
import { itemMeta, ownSummary } from '../features/content/content-meta';
import { readItem } from '../features/content/content.server';
import type { BlogPost } from '../features/content/content.types';
import { PostArticle } from '../features/content/post-article';
import { PostCard } from '../features/content/post-views';
import type { Route } from './+types/blog-item';

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) =>
  itemMeta(
    'blogItem',
    { location, matches },
    loaderData && { title: loaderData.title, summary: ownSummary(loaderData, 'excerpt') },
  );

/** A blog post with its suggestions of other posts (same tags first, then the newest). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return readItem<BlogPost>(context, request, 'blog', params.id);
}

export default function BlogItemPage({ loaderData }: Route.ComponentProps) {
  const t = useContentText();
  return (
    <PostArticle post={loaderData} pages={{ list: 'blog', item: 'blogItem' }}>
      {loaderData.suggestions.length > 0 && (
        <section aria-labelledby="suggestions" className="space-y-4">
          <h2 id="suggestions" className="text-xl font-semibold text-gray-900 dark:text-white">
            {t.suggestions}
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.suggestions.map((post) => (
              <PostCard key={post.id} post={post} item="blogItem" />
            ))}
          </ul>
        </section>
      )}
    </PostArticle>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
