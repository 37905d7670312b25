/**
 * The back office's vacancy, staff and promotion editors (a list with edit and delete, and a form with
 * both languages side by side) and the information pages' editor. The shape follows the news editor.
 */
import { EMPLOYMENT_TYPES, STAFF_GROUPS, formatPhone } from '@polotno/domain/client';
import type { ContentImage } from '@polotno/domain';
import { ExternalLink } from '../../components/icons/external-link';
import { Plus } from '../../components/icons/plus';
import type { ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { PageShell } from '../../components/page-shell';
import type { PageKey as WebPageKey } from '../../lib/pages';
import { pagePath, useLang } from '../../lib/use-lang';
import { Field, TextAreaField } from '../../components/form/field';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import { ResponsiveImage } from '../../components/responsive-image';
import { useAdminContentText } from './admin-content.i18n';
import type {
  ActionResult,
  AdminEntitiesData,
  AdminInfoPage,
  AdminPagesData,
  AdminPromotion,
  AdminStaffMember,
  AdminVacancy,
  EntityKind,
} from './admin-content.server';
import { LanguageColumn, RowAction } from './admin-posts';
import { formatDate, formatDateTime, moscowDateInput } from './content-format';
import { useContentText } from './content.i18n';
import { Pagination } from './pagination';

const select =
  'h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-gray-900 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100';

/** The address with `?edit=` set (or removed) and the one-off notices dropped. */
function useEditHref() {
  const { pathname, search } = useLocation();
  return (edit: string | null) => {
    const next = new URLSearchParams(search);
    for (const name of ['edit', 'saved', 'removed']) next.delete(name);
    if (edit) next.set('edit', edit);
    return `${pathname}${next.size > 0 ? `?${next}` : ''}`;
  };
}

interface Column<T> {
  head: string;
  cell: (item: T) => ReactNode;
}

/** A back-office table: the given column heads, an empty last head for the row's buttons, and the rows. */
function AdminTable({ heads, children }: { heads: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
      <table className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-gray-600 dark:bg-gray-800 dark:text-gray-300">
          <tr>
            {heads.map((head) => (
              <th key={head} className="px-4 py-2.5 font-medium">
                {head}
              </th>
            ))}
            <th className="px-4 py-2.5" />
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">{children}</tbody>
      </table>
    </div>
  );
}

/** The list of one kind: the editor or a "new" button above, a table with edit and delete per row. */
function EntityList<T extends { id: number; updatedAt: string }>({
  page,
  data,
  result,
  newLabel,
  columns,
  editor,
}: {
  page: WebPageKey;
  data: {
    list: { items: T[]; page: number; limit: number; total: number };
    editing: T | 'new' | null;
    notice: string | null;
  };
  result: ActionResult | undefined;
  newLabel: string;
  columns: Column<T>[];
  editor: (item: T | null) => ReactNode;
}) {
  const t = useContentText();
  const editHref = useEditHref();
  const { editing } = data;
  return (
    <PageShell page={page}>
      <FormMessage error={result?.error} notice={result?.notice ?? data.notice} />
      {editing ? (
        // An item changed elsewhere gets a fresh form, not stale fields.
        <div key={editing === 'new' ? 'new' : `${editing.id}-${editing.updatedAt}`}>
          {editor(editing === 'new' ? null : editing)}
        </div>
      ) : (
        <Link to={editHref('new')} className="button-primary">
          <Plus aria-hidden className="size-4" />
          {newLabel}
        </Link>
      )}
      <AdminTable heads={columns.map((column) => column.head)}>
        {data.list.items.map((item) => (
          <tr key={item.id} data-testid="admin-row">
            {columns.map((column) => (
              <td key={column.head} className="px-4 py-3 align-top">
                {column.cell(item)}
              </td>
            ))}
            <td className="px-4 py-3">
              <div className="flex justify-end gap-2">
                <Link to={editHref(String(item.id))} className="button-secondary h-8 px-3 text-xs">
                  {t.edit}
                </Link>
                <RowAction id={item.id} intent="delete" labels={t.remove} confirm={t.removeConfirm} />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination page={data.list.page} total={data.list.total} limit={data.list.limit} />
    </PageShell>
  );
}

/** The editor's frame: a multipart form with its heading, the item's id, and save and cancel. */
function EditorForm({ title, id, children }: { title: string; id: number | null; children: ReactNode }) {
  const t = useContentText();
  const editHref = useEditHref();
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-labelledby="editor-title"
      className="space-y-5 rounded-2xl border border-gray-200 bg-white p-5 sm:p-6 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="editor-title" className="text-xl font-semibold text-gray-900 dark:text-white">
        {title}
      </h2>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="id" value={id ?? ''} />
      {children}
      <div className="flex flex-wrap gap-3">
        <SubmitButton intent="save" labels={t.save} className="button-primary" />
        <Link to={editHref(null)} className="button-secondary">
          {t.cancelEdit}
        </Link>
      </div>
    </Form>
  );
}

/** Both languages of some fields side by side, with the note that an empty Uzbek field shows the Russian. */
function Bilingual({ field }: { field: (lang: 'ru' | 'uz') => ReactNode }) {
  const t = useContentText();
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <LanguageColumn legend={t.inRussian}>{field('ru')}</LanguageColumn>
        <LanguageColumn legend={t.inUzbek}>{field('uz')}</LanguageColumn>
      </div>
      <p className="text-xs text-gray-500 dark:text-gray-400">{t.uzbekFallback}</p>
    </>
  );
}

/** A picture with its preview, a new file to upload, and "remove". */
function PictureField({
  image,
  label,
  removeLabel,
}: {
  image: ContentImage | null;
  label: string;
  removeLabel: string;
}) {
  const t = useContentText();
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-end">
      <input type="hidden" name="pictureId" value={image?.id ?? ''} />
      {image && <ResponsiveImage image={image} alt="" sizes="160px" className="aspect-square w-32 rounded-lg" />}
      <div className="space-y-2">
        <Field
          label={label}
          name="picture"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hint={t.coverHint}
          className="h-auto py-2"
        />
        {image && (
          <label className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
            <input type="checkbox" name="removePicture" className="accent-primary-700" />
            {removeLabel}
          </label>
        )}
      </div>
    </div>
  );
}

function PublishedField({ checked, label }: { checked: boolean; label?: string }) {
  const t = useContentText();
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-gray-800 dark:text-gray-200">
      <input type="checkbox" name="published" defaultChecked={checked} className="accent-primary-700" />
      {label ?? t.published}
    </label>
  );
}

