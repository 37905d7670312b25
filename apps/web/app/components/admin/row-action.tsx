import { Form } from 'react-router';
import { SubmitButton } from '../form/form-parts';

/**
 * One button of a back-office row (publish, delete …): posts `intent` with the row's `id`, after the
 * browser's confirmation when `confirm` is given.
 */
export function RowAction({
  id,
  intent,
  labels,
  confirm,
}: {
  id: number;
  intent: string;
  labels: readonly [string, string];
  confirm?: string;
}) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <SubmitButton intent={intent} labels={labels} className="button-secondary h-8 px-3 text-xs" />
    </Form>
  );
}
