import { Field, TextAreaField } from '../../components/form/field';
import type { FormResult } from '../../components/form/form-result';
import { RequestForm } from './request-form';
import { useRequestsText } from './requests.i18n';

// The brief types the API accepts; the API still decides by the file's bytes, whatever its name says.
const BRIEF_TYPES = '.xlsx,.xls,.docx,.doc,.pdf';

/** The completed brief with the contact details, sent as multipart/form-data. */
export function BriefForm({ result }: { result?: FormResult }) {
  const t = useRequestsText();
  return (
    <RequestForm
      intent="brief"
      title={t.briefFormTitle}
      titleId="brief-form-title"
      result={result}
      nameLabel={t.fullName}
      company
      encType="multipart/form-data"
    >
      <Field
        label={t.briefFile}
        name="file"
        type="file"
        accept={BRIEF_TYPES}
        required
        hint={t.briefFileHint}
        className="h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-primary-800"
      />
      <TextAreaField label={`${t.comment} (${t.optional})`} name="comment" rows={3} maxLength={2000} />
    </RequestForm>
  );
}
