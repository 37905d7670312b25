/**
 * The one answer every form's action gives (`form-result.server.ts` builds it): a message for the whole
 * form, an error per field, and what was typed, so that a refused form shows the values again and each
 * problem at its field — with and without JavaScript.
 */

/** The text fields of a form as sent (a checkbox group as a list). */
export type FormValues = Record<string, string | string[]>;

/** Field name → message in the page's language. */
export type FieldErrors = Record<string, string>;

export interface FormResult {
  ok: boolean;
  /** What went wrong with the form as a whole (shown above it); null when nothing did. */
  error: string | null;
  /** What was done (e.g. "saved"); null on a refusal. */
  notice: string | null;
  fieldErrors: FieldErrors;
  /** What was typed, when the form was refused; null after a success (the form starts empty or fresh). */
  values: FormValues | null;
}

/** A text value the visitor had typed into `name` before the form was refused (undefined otherwise). */
export function typedValue(result: Pick<FormResult, 'values'> | null | undefined, name: string): string | undefined {
  const value = result?.values?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** The boxes of `name` the visitor had checked before the form was refused (undefined otherwise). */
export function typedList(result: Pick<FormResult, 'values'> | null | undefined, name: string): string[] | undefined {
  const value = result?.values?.[name];
  return Array.isArray(value) ? value : undefined;
}
