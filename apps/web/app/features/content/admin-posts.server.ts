/**
 * The back office's news and blog: the list, one post to edit, and the writes (save with an optional new
 * cover, publish or unpublish, delete). Both languages are edited at once, as the API stores them.
 */
import {
  errorMessage,
  IdParamsSchema,
  PostInputSchema,
  type Lang,
  type PostInput,
  type PostKind,
} from '@polotno/domain';
import { redirect, type AppLoadContext } from 'react-router';
import { apiRequest } from '../../lib/api.server';
import { langFromPath } from '../../lib/locale';
import { apiMessage, issueMessage } from '../../components/form/form-result.server';
import { contentText } from './content.i18n';
import type { AdminPost } from './content.types';
import type { Paginated } from '../../components/pagination';
import { listPage } from './content.server';

const PAGE_SIZE = 20;
// The API's largest page: finding one post by id walks the list in pages this big.
const SEARCH_PAGE_SIZE = 100;

export interface AdminPostsData {
  list: Paginated<AdminPost>;
  /** The post being edited, `'new'` for a new one, null when only the list shows. */
  editing: AdminPost | 'new' | null;
  notice: string | null;
}

/** The page of posts, and the post named by `?edit=` (an id, or `new`). */
export async function loadAdminPosts(
  context: AppLoadContext,
  request: Request,
  kind: PostKind,
): Promise<AdminPostsData> {
  const url = new URL(request.url);
  const t = contentText(langFromPath(url.pathname));
  const list = await apiRequest<Paginated<AdminPost>>(
    context,
    request,
    `/api/admin/${kind}?page=${listPage(request)}&limit=${PAGE_SIZE}`,
  );
  const edit = url.searchParams.get('edit');
  const editing = edit === 'new' ? 'new' : edit ? await findPost(context, request, kind, edit) : null;
  const notice = url.searchParams.has('saved') ? t.saved : url.searchParams.has('removed') ? t.removed : null;
  return { list, editing, notice };
}

/** A post by id, looked up in the admin list (the API has no single-post admin read). */
async function findPost(context: AppLoadContext, request: Request, kind: PostKind, id: string) {
  const wanted = IdParamsSchema.safeParse({ id });
  if (!wanted.success) return null;
  for (let page = 1; ; page++) {
    const batch = await apiRequest<Paginated<AdminPost>>(
      context,
      request,
      `/api/admin/${kind}?page=${page}&limit=${SEARCH_PAGE_SIZE}`,
    );
    const post = batch.items.find((item) => item.id === wanted.data.id);
    if (post) return post;
    if (page * SEARCH_PAGE_SIZE >= batch.total) return null;
  }
}

/** The API input that leaves `post` as it is. */
function inputOf(post: AdminPost): PostInput {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    body: post.body,
    coverId: post.cover?.id ?? null,
    tags: post.tags,
    tagsUz: post.tagsUz,
    published: post.published,
    publishedAt: post.publishedAt,
  };
}

type ActionResult = { error: string | null; notice: string | null };

/** Runs the form's `intent`: `save`, `publish`, `unpublish` or `delete`. */
export async function adminPostsAction(
  context: AppLoadContext,
  request: Request,
  kind: PostKind,
): Promise<ActionResult | Response> {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  try {
    if (intent === 'save') return await savePost(context, request, kind, form, lang);
    const id = IdParamsSchema.safeParse({ id: form.get('id') });
    if (!id.success) return { error: errorMessage('VALIDATION_FAILED', lang), notice: null };
    const path = `/api/admin/${kind}/${id.data.id}`;
    if (intent === 'delete') {
      await apiRequest(context, request, path, { method: 'DELETE' });
      return redirect(`${url.pathname}?removed=1`);
    }
    const post = await findPost(context, request, kind, String(id.data.id));
    if (!post) return { error: errorMessage('NOT_FOUND', lang), notice: null };
    const body: PostInput = { ...inputOf(post), published: intent === 'publish' };
    await apiRequest(context, request, path, { method: 'PUT', body });
    return { error: null, notice: contentText(lang).saved };
  } catch (error) {
    return { error: apiMessage(error, lang), notice: null };
  }
}

async function savePost(
  context: AppLoadContext,
  request: Request,
  kind: PostKind,
  form: FormData,
  lang: Lang,
): Promise<ActionResult | Response> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const both = (name: string) => ({ ru: text(`${name}.ru`), uz: text(`${name}.uz`) });
  const tagList = (name: string) =>
    text(name)
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
  const input = PostInputSchema.safeParse({
    slug: text('slug').trim(),
    title: both('title'),
    excerpt: both('excerpt'),
    body: both('body'),
    coverId: form.get('removeCover') ? null : text('coverId') || null,
    tags: tagList('tags'),
    tagsUz: tagList('tagsUz'),
    published: form.get('published') === 'on',
    publishedAt: text('publishedAt') || null,
  });
  if (!input.success) return { error: issueMessage(input.error, lang), notice: null };

  const cover = form.get('cover');
  if (cover instanceof File && cover.size > 0) {
    const upload = new FormData();
    upload.append('file', cover, cover.name);
    const image = await apiRequest<{ id: string }>(context, request, '/api/admin/images', {
      method: 'POST',
      form: upload,
    });
    input.data.coverId = image.id;
  }

  const id = text('id');
  if (id && !IdParamsSchema.safeParse({ id }).success) {
    return { error: errorMessage('VALIDATION_FAILED', lang), notice: null };
  }
  const saved = await apiRequest<AdminPost>(context, request, id ? `/api/admin/${kind}/${id}` : `/api/admin/${kind}`, {
    method: id ? 'PUT' : 'POST',
    body: input.data,
  });
  return redirect(`${new URL(request.url).pathname}?edit=${saved.id}&saved=1`);
}
