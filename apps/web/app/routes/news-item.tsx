import { RouteErrorBoundary } from '../components/error-page';
import { itemMeta, ownSummary } from '../features/content/content-meta';
import { readItem } from '../features/content/content.server';
import type { Post } from '../features/content/content.types';
import { PostArticle } from '../features/content/post-article';
import type { Route } from './+types/news-item';

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) =>
  itemMeta(
    'newsItem',
    { location, matches },
    loaderData && { title: loaderData.title, summary: ownSummary(loaderData, 'excerpt') },
  );

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return readItem<Post>(context, request, 'news', params.id);
}

export default function NewsItemPage({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData} pages={{ list: 'news', item: 'newsItem' }} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
