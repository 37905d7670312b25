import { Form } from 'react-router';
import { PhoneField } from '../../components/phone-field';
import { Field, FormMessage, SubmitButton } from '../accounts/auth-form';
import { useContentText } from './content.i18n';
import type { FormResult } from './content.types';
import { HoneypotField, TextAreaField, typed, useResetOnSuccess } from './form-fields';

// The brief types the API accepts; the API still decides by the file's bytes, whatever its name says.
const BRIEF_TYPES = '.xlsx,.xls,.docx,.doc,.pdf';

/** The completed brief with the contact details, sent as multipart/form-data. */
export function BriefForm({ result }: { result?: FormResult }) {
  const t = useContentText();
  const form = useResetOnSuccess(result);
  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      className="relative space-y-4"
      aria-labelledby="brief-form-title"
    >
      <input type="hidden" name="intent" value="brief" />
      <h2 id="brief-form-title" className="text-xl font-semibold text-gray-900 dark:text-white">
        {t.briefFormTitle}
      </h2>
      <FormMessage error={result?.error} notice={result?.notice} />
      <Field
        label={t.fullName}
        name="name"
        defaultValue={typed(result, 'name')}
        autoComplete="name"
        required
        minLength={2}
        maxLength={200}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField label={t.phone} placeholder={t.phonePlaceholder} required defaultValue={typed(result, 'phone')} />
        <Field
          label={`${t.email} (${t.optional})`}
          name="email"
          defaultValue={typed(result, 'email')}
          type="email"
          autoComplete="email"
          maxLength={200}
        />
      </div>
      <Field
        label={`${t.company} (${t.optional})`}
        name="company"
        defaultValue={typed(result, 'company')}
        autoComplete="organization"
        maxLength={200}
      />
      <Field
        label={t.briefFile}
        name="file"
        type="file"
        accept={BRIEF_TYPES}
        required
        hint={t.briefFileHint}
        className="h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-primary-800"
      />
      <TextAreaField
        label={`${t.comment} (${t.optional})`}
        name="comment"
        defaultValue={typed(result, 'comment')}
        rows={3}
        maxLength={2000}
      />
      <HoneypotField />
      <SubmitButton intent="brief" labels={t.send} className="button-primary" />
    </Form>
  );
}
