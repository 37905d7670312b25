/**
 * The `+7 (###) ###-####` phone mask of spec §5 as a pure function of an edit: the field's value and
 * selection before it, and what the browser reports (`InputEvent.inputType` and the inserted text), give
 * the value and selection after it. The edit is applied to the ten national digits, never to the
 * separators, so Backspace or Delete over `(`, `)`, a space or `-` removes the digit beyond it, and the
 * caret lands right after the digit that was edited (docs/decisions/007-phone-mask.md).
 */

/** What a text field holds: its value and selection. */
export interface PhoneInputState {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** One edit as the browser's `beforeinput` reports it; `data` is the inserted text (null for deletions). */
export interface PhoneEdit {
  inputType: string;
  data: string | null;
}

/** Whether the country code is shown: not at all (empty field), `+` only (typed so far), or `+7 (`. */
type Prefix = 'none' | 'plus' | 'full';

interface Phone {
  national: string;
  prefix: Prefix;
}

const PREFIX = '+7 (';
const NATIONAL_LENGTH = 10;
/** Where the digit groups `###`, `###`, `####` start and end, in national digits. */
const GROUP_STARTS = [0, 3, 6] as const;
const GROUP_ENDS = [3, 6, 10] as const;

const digitsOf = (text: string) => text.replace(/\D/g, '');

function render({ national, prefix }: Phone): string {
  if (national === '') return prefix === 'full' ? PREFIX : prefix === 'plus' ? '+' : '';
  let value = `${PREFIX}${national.slice(0, 3)}`;
  // A separator appears only once a digit follows it: Backspace at the end always removes a digit.
  if (national.length > 3) value += `) ${national.slice(3, 6)}`;
  if (national.length > 6) value += `-${national.slice(6)}`;
  return value;
}

/**
 * A whole number as a person writes or pastes it: `+7 999 123-45-67`, `8 (999) 1234567`, `79991234567`,
 * `9991234567`. A leading 7 or 8 of eleven digits (or the 7 after `+`) is the country or trunk code; a
 * lone 7 or 8 typed into an empty field is too (the field then shows `+7 (`).
 */
function parseWhole(text: string): Phone {
  const trimmed = text.trim();
  const digits = digitsOf(trimmed);
  if (trimmed.startsWith('+')) {
    if (digits === '') return { national: '', prefix: 'plus' };
    return { national: (digits.startsWith('7') ? digits.slice(1) : digits).slice(0, NATIONAL_LENGTH), prefix: 'full' };
  }
  if (digits === '') return { national: '', prefix: 'none' };
  if (/^[78]/.test(digits) && (digits.length === 1 || digits.length > NATIONAL_LENGTH)) {
    return { national: digits.slice(1, NATIONAL_LENGTH + 1), prefix: 'full' };
  }
  return { national: digits.slice(0, NATIONAL_LENGTH), prefix: 'full' };
}

/** The phone a field's value shows: the mask's own output, or anything else (typed before hydration). */
function parse(value: string): Phone {
  if (value === '') return { national: '', prefix: 'none' };
  if (value === '+') return { national: '', prefix: 'plus' };
  if (value.startsWith('+7')) return { national: digitsOf(value.slice(2)).slice(0, NATIONAL_LENGTH), prefix: 'full' };
  return parseWhole(value);
}

/** How many national digits stand before `position` in a value the mask rendered. */
function digitsBefore(value: string, position: number): number {
  if (!value.startsWith('+7')) return 0;
  return digitsOf(value.slice(2, Math.max(2, position))).length;
}

/** The caret position right after the `count`-th national digit (after `+7 (` for none). */
function caretAfter(value: string, count: number): number {
  if (!value.startsWith('+7')) return value.length;
  if (count === 0) return Math.min(PREFIX.length, value.length);
  let seen = 0;
  for (let index = 2; index < value.length; index += 1) {
    if (/\d/.test(value[index] ?? '') && (seen += 1) === count) return index + 1;
  }
  return value.length;
}

/** The caret position right before the national digit at `index` (the end when there is none). */
function caretBefore(value: string, index: number): number {
  const after = caretAfter(value, index + 1);
  return after === value.length && digitsBefore(value, value.length) <= index ? value.length : after - 1;
}

const collapsed = (value: string, caret: number): PhoneInputState => ({
  value,
  selectionStart: caret,
  selectionEnd: caret,
});

/** The digits a pasted or dropped text adds in the middle of a number (its country or trunk code dropped). */
function insertedDigits(text: string): string {
  const digits = digitsOf(text);
  if (text.trim().startsWith('+7')) return digits.slice(1);
  return digits.length > NATIONAL_LENGTH && /^[78]/.test(digits) ? digits.slice(1) : digits;
}

function insert(state: PhoneInputState, phone: Phone, start: number, end: number, text: string): PhoneInputState {
  // Letters and other characters are refused: the field keeps its value and selection.
  if (!/[\d+]/.test(text)) return state;
  const from = digitsBefore(state.value, start);
  const to = digitsBefore(state.value, end);
  const remaining = phone.national.slice(0, from) + phone.national.slice(to);
  // Typing into an empty field, or over everything (select all, then type or paste): read it as a whole number.
  if (remaining === '' && (start === 0 || phone.prefix !== 'full')) {
    const whole = parseWhole(`${phone.prefix === 'plus' && start > 0 ? '+' : ''}${text}`);
    if (whole.prefix === 'none') return state;
    const value = render(whole);
    return collapsed(value, caretAfter(value, whole.national.length));
  }
  // Like `maxlength`: a full number takes no more digits, a long paste is cut.
  const digits = insertedDigits(text).slice(0, NATIONAL_LENGTH - remaining.length);
  if (digits === '') return state;
  const national = remaining.slice(0, from) + digits + remaining.slice(from);
  const value = render({ national, prefix: 'full' });
  return collapsed(value, caretAfter(value, from + digits.length));
}

/**
 * Removes national digits `from`…`to`, the caret where they were (before the digit that took their place);
 * the emptied number keeps `+7 (` unless `clear` (then the field empties).
 */
function remove(phone: Phone, from: number, to: number, clear: boolean): PhoneInputState {
  const national = phone.national.slice(0, from) + phone.national.slice(to);
  if (national === '' && clear) return collapsed('', 0);
  const value = render({ national, prefix: 'full' });
  return collapsed(value, caretBefore(value, from));
}

function removeBackward(state: PhoneInputState, phone: Phone, caret: number, inputType: string): PhoneInputState {
  const at = digitsBefore(state.value, caret);
  if (at === 0) {
    // Backspace over `(` of an emptied number clears the field; before the first digit it keeps the code.
    return phone.national === '' ? collapsed('', 0) : collapsed(state.value, caret);
  }
  let from = at - 1;
  if (inputType === 'deleteWordBackward') from = Math.max(...GROUP_STARTS.filter((start) => start < at));
  if (/LineBackward$/.test(inputType)) from = 0;
  return remove(phone, from, at, false);
}

function removeForward(state: PhoneInputState, phone: Phone, caret: number, inputType: string): PhoneInputState {
  const at = digitsBefore(state.value, caret);
  if (at >= phone.national.length) return collapsed(state.value, caret);
  let to = at + 1;
  if (inputType === 'deleteWordForward') to = Math.min(...GROUP_ENDS.filter((end) => end > at));
  if (/LineForward$/.test(inputType)) to = NATIONAL_LENGTH;
  const after = remove(phone, at, to, false);
  // The caret stays where it was when what stands before it did not change (Delete keeps its place).
  const stays = caret <= after.value.length && after.value.slice(0, caret) === state.value.slice(0, caret);
  return stays ? collapsed(after.value, caret) : after;
}

/** The field after `edit` was applied to `state`, masked. */
export function applyPhoneEdit(state: PhoneInputState, edit: PhoneEdit): PhoneInputState {
  const phone = parse(state.value);
  const start = Math.min(state.selectionStart, state.selectionEnd);
  const end = Math.max(state.selectionStart, state.selectionEnd);
  if (edit.inputType.startsWith('insert')) return insert(state, phone, start, end, edit.data ?? '');
  if (!edit.inputType.startsWith('delete')) return state;
  if (start !== end) {
    const from = digitsBefore(state.value, start);
    const to = digitsBefore(state.value, end);
    // Only separators selected: nothing to remove.
    if (from === to && phone.national !== '') return collapsed(state.value, start);
    return remove(phone, from, to, start < PREFIX.length);
  }
  return edit.inputType.includes('Backward')
    ? removeBackward(state, phone, start, edit.inputType)
    : removeForward(state, phone, start, edit.inputType);
}

/** Any spelling of a number (autofill, a value typed before the script loaded) in the mask's form. */
export function formatPhoneInput(text: string): string {
  return render(parse(text));
}

/** Spec §5: sending a code needs 7 followed by 10 digits. */
export function isCompletePhone(input: string): boolean {
  return /^7\d{10}$/.test(input.replace(/\D/g, '').replace(/^8/, '7'));
}
