/** `/sitemaps/pages.xml` and `/sitemaps/products-N.xml`: the sitemaps the index names. */
import { sitemapFile } from '../features/seo/sitemap.server';
import { ApiError } from '../lib/api.server';
import { publicOrigin } from '../lib/origin.server';
import type { Route } from './+types/sitemap-file';

const NOT_FOUND = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  try {
    const xml = await sitemapFile(context, request, publicOrigin(request), params.file);
    if (xml === null) return NOT_FOUND();
    return new Response(xml, {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    });
  } catch (error) {
    // A part past the last (the catalogue shrank since the index was read).
    if (error instanceof ApiError && error.statusCode === 404) return NOT_FOUND();
    throw error;
  }
}
