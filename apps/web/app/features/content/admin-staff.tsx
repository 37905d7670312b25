/** The back office's staff list (the contacts page's people): the list and the editor with the photo. */
import { STAFF_GROUPS, formatPhone } from '@polotno/domain/client';
import { Field } from '../../components/form/field';
import { ResponsiveImage } from '../../components/responsive-image';
import { useAdminContentText } from './admin-content.i18n';
import type { AdminStaffMember } from './admin-content.server';
import { Bilingual, EditorForm, EntityList, PictureField, PublishedField, SELECT, type PageProps } from './admin-kit';
import { useContentText } from './content.i18n';

/** The staff page of the back office. */
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
          <select name="group" defaultValue={person?.group ?? 'managers'} className={SELECT}>
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
