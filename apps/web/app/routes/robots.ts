/** `/robots.txt`: what crawlers may read, and where the sitemap is. */
import { robotsText } from '../features/seo/robots';
import { publicOrigin } from '../lib/origin.server';
import type { Route } from './+types/robots';

export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsText(publicOrigin(request)), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
