/** Reading content from the API in loaders: unknown items become the site's 404 page. */
import type { PageSlug } from '@polotno/domain';
import { data, type AppLoadContext } from 'react-router';
import { ApiError, apiRequest } from '../../lib/api.server';
import type { InfoPage, PostSummary } from './content.types';
import type { Paginated } from '../../components/pagination';

// What an id-or-slug in a content address may look like; anything else cannot exist.
const ID_OR_SLUG = /^[a-z0-9-]{1,120}$/i;

/** `GET path` as the visitor; a 404 from the API is rethrown as a 404 response so the not-found page renders. */
export async function readContent<T>(context: AppLoadContext, request: Request, path: string): Promise<T> {
  try {
    return await apiRequest<T>(context, request, path);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) throw notFound();
    throw error;
  }
}

/** One item of `collection` (`news`, `blog`, `vacancies`) by the id or slug in the address. */
export function readItem<T>(
  context: AppLoadContext,
  request: Request,
  collection: 'news' | 'blog' | 'vacancies',
  idOrSlug: string | undefined,
): Promise<T> {
  if (!idOrSlug || !ID_OR_SLUG.test(idOrSlug)) throw notFound();
  return readContent<T>(context, request, `/api/${collection}/${encodeURIComponent(idOrSlug)}`);
}

/** An information page (`/api/pages/{slug}`) in the page's language. */
export function readInfoPage(context: AppLoadContext, request: Request, slug: PageSlug): Promise<InfoPage> {
  return readContent<InfoPage>(context, request, `/api/pages/${slug}`);
}

/** The `?page=` of a list address; anything that is not a page number reads as the first page. */
export function listPage(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

function notFound() {
  return data(null, { status: 404 });
}

/** The newest published news for the home page; the home page still renders when the API cannot answer. */
export async function findLatestNews(context: AppLoadContext, request: Request, count: number): Promise<PostSummary[]> {
  try {
    return (await apiRequest<Paginated<PostSummary>>(context, request, `/api/news?limit=${count}`)).items;
  } catch (error) {
    console.error('latest news unavailable', error);
    return [];
  }
}
