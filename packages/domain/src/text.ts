/**
 * The one rule for text that comes in (JSON bodies, query strings, multipart fields): no C0 control
 * character and no DEL. NUL is the sharp one (PostgreSQL refuses it in text: a 500 instead of an
 * answer); the others have no business in a name, a search or an address either. Every free-text input
 * field of the domain's schemas is declared with `line()` or `text()`, so a value breaking the rule is
 * refused with VALIDATION_FAILED (400, the usual message) and nothing is written.
 */
import { z } from 'zod';

// The character classes below are the point of these expressions.
/* eslint-disable no-control-regex */
/** One line: no C0 control (tab and line breaks included), no DEL. */
const LINE = /^[^\u0000-\u001f\u007f]*$/;
/** Several lines: tab, line feed and carriage return are text there; other C0 controls and DEL are not. */
const TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
/** Every control character (C0, DEL, C1) and lone surrogate, for queries that drop them instead. */
const ANY_CONTROL = /\p{Cc}|\p{Cs}/gu;
/* eslint-enable no-control-regex */

const refused = { error: 'VALIDATION_FAILED' } as const;

type StringParams = Parameters<typeof z.string>[0];

/** A single-line text field (a name, an address, a search): refuses every C0 control and DEL. */
export function line(params?: StringParams): z.ZodString {
  return z.string(params).regex(LINE, refused);
}

/** A multi-line text field (a comment, a description, a Markdown body): keeps tab, LF and CR, refuses other controls. */
export function text(params?: StringParams): z.ZodString {
  return z.string(params).regex(TEXT, refused);
}

/**
 * `value` without control characters or lone surrogates: for the catalogue's forgiving query values,
 * which fall back rather than fail (a search never answers 400), yet must never carry NUL to a query.
 */
export function stripControls(value: string): string {
  return value.replace(ANY_CONTROL, '');
}
