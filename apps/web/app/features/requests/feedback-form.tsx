import { TextAreaField } from '../../components/form/field';
import type { FormResult } from '../../components/form/form-result';
import { FormMessage, SubmitButton } from '../../components/form/form-parts';
import { ValidatedForm } from '../../components/form/validated-form';
import { useRequestsText } from './requests.i18n';
import { ContactFields, HoneypotField, useResetOnSuccess } from './form-fields';

/** The feedback form of the contacts page: name, phone or e-mail, message. */
export function FeedbackForm({ result }: { result?: FormResult }) {
  const t = useRequestsText();
  const form = useResetOnSuccess(result);
  return (
    <ValidatedForm
      ref={form}
      method="post"
      intent="feedback"
      result={result}
      className="relative space-y-4"
      aria-labelledby="feedback-title"
    >
      <h2 id="feedback-title" className="text-xl font-semibold text-gray-900 dark:text-white">
        {t.feedbackTitle}
      </h2>
      <p className="text-sm text-gray-600 dark:text-gray-300">{t.feedbackText}</p>
      <FormMessage error={result?.error} notice={result?.notice} />
      <ContactFields nameLabel={t.name} phoneOptional />
      <p className="text-xs text-gray-500 dark:text-gray-400">{t.contactHint}</p>
      <TextAreaField label={t.message} name="message" required minLength={5} maxLength={5000} />
      <HoneypotField />
      <SubmitButton intent="feedback" labels={t.send} className="button-primary" />
    </ValidatedForm>
  );
}
