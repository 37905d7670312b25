/**
 * Building the one form answer (`FormResult`) on the server: from a refusal of the domain's zod schema
 * (the same schema the API checks with), from an API error, or from a success. Every message is in the
 * page's language: a domain error code gives the domain's text, an empty field "this field is required",
 * anything else "{field} is not valid." with the field's label (spec §5).
 */
import { errorMessage, ERRORS, type ErrorCode, type Lang } from '@polotno/domain';
import type { z } from 'zod';
import { ApiError } from '../../lib/api.server';
import type { FieldErrors, FormResult, FormValues } from './form-result';
import { problemMessage } from './form-text';

/** How a form names its fields: labels by field name, and the schema's keys that a field of another name sends. */
export interface FormFields {
  /** Field name → its label in the page's language; only these fields get a message of their own. */
  labels: Record<string, string>;
  /** Schema key → field name, where they differ (the login form's `login` is the schema's `email`). */
  rename?: Record<string, string>;
}

const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(ERRORS, value);

/** The field a problem at `path` belongs to, or null when it is not one of the form's fields. */
function fieldOf(path: readonly PropertyKey[], fields: FormFields): string | null {
  const key = path[0];
  if (typeof key !== 'string') return null;
  const name = fields.rename?.[key] ?? key;
  return name in fields.labels ? name : null;
}

/** A problem's message: a domain code's own text, "required" for an empty field, else "{field} is not valid." */
function problemText(code: string, lang: Lang, label: string, value: unknown): string {
  if (isErrorCode(code) && code !== 'VALIDATION_FAILED') return errorMessage(code, lang);
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  return problemMessage(empty ? 'required' : 'invalid', lang, label);
}

/**
 * The domain code of a zod issue (its message). A union names none of its own (an optional phone is `''`
 * or a phone): the code is the one its branches agree to name, e.g. PHONE_INVALID.
 */
function codeOf(issue: z.core.$ZodIssue): string {
  if (isErrorCode(issue.message) || issue.code !== 'invalid_union') return issue.message;
  for (const branch of issue.errors.flat()) {
    const code = codeOf(branch);
    if (isErrorCode(code)) return code;
  }
  return issue.message;
}

/** The text of the first problem zod found; issue messages are error codes of the domain. */
export function issueMessage(error: z.ZodError, lang: Lang): string {
  const first = error.issues[0];
  const code = first ? codeOf(first) : undefined;
  return errorMessage(code && isErrorCode(code) ? code : 'VALIDATION_FAILED', lang);
}

/** The API's message for an ApiError; anything else is logged and shown as the generic server error. */
export function apiMessage(error: unknown, lang: Lang): string {
  if (error instanceof ApiError) return error.message;
  console.error(error);
  return errorMessage('INTERNAL', lang);
}

/** A success: the notice, nothing typed kept. */
export function formDone(notice: string | null): FormResult {
  return { ok: true, error: null, notice, fieldErrors: {}, values: null };
}

/** A refusal with a message for the whole form, per-field messages and what was typed. */
export function formFailed(
  error: string | null,
  { fieldErrors = {}, values = null }: { fieldErrors?: FieldErrors; values?: FormValues | null } = {},
): FormResult {
  return { ok: false, error, notice: null, fieldErrors, values };
}

/** One message per field for the problems zod found, the first problem of each field winning. */
export function fieldErrors(error: z.ZodError, lang: Lang, fields: FormFields, values: FormValues = {}): FieldErrors {
  const found: FieldErrors = {};
  for (const issue of error.issues) {
    const name = fieldOf(issue.path, fields);
    if (!name || found[name]) continue;
    found[name] = problemText(codeOf(issue), lang, fields.labels[name] ?? name, values[name]);
  }
  return found;
}

/**
 * A form the schema refused: each problem at its field; above the form "check the input", or the
 * problem itself when it belongs to no field of the form.
 */
export function invalidForm(error: z.ZodError, lang: Lang, fields: FormFields, values: FormValues): FormResult {
  const perField = fieldErrors(error, lang, fields, values);
  const unplaced = error.issues.find((issue) => !fieldOf(issue.path, fields));
  const code = unplaced ? codeOf(unplaced) : undefined;
  const summary = code && isErrorCode(code) ? code : 'VALIDATION_FAILED';
  return formFailed(errorMessage(summary, lang), { fieldErrors: perField, values });
}

/** The per-field problems of an API validation answer (`details.fields` of a 400), by the form's fields. */
function apiFieldErrors(error: ApiError, lang: Lang, fields: FormFields, values: FormValues): FieldErrors {
  const details = error.details as { fields?: unknown } | undefined;
  const found: FieldErrors = {};
  if (!Array.isArray(details?.fields)) return found;
  for (const item of details.fields as { field?: unknown; message?: unknown }[]) {
    const name = typeof item.field === 'string' ? fieldOf(item.field.split('.'), fields) : null;
    if (!name || found[name]) continue;
    found[name] = problemText(String(item.message ?? ''), lang, fields.labels[name] ?? name, values[name]);
  }
  return found;
}

/**
 * A write the API refused: its message above the form, and at a field what belongs there — the fields the
 * API's validation named, or the field `codeFields` gives for the error's code (e-mail taken → `email`).
 */
export function apiFailure(
  error: unknown,
  lang: Lang,
  fields: FormFields,
  values: FormValues,
  codeFields: Partial<Record<ErrorCode, string>> = {},
): FormResult {
  const message = apiMessage(error, lang);
  if (!(error instanceof ApiError)) return formFailed(message, { values });
  const perField = apiFieldErrors(error, lang, fields, values);
  const field = isErrorCode(error.code) ? codeFields[error.code] : undefined;
  if (field) perField[field] ??= message;
  return formFailed(message, { fieldErrors: perField, values });
}
