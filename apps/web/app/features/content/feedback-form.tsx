import { Form } from 'react-router';
import { PhoneField } from '../../components/phone-field';
import { Field, FormMessage, SubmitButton } from '../accounts/auth-form';
import { useContentText } from './content.i18n';
import type { FormResult } from './content.types';
import { HoneypotField, TextAreaField, typed, useResetOnSuccess } from './form-fields';

/** The feedback form of the contacts page: name, phone or e-mail, message. */
export function FeedbackForm({ result }: { result?: FormResult }) {
  const t = useContentText();
  const form = useResetOnSuccess(result);
  return (
    <Form ref={form} method="post" className="relative space-y-4" aria-labelledby="feedback-title">
      <input type="hidden" name="intent" value="feedback" />
      <h2 id="feedback-title" className="text-xl font-semibold text-gray-900 dark:text-white">
        {t.feedbackTitle}
      </h2>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t.feedbackText}</p>
      <FormMessage error={result?.error} notice={result?.notice} />
      <Field
        label={t.name}
        name="name"
        defaultValue={typed(result, 'name')}
        autoComplete="name"
        required
        minLength={2}
        maxLength={200}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField
          label={`${t.phone} (${t.optional})`}
          placeholder={t.phonePlaceholder}
          defaultValue={typed(result, 'phone')}
        />
        <Field
          label={`${t.email} (${t.optional})`}
          name="email"
          defaultValue={typed(result, 'email')}
          type="email"
          autoComplete="email"
          maxLength={200}
        />
      </div>
      <p className="text-xs text-gray-500 dark:text-gray-400">{t.contactHint}</p>
      <TextAreaField
        label={t.message}
        name="message"
        defaultValue={typed(result, 'message')}
        required
        minLength={5}
        maxLength={5000}
      />
      <HoneypotField />
      <SubmitButton intent="feedback" labels={t.send} className="button-primary" />
    </Form>
  );
}
