import { TextAreaField } from '../../components/form/field';
import type { FormResult } from '../../components/form/form-result';
import { RequestForm } from './request-form';
import { useRequestsText } from './requests.i18n';

/** The feedback form of the contacts page: name, phone or e-mail, message. */
export function FeedbackForm({ result }: { result?: FormResult }) {
  const t = useRequestsText();
  return (
    <RequestForm
      intent="feedback"
      title={t.feedbackTitle}
      titleId="feedback-title"
      intro={t.feedbackText}
      result={result}
      nameLabel={t.name}
      phoneOptional
    >
      <p className="text-xs text-gray-500 dark:text-gray-400">{t.contactHint}</p>
      <TextAreaField label={t.message} name="message" required minLength={5} maxLength={5000} />
    </RequestForm>
  );
}
