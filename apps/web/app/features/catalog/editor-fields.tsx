/** Pieces the catalogue editor's forms share: a check box and a confirmation step. */
import { Form, Link } from 'react-router';
import { SubmitButton } from '../../components/form/form-parts';
import { useAdminCatalogText } from './admin-catalog.i18n';

/** A labelled check box. */
export function CheckboxField({
  label,
  name,
  defaultChecked,
  value,
}: {
  label: string;
  name: string;
  defaultChecked?: boolean;
  value?: string;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
      <input type="checkbox" name={name} value={value} defaultChecked={defaultChecked} className="accent-primary-700" />
      {label}
    </label>
  );
}

/**
 * The step before a delete: works without JavaScript, so the question is a page of its own rather than
 * `window.confirm`.
 */
export function ConfirmRemove({
  question,
  intent,
  id,
  labels,
  cancelTo,
}: {
  question: string;
  intent: string;
  id: string;
  labels: readonly [string, string];
  cancelTo: string;
}) {
  const t = useAdminCatalogText();
  return (
    <Form
      method="post"
      role="alertdialog"
      aria-labelledby="confirm-remove-question"
      className="space-y-4 rounded-2xl border border-red-200 bg-red-50 p-5 dark:border-red-900 dark:bg-red-950"
    >
      <p id="confirm-remove-question" className="font-medium text-red-900 dark:text-red-100">
        {question}
      </p>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          intent={intent}
          labels={labels}
          className="button-primary bg-red-700 hover:bg-red-800 dark:bg-red-700 dark:hover:bg-red-600"
        />
        <Link to={cancelTo} className="button-secondary">
          {t.cancel}
        </Link>
      </div>
    </Form>
  );
}
