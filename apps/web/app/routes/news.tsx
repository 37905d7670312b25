import { RouteErrorBoundary } from '../components/error-page';
import { PageShell } from '../components/page-shell';
import { listPage, readContent } from '../features/content/content.server';
import type { PostSummary } from '../features/content/content.types';
import type { Paginated } from '../components/pagination';
import { postListPart } from '../features/content/post-list-part';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/news';

export const meta: Route.MetaFunction = (args) => pageMeta('news', args);

export async function loader({ context, request }: Route.LoaderArgs) {
  return readContent<Paginated<PostSummary>>(context, request, `/api/news?page=${listPage(request)}&limit=12`);
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell page="news">
      <postListPart.Part pages={{ list: 'news', item: 'newsItem' }} data={loaderData} />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
