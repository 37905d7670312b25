/** `/sitemap.xml`: the index of the shop's sitemaps. */
import { sitemapIndex } from '../features/seo/sitemap.server';
import { publicOrigin } from '../lib/origin.server';
import type { Route } from './+types/sitemap-index';

export async function loader({ context, request }: Route.LoaderArgs) {
  const xml = await sitemapIndex(context, request, publicOrigin(request));
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
