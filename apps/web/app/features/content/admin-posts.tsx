/** The back office's news and blog page: the list with publish, edit and delete, and the editor. */
import { Pagination } from '../../components/pagination';
import type { PostKind } from '@polotno/domain';
import { Form, Link } from 'react-router';
import { AdminTable } from '../../components/admin/admin-table';
import { EDITOR_CARD, LanguageColumn } from '../../components/admin/editor-parts';
import { RowAction } from '../../components/admin/row-action';
import { useEditHref } from '../../components/admin/use-edit-href';
import { Plus } from '../../components/icons/plus';
import { PageShell } from '../../components/page-shell';
import { ResponsiveImage } from '../../components/responsive-image';
import { Field, TextAreaField } from '../../components/form/field';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import type { AdminPostsData } from './admin-posts.server';
import { formatDateTime } from '../../lib/dates';
import { useContentText } from './content.i18n';
import type { AdminPost } from './content.types';

interface Props {
  kind: PostKind;
  data: AdminPostsData;
  result?: { error: string | null; notice: string | null };
}

export function AdminPostsPage({ kind, data, result }: Props) {
  const t = useContentText();
  const editHref = useEditHref();
  return (
    <PageShell page={kind === 'news' ? 'adminNews' : 'adminBlog'}>
      <FormMessage error={result?.error} notice={result?.notice ?? data.notice} />
      {data.editing ? (
        // A post changed elsewhere (published from its row, say) gets a fresh form, not stale fields.
        <PostEditor
          key={data.editing === 'new' ? 'new' : `${data.editing.id}-${data.editing.updatedAt}`}
          post={data.editing}
        />
      ) : (
        <Link to={editHref('new')} className="button-primary">
          <Plus aria-hidden className="size-4" />
          {t.newPost}
        </Link>
      )}
      {data.list.items.length === 0 ? (
        <p className="text-gray-600 dark:text-gray-300">{t.noPosts}</p>
      ) : (
        <AdminTable heads={[t.title, t.status]} actions>
          {data.list.items.map((post) => (
            <PostRow key={post.id} post={post} editHref={editHref(String(post.id))} />
          ))}
        </AdminTable>
      )}
      <Pagination page={data.list.page} total={data.list.total} limit={data.list.limit} labels={t} />
    </PageShell>
  );
}

function PostRow({ post, editHref }: { post: AdminPost; editHref: string }) {
  const t = useContentText();
  const toggle = post.published ? 'unpublish' : 'publish';
  return (
    <tr data-testid="admin-post-row">
      <td className="px-4 py-3">
        <span className="block font-medium text-gray-900 dark:text-white">{post.title.ru}</span>
        {post.title.uz && <span className="block text-gray-600 dark:text-gray-300">{post.title.uz}</span>}
        <span className="block text-xs text-gray-500">{post.slug}</span>
      </td>
      <td className="px-4 py-3 whitespace-nowrap">
        <span
          className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${post.published ? 'bg-primary-100 text-primary-900 dark:bg-primary-950 dark:text-primary-200' : 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300'}`}
        >
          {post.published ? t.published : t.draft}
        </span>
        {post.publishedAt && (
          <span className="block pt-1 text-xs text-gray-500">{formatDateTime(post.publishedAt)}</span>
        )}
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={editHref} className="button-secondary h-8 px-3 text-xs">
            {t.edit}
          </Link>
          <RowAction id={post.id} intent={toggle} labels={post.published ? t.unpublish : t.publish} />
          <RowAction id={post.id} intent="delete" labels={t.remove} confirm={t.removeConfirm} />
        </div>
      </td>
    </tr>
  );
}

/** Both languages side by side: Russian is required, an empty Uzbek field falls back to Russian. */
function PostEditor({ post }: { post: AdminPost | 'new' }) {
  const t = useContentText();
  const existing = post === 'new' ? null : post;
  const close = useEditHref()(null);
  return (
    <Form method="post" encType="multipart/form-data" className={EDITOR_CARD} aria-labelledby="post-editor-title">
      <h2 id="post-editor-title" className="text-xl font-semibold text-gray-900 dark:text-white">
        {existing ? t.editPost(existing.title.ru) : t.newPost}
      </h2>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="id" value={existing?.id ?? ''} />
      <input type="hidden" name="coverId" value={existing?.cover?.id ?? ''} />
      <input type="hidden" name="publishedAt" value={existing?.publishedAt ?? ''} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t.slug}
          name="slug"
          defaultValue={existing?.slug ?? ''}
          required
          maxLength={120}
          hint={t.slugHint}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <LanguageColumn legend={t.inRussian}>
          <Field label={t.title} name="title.ru" defaultValue={existing?.title.ru ?? ''} required maxLength={200} />
          <TextAreaField
            label={t.excerpt}
            name="excerpt.ru"
            rows={2}
            defaultValue={existing?.excerpt.ru ?? ''}
            maxLength={500}
          />
          <TextAreaField
            label={t.body}
            name="body.ru"
            rows={12}
            defaultValue={existing?.body.ru ?? ''}
            required
            maxLength={50_000}
          />
          <Field label={t.tags} name="tags" defaultValue={existing?.tags.join(', ') ?? ''} hint={t.tagsHint} />
        </LanguageColumn>
        <LanguageColumn legend={t.inUzbek}>
          <Field label={t.title} name="title.uz" defaultValue={existing?.title.uz ?? ''} maxLength={200} />
          <TextAreaField
            label={t.excerpt}
            name="excerpt.uz"
            rows={2}
            defaultValue={existing?.excerpt.uz ?? ''}
            maxLength={500}
          />
          <TextAreaField
            label={t.body}
            name="body.uz"
            rows={12}
            defaultValue={existing?.body.uz ?? ''}
            maxLength={50_000}
          />
          <Field label={t.tags} name="tagsUz" defaultValue={existing?.tagsUz.join(', ') ?? ''} hint={t.tagsHint} />
        </LanguageColumn>
      </div>
      <p className="text-xs text-gray-500 dark:text-gray-400">
        {t.bodyHint} {t.uzbekFallback}
      </p>
      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-end">
        {existing?.cover && (
          <ResponsiveImage image={existing.cover} alt="" sizes="160px" className="aspect-[16/9] w-40 rounded-lg" />
        )}
        <div className="space-y-2">
          <Field
            label={t.cover}
            name="cover"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hint={t.coverHint}
            className="h-auto py-2"
          />
          {existing?.cover && (
            <label className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
              <input type="checkbox" name="removeCover" className="accent-primary-700" />
              {t.removeCover}
            </label>
          )}
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-gray-800 dark:text-gray-200">
        <input
          type="checkbox"
          name="published"
          defaultChecked={existing?.published ?? false}
          className="accent-primary-700"
        />
        {t.published}
      </label>
      <div className="flex flex-wrap gap-3">
        <SubmitButton intent="save" labels={t.save} className="button-primary" />
        <Link to={close} className="button-secondary">
          {t.cancelEdit}
        </Link>
      </div>
    </Form>
  );
}