function PublishedBadge({ published }: { published: boolean }) {
  const t = useContentText();
  return published ? (
    <span className="text-primary-800 dark:text-primary-300">{t.published}</span>
  ) : (
    <span className="text-gray-500">{t.draft}</span>
  );
}

function SlugField({ value }: { value: string }) {
  const t = useContentText();
  return <Field label={t.slug} name="slug" defaultValue={value} required maxLength={120} hint={t.slugHint} />;
}

interface PageProps<K extends EntityKind> {
  data: AdminEntitiesData<K>;
  result: ActionResult | undefined;
}

// ---- Vacancies -----------------------------------------------------------------------------------

export function AdminVacanciesPage({ data, result }: PageProps<'vacancies'>) {
  const t = useContentText();
  const a = useAdminContentText();
  return (
    <EntityList
      page="adminVacancies"
      data={data}
      result={result}
      newLabel={a.newVacancy}
      columns={[
        { head: t.title, cell: (item: AdminVacancy) => <span className="font-medium">{item.title.ru}</span> },
        { head: t.employmentLabel, cell: (item) => t.employment[item.employmentType] },
        { head: t.status, cell: (item) => <PublishedBadge published={item.published} /> },
      ]}
      editor={(item) => <VacancyEditor vacancy={item} />}
    />
  );
}

