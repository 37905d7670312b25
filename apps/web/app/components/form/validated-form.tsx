/**
 * The form kit's form: React Router's `Form` with `noValidate` (no browser bubbles, in whatever language
 * the browser speaks) and our own check before sending. Its fields (`useField`) register here; a submit
 * checks them all, shows every problem at its field and focuses the first one instead of sending. The
 * action's answer (`FormResult`) is handed down, so each field shows its own server error and typed value.
 * Without JavaScript the form posts as it is and the server answers with the same messages.
 */
import { createContext, useCallback, useMemo, useRef, type ComponentProps, type FormEvent } from 'react';
import { Form } from 'react-router';
import type { FormResult } from './form-result';

/** A field's check: shows its problem (if any) and says whether the value is fine. */
type Check = () => boolean;

interface FormKit {
  /** The action's last answer for this form, if any. */
  result: Pick<FormResult, 'fieldErrors' | 'values'> | null;
  /** Adds a field's check; returns its removal. */
  register: (input: HTMLElement, check: Check) => () => void;
}

export const FormKitContext = createContext<FormKit | null>(null);

type ValidatedFormProps = Omit<ComponentProps<typeof Form>, 'noValidate'> & {
  /** The action's answer; its per-field errors and values go to the fields. */
  result?: Pick<FormResult, 'fieldErrors' | 'values'> | null;
  /** Sent as the hidden `intent` field: the action's branch, and what `SubmitButton` shows busy for. */
  intent?: string;
};

/** A form whose fields are checked by the kit's rules before it is sent (spec §5). */
export function ValidatedForm({ result = null, intent, onSubmit, children, ...form }: ValidatedFormProps) {
  const checks = useRef(new Map<HTMLElement, Check>());
  const register = useCallback((input: HTMLElement, check: Check) => {
    checks.current.set(input, check);
    return () => {
      checks.current.delete(input);
    };
  }, []);
  const kit = useMemo(() => ({ result, register }), [result, register]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Every field is checked (each shows its own problem); the first invalid one in the page's order gets focus.
    let first: HTMLElement | null = null;
    for (const element of Array.from(event.currentTarget.elements)) {
      const check = checks.current.get(element as HTMLElement);
      if (check && !check() && !first) first = element as HTMLElement;
    }
    if (first) {
      event.preventDefault();
      first.focus();
      return;
    }
    onSubmit?.(event);
  };
  return (
    <FormKitContext value={kit}>
      <Form {...form} noValidate onSubmit={submit}>
        {intent && <input type="hidden" name="intent" value={intent} />}
        {children}
      </Form>
    </FormKitContext>
  );
}
