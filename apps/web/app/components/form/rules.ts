/**
 * The rules a field is checked by in the browser (spec §5: required, min length, e-mail, phone, confirmed),
 * as a pure function of its value. The server checks the same input with the domain's zod schemas (the
 * browser ships no zod, docs/decisions/006); these rules mirror them, so a visitor sees a problem when
 * leaving the field, and the server's answer names the same problem if scripts never ran.
 */
import type { FieldProblem } from './form-text';

/** What a field must hold. Every rule but `required` holds for an empty field. */
export interface FieldRules {
  /** Must not be empty; `requiredProblem` names the message (spec §5: enter phone or e-mail, enter password). */
  required?: boolean;
  requiredProblem?: FieldProblem;
  minLength?: number;
  /** The message for a value shorter than `minLength` ('{field} is not valid.' unless given). */
  minLengthProblem?: FieldProblem;
  maxLength?: number;
  email?: boolean;
  /** A Russian number: an optional +7, 7 or 8, then 10 digits; separators ignored. */
  phone?: boolean;
  /** The whole value must match (e.g. six digits of a code). */
  pattern?: RegExp;
  patternProblem?: FieldProblem;
  /** The name of the field this one must equal (a password's confirmation). */
  sameAs?: string;
}

// The shape of the domain's e-mail check, loosely: the server's schema has the last word.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SHAPE_RE = /^(\+7|7|8)?\d{10}$/;

/** What a phone field holds once the mask's own characters are taken away: `+7 (` alone is empty. */
function phoneDigits(value: string): string {
  return value.replace(/[\s()-]/g, '');
}

/** Whether `value` counts as not filled in (a phone field showing only `+7 (` is empty). */
export function isEmptyValue(value: string, rules: FieldRules): boolean {
  if (rules.phone) return /^\+?7?$/.test(phoneDigits(value.trim()));
  return value.trim() === '';
}

/**
 * The first problem of `value` under `rules`, or null when it is fine. `valueOf` reads another field of
 * the same form (for `sameAs`).
 */
export function checkValue(
  value: string,
  rules: FieldRules,
  valueOf: (name: string) => string = () => '',
): FieldProblem | null {
  if (isEmptyValue(value, rules)) return rules.required ? (rules.requiredProblem ?? 'required') : null;
  const trimmed = value.trim();
  if (rules.minLength !== undefined && trimmed.length < rules.minLength) return rules.minLengthProblem ?? 'invalid';
  if (rules.maxLength !== undefined && value.length > rules.maxLength) return 'invalid';
  if (rules.email && !EMAIL_RE.test(trimmed)) return 'EMAIL_INVALID';
  if (rules.phone && !PHONE_SHAPE_RE.test(phoneDigits(trimmed))) return 'PHONE_INVALID';
  if (rules.pattern && !rules.pattern.test(trimmed)) return rules.patternProblem ?? 'invalid';
  if (rules.sameAs !== undefined && value !== valueOf(rules.sameAs)) return 'PASSWORD_MISMATCH';
  return null;
}