function VacancyEditor({ vacancy }: { vacancy: AdminVacancy | null }) {
  const t = useContentText();
  const a = useAdminContentText();
  return (
    <EditorForm title={vacancy ? a.editing(vacancy.title.ru) : a.newVacancy} id={vacancy?.id ?? null}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SlugField value={vacancy?.slug ?? ''} />
        <label className="block space-y-1.5">
          <span className="text-sm font-medium text-gray-800 dark:text-gray-200">{t.employmentLabel}</span>
          <select name="employmentType" defaultValue={vacancy?.employmentType ?? 'full-time'} className={select}>
            {EMPLOYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.employment[type]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Bilingual
        field={(lang) => (
          <>
            <Field
              label={t.title}
              name={`title.${lang}`}
              defaultValue={vacancy?.title[lang] ?? ''}
              required={lang === 'ru'}
              maxLength={200}
            />
            <TextAreaField
              label={a.summary}
              name={`summary.${lang}`}
              rows={2}
              defaultValue={vacancy?.summary[lang] ?? ''}
              maxLength={1000}
            />
            <Field
              label={t.salary}
              name={`salary.${lang}`}
              defaultValue={vacancy?.salary[lang] ?? ''}
              maxLength={100}
            />
            <Field
              label={t.location}
              name={`location.${lang}`}
              defaultValue={vacancy?.location[lang] ?? ''}
              maxLength={200}
            />
            {(['duties', 'requirements', 'offer'] as const).map((list) => (
              <TextAreaField
                key={list}
                label={`${t[list]} — ${a.listHint.toLowerCase()}`}
                name={`${list}.${lang}`}
                rows={4}
                defaultValue={vacancy?.[list][lang].join('\n') ?? ''}
              />
            ))}
          </>
        )}
      />
      <PublishedField checked={vacancy?.published ?? false} />
    </EditorForm>
  );
}

// ---- Staff ---------------------------------------------------------------------------------------

export function AdminStaffPage({ data, result }: PageProps<'staff'>) {
  const t = useContentText();
  const a = useAdminContentText();
  return (
    <EntityList
      page="adminStaff"
      data={data}
      result={result}
      newLabel={a.newPerson}
      columns={[
        {
          head: t.name,
          cell: (item: AdminStaffMember) => (
            <span className="flex items-center gap-3">
              {item.photo && (
                <ResponsiveImage image={item.photo} alt="" sizes="40px" className="aspect-square w-10 rounded-full" />
              )}
              <span>
                <span className="block font-medium">{item.name.ru}</span>
                <span className="block text-gray-500">{item.position.ru}</span>
              </span>
            </span>
          ),
        },
        { head: a.group, cell: (item) => t.staffGroups[item.group] },
        {
          head: t.contact,
          cell: (item) => [item.phone && formatPhone(item.phone), item.email].filter(Boolean).join(' · '),
        },
        { head: t.status, cell: (item) => (item.published ? a.onSite : a.hidden) },
      ]}
      editor={(item) => <StaffEditor person={item} />}
    />
  );
}

function StaffEditor({ person }: { person: AdminStaffMember | null }) {
  const t = useContentText();
  const a = useAdminContentText();
  return (
    <EditorForm title={person ? a.editing(person.name.ru) : a.newPerson} id={person?.id ?? null}>
      <Bilingual
        field={(lang) => (
          <>
            <Field
              label={t.fullName}
              name={`name.${lang}`}
              defaultValue={person?.name[lang] ?? ''}
              required={lang === 'ru'}
              maxLength={200}
            />
            <Field
              label={a.position}
              name={`position.${lang}`}
              defaultValue={person?.position[lang] ?? ''}
              required={lang === 'ru'}
              maxLength={200}
            />
          </>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          defaultValue={person?.phone ? formatPhone(person.phone) : ''}
          hint={a.phoneHint}
        />
        <Field label={t.email} name="email" type="email" defaultValue={person?.email ?? ''} maxLength={200} />
        <label className="block space-y-1.5">
          <span className="text-sm font-medium text-gray-800 dark:text-gray-200">{a.group}</span>
          <select name="group" defaultValue={person?.group ?? 'managers'} className={select}>
            {STAFF_GROUPS.map((group) => (
              <option key={group} value={group}>
                {t.staffGroups[group]}
              </option>
            ))}
          </select>
        </label>
        <Field
          label={a.sortOrder}
          name="sortOrder"
          type="number"
          min={0}
          max={10_000}
          defaultValue={person?.sortOrder ?? 100}
          hint={a.sortOrderHint}
        />
      </div>
      <PictureField image={person?.photo ?? null} label={a.photo} removeLabel={a.removePhoto} />
      <PublishedField checked={person?.published ?? true} label={a.shownOnSite} />
    </EditorForm>
  );
}

// ---- Promotions ----------------------------------------------------------------------------------

function promotionState(promotion: AdminPromotion, now: number): 'active' | 'upcoming' | 'ended' {
  if (Date.parse(promotion.validFrom) > now) return 'upcoming';
  if (promotion.validTo && Date.parse(promotion.validTo) <= now) return 'ended';
  return 'active';
}

export function AdminPromotionsPage({ data, result, now }: PageProps<'promotions'> & { now: number }) {
  const t = useContentText();
  const a = useAdminContentText();
  const lang = useLang();
  return (
    <EntityList
      page="adminPromotions"
      data={data}
      result={result}
      newLabel={a.newPromotion}
      columns={[
        { head: t.title, cell: (item: AdminPromotion) => <span className="font-medium">{item.title.ru}</span> },
        {
          head: a.period,
          cell: (item) =>
            t.promotionPeriod(
              formatDate(item.validFrom, lang),
              item.validTo ? formatDate(new Date(Date.parse(item.validTo) - 1).toISOString(), lang) : null,
            ),
        },
        {
          head: t.status,
          cell: (item) => (
            <span data-testid="promotion-state">
              {item.published ? a.promotionStates[promotionState(item, now)] : t.draft}
            </span>
          ),
        },
      ]}
      editor={(item) => <PromotionEditor promotion={item} />}
    />
  );
}

function PromotionEditor({ promotion }: { promotion: AdminPromotion | null }) {
  const t = useContentText();
  const a = useAdminContentText();
  return (
    <EditorForm title={promotion ? a.editing(promotion.title.ru) : a.newPromotion} id={promotion?.id ?? null}>
      <div className="grid gap-4 sm:grid-cols-3">
        <SlugField value={promotion?.slug ?? ''} />
        <Field
          label={a.validFrom}
          name="validFrom"
          type="date"
          required
          defaultValue={moscowDateInput(promotion?.validFrom ?? null)}
        />
        <Field
          label={a.validTo}
          name="validTo"
          type="date"
          defaultValue={moscowDateInput(promotion?.validTo ?? null, true)}
          hint={a.validToHint}
        />
      </div>
      <Bilingual
        field={(lang) => (
          <>
            <Field
              label={t.title}
              name={`title.${lang}`}
              defaultValue={promotion?.title[lang] ?? ''}
              required={lang === 'ru'}
              maxLength={200}
            />
            <TextAreaField
              label={t.body}
              name={`body.${lang}`}
              rows={6}
              defaultValue={promotion?.body[lang] ?? ''}
              required={lang === 'ru'}
              maxLength={20_000}
            />
          </>
        )}
      />
      <p className="text-xs text-gray-500 dark:text-gray-400">{t.bodyHint}</p>
      <PictureField image={promotion?.image ?? null} label={a.image} removeLabel={a.removeImage} />
      <PublishedField checked={promotion?.published ?? false} />
    </EditorForm>
  );
}

// ---- Information pages ---------------------------------------------------------------------------

/** The web page that shows each information page. */
const PUBLIC_PAGE: Record<AdminInfoPage['slug'], WebPageKey> = {
  about: 'about',
  policy: 'policy',
  'payment-terms': 'paymentTerms',
  'terms-delivery': 'termsDelivery',
  'conditions-orders': 'conditionsOrders',
  garanty: 'garanty',
  requisites: 'requisites',
  contacts: 'contact',
};

export function AdminPagesPage({ data, result }: { data: AdminPagesData; result: ActionResult | undefined }) {
  const t = useContentText();
  const a = useAdminContentText();
  const lang = useLang();
  const editHref = useEditHref();
  return (
    <PageShell page="adminPages">
      <FormMessage error={result?.error} notice={result?.notice ?? data.notice} />
      {data.editing && <PageEditor key={`${data.editing.slug}-${data.editing.updatedAt}`} page={data.editing} />}
      <AdminTable heads={[t.title, a.updated, t.status]}>
        {data.pages.map((page) => (
          <tr key={page.slug} data-testid="admin-row">
            <td className="px-4 py-3">
              <span className="block font-medium">{page.title.ru}</span>
              <span className="block text-gray-500">{a.pageNames[page.slug]}</span>
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-gray-500">{formatDateTime(page.updatedAt)}</td>
            <td className="px-4 py-3">
              <PublishedBadge published={page.published} />
            </td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-2">
                <a href={pagePath(PUBLIC_PAGE[page.slug], lang)} className="button-secondary h-8 px-3 text-xs">
                  <ExternalLink aria-hidden className="size-3.5" />
                  {a.openOnSite}
                </a>
                <Link to={editHref(page.slug)} className="button-secondary h-8 px-3 text-xs">
                  {t.edit}
                </Link>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
    </PageShell>
  );
}

function PageEditor({ page }: { page: AdminInfoPage }) {
  const t = useContentText();
  const a = useAdminContentText();
  const editHref = useEditHref();
  return (
    <Form
      method="post"
      aria-labelledby="editor-title"
      className="space-y-5 rounded-2xl border border-gray-200 bg-white p-5 sm:p-6 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="editor-title" className="text-xl font-semibold text-gray-900 dark:text-white">
        {a.editPage(a.pageNames[page.slug])}
      </h2>
      <input type="hidden" name="slug" value={page.slug} />
      <Bilingual
        field={(lang) => (
          <>
            <Field
              label={t.title}
              name={`title.${lang}`}
              defaultValue={page.title[lang]}
              required={lang === 'ru'}
              maxLength={200}
            />
            <TextAreaField
              label={t.body}
              name={`body.${lang}`}
              rows={16}
              defaultValue={page.body[lang]}
              required={lang === 'ru'}
              maxLength={50_000}
            />
          </>
        )}
      />
      <p className="text-xs text-gray-500 dark:text-gray-400">{t.bodyHint}</p>
      <PublishedField checked={page.published} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton intent="save" name="intent" value="save" labels={t.save} className="button-primary" />
        <Link to={editHref(null)} className="button-secondary">
          {t.cancelEdit}
        </Link>
      </div>
    </Form>
  );
}
