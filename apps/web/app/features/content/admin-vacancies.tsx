/** The back office's vacancies: the list and the editor with both languages side by side. */
import { EMPLOYMENT_TYPES } from '@polotno/domain/client';
import { Field, TextAreaField } from '../../components/form/field';
import { useAdminContentText } from './admin-content.i18n';
import type { AdminVacancy } from './admin-content.server';
import {
  Bilingual,
  EditorForm,
  EntityList,
  PublishedBadge,
  PublishedField,
  SELECT,
  SlugField,
  type PageProps,
} from './admin-kit';
import { useContentText } from './content.i18n';

/** The vacancies page of the back office. */
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
          <select name="employmentType" defaultValue={vacancy?.employmentType ?? 'full-time'} className={SELECT}>
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
