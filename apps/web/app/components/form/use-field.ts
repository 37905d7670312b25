/**
 * How a kit field is checked (spec §5): not while the visitor types into a field they have not left yet;
 * on leaving it (blur) and on every change after that, debounced by 5 ms; and all at once on submit. A
 * confirmation (`sameAs`) once left is checked again when the field it must equal changes. Until the visitor
 * edits the field, it shows the server's message for it, if the action sent one.
 */
import { useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import { useLang } from '../../lib/locale';
import { problemMessage } from './form-text';
import { checkValue, type FieldRules } from './rules';
import { FormKitContext } from './validated-form';

type Control = HTMLInputElement | HTMLTextAreaElement;

/** Spec §5: a change is judged 5 ms after it, so a burst of changes (a paste, the mask's rewrite) is one check. */
export const CHANGE_CHECK_DELAY_MS = 5;

/** The rules a control's own attributes state: `required`, `minLength`, `maxLength`, `type="email"`. */
export function rulesOf(attributes: {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  type?: string;
}): FieldRules {
  return {
    required: attributes.required,
    minLength: attributes.minLength,
    maxLength: attributes.maxLength,
    email: attributes.type === 'email',
  };
}

export interface FieldState<T extends Control> {
  id: string;
  errorId: string;
  /** The message shown under the field, or null. */
  error: string | null;
  /** The typed value the action sent back for this field, if any. */
  typed: string | undefined;
  /** The control's callback ref. */
  attach: (control: T | null) => void;
  onBlur: () => void;
  onChange: () => void;
}

/**
 * A field named `name` checked by `rules`; `label` names it in the generic message. `error` overrides the
 * server's message from the form's result (for fields outside a `ValidatedForm`).
 */
export function useField<T extends Control>(
  name: string | undefined,
  label: string,
  rules: FieldRules,
  error?: string | null,
): FieldState<T> {
  const lang = useLang();
  const id = useId();
  const kit = useContext(FormKitContext);
  const result = kit?.result ?? null;
  const control = useRef<T | null>(null);
  const left = useRef(false);
  // The browser's own verdict, valid for the server answer it was made after (a new answer shows again).
  const [checked, setChecked] = useState<{ after: unknown; message: string | null } | null>(null);
  const server = error !== undefined ? error : name ? (result?.fieldErrors[name] ?? null) : null;
  const shown = checked && checked.after === result ? checked.message : server;

  const check = () => {
    const element = control.current;
    if (!element || element.disabled) return true;
    const form = element.form;
    const valueOf = (other: string) => {
      const item = form?.elements.namedItem(other);
      return item && 'value' in item ? String(item.value) : '';
    };
    const problem = checkValue(element.value, rules, valueOf);
    setChecked({ after: result, message: problem ? problemMessage(problem, lang, label) : null });
    return problem === null;
  };
  // The form calls the latest check (the rules and the answer may have changed since the field mounted).
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });
  useEffect(() => {
    const element = control.current;
    if (!kit || !element) return;
    return kit.register(element, () => latest.current());
  }, [kit]);
  // A confirmation follows the field it must equal: a new password makes a judged confirmation wrong or right.
  const sameAs = rules.sameAs;
  useEffect(() => {
    const other = sameAs ? control.current?.form?.elements.namedItem(sameAs) : null;
    if (!(other instanceof HTMLElement)) return;
    const follow = () => {
      if (left.current) latest.current();
    };
    other.addEventListener('input', follow);
    return () => other.removeEventListener('input', follow);
  }, [sameAs]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const attach = useCallback((element: T | null) => {
    control.current = element;
  }, []);

  return {
    id,
    errorId: `${id}-error`,
    error: shown,
    typed: name && typeof result?.values?.[name] === 'string' ? (result.values[name] as string) : undefined,
    attach,
    onBlur: () => {
      left.current = true;
      clearTimeout(timer.current);
      check();
    },
    onChange: () => {
      // Before the first blur a field is not judged while typed into; a shown message follows every change.
      if (!left.current && !shown) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(), CHANGE_CHECK_DELAY_MS);
    },
  };
}
