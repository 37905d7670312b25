import { Field, TextAreaField } from '../../components/form/field';
import type { FormResult } from '../../components/form/form-result';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import { ValidatedForm } from '../../components/form/validated-form';
import { useRequestsText } from './requests.i18n';
import { ContactFields, HoneypotField, useResetOnSuccess } from './form-fields';

// The brief types the API accepts; the API still decides by the file's bytes, whatever its name says.
const BRIEF_TYPES = '.xlsx,.xls,.docx,.doc,.pdf';

/** The completed brief with the contact details, sent as multipart/form-data. */
export function BriefForm({ result }: { result?: FormResult }) {
  const t = useRequestsText();
  const form = useResetOnSuccess(result);
  return (
    <ValidatedForm
      ref={form}
      method="post"
      intent="brief"
      result={result}
      encType="multipart/form-data"
      className="relative space-y-4"
      aria-labelledby="brief-form-title"
    >
      <h2 id="brief-form-title" className="text-xl font-semibold text-gray-900 dark:text-white">
        {t.briefFormTitle}
      </h2>
      <FormMessage error={result?.error} notice={result?.notice} />
      <ContactFields nameLabel={t.fullName} company />
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
      <HoneypotField />
      <SubmitButton intent="brief" labels={t.send} className="button-primary" />
    </ValidatedForm>
  );
}
