/**
 * The form kit's fields: a label, the control, a hint, and the field's own error under it — linked by
 * `aria-describedby`, marked by `aria-invalid` and announced (`role="alert"`) when it appears. The rules
 * come from the control's attributes (`required`, `minLength`, `type="email"`) and `rules`; see `useField`
 * for when they are checked.
 */
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import type { FieldRules } from './rules';
import { rulesOf, useField } from './use-field';

const CONTROL =
  'w-full rounded-lg border border-gray-300 bg-white px-3 text-gray-900 placeholder:text-gray-400 focus:border-primary-600 aria-invalid:border-red-600 read-only:bg-gray-50 read-only:text-gray-600 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100 dark:aria-invalid:border-red-400 dark:read-only:bg-gray-900 dark:read-only:text-gray-300';

/** What every kit field takes besides its control's own attributes. */
export interface FieldProps {
  label: string;
  hint?: ReactNode;
  /** Rules beyond the control's attributes (spec §5 messages: `requiredProblem`, `sameAs`, `phone`…). */
  rules?: FieldRules;
  /** The field's error, instead of the one the form's result holds for its name. */
  error?: string | null;
}

/** Label, control, hint and error; `id`s tie them together. */
export function FieldFrame({
  id,
  name,
  label,
  hint,
  error,
  errorId,
  children,
}: {
  id: string;
  /** The control's name: its error is `data-testid="error-{name}"`. */
  name?: string;
  label: string;
  hint?: ReactNode;
  error: string | null;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-gray-500 dark:text-gray-400">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          role="alert"
          data-testid={name ? `error-${name}` : undefined}
          className="text-sm text-red-700 dark:text-red-300"
        >
          {error}
        </p>
      )}
    </div>
  );
}

/** `aria-describedby` of a control: its hint and its error, when shown. */
export function describedBy(id: string, hint: unknown, error: string | null, errorId: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
}

/** A labelled input checked by the kit. */
export function Field({
  label,
  hint,
  rules,
  error,
  className = '',
  onBlur,
  onChange,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { attach, ...field } = useField<HTMLInputElement>(input.name, label, { ...rulesOf(input), ...rules }, error);
  const controlled = input.value !== undefined;
  return (
    <FieldFrame id={field.id} name={input.name} label={label} hint={hint} error={field.error} errorId={field.errorId}>
      <input
        {...input}
        ref={attach}
        id={field.id}
        defaultValue={controlled ? undefined : (field.typed ?? input.defaultValue)}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field.id, hint, field.error, field.errorId)}
        onBlur={(event) => {
          field.onBlur();
          onBlur?.(event);
        }}
        onChange={(event) => {
          onChange?.(event);
          field.onChange();
        }}
        className={`h-11 ${CONTROL} ${className}`}
      />
    </FieldFrame>
  );
}

/** A labelled multi-line input checked by the kit. */
export function TextAreaField({
  label,
  hint,
  rules,
  error,
  className = '',
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { attach, ...field } = useField<HTMLTextAreaElement>(
    textarea.name,
    label,
    { ...rulesOf(textarea), ...rules },
    error,
  );
  return (
    <FieldFrame
      id={field.id}
      name={textarea.name}
      label={label}
      hint={hint}
      error={field.error}
      errorId={field.errorId}
    >
      <textarea
        rows={5}
        {...textarea}
        ref={attach}
        id={field.id}
        defaultValue={field.typed ?? textarea.defaultValue}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field.id, hint, field.error, field.errorId)}
        onBlur={field.onBlur}
        onChange={field.onChange}
        className={`py-2 ${CONTROL} ${className}`}
      />
    </FieldFrame>
  );
}
