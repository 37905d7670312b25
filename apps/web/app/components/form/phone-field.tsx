/**
 * The form kit's phone field, the one of every form (register and reset popups, price-list, feedback and
 * brief requests): a kit field (label, error linked to the input, checked by spec §5's phone rule) with
 * the `+7 (###) ###-####` mask. The input is uncontrolled and named, so without JavaScript it submits
 * whatever was typed and the server normalises it (`normalizePhone`, `ContactPhoneSchema`); once hydrated,
 * the mask edits it as the visitor types (docs/decisions/007-phone-mask.md).
 */
import { useEffect, useRef } from 'react';
import { describedBy, FieldFrame, type FieldProps } from './field';
import { applyPhoneEdit, formatPhoneInput, type PhoneInputState } from './phone-mask';
import { useField } from './use-field';

/** Edits whose outcome the mask computes from the value and selection before them. */
const MASKED_EDITS =
  /^(insert(Text|FromPaste|FromDrop)|delete(Content|Word|SoftLine|HardLine)(Backward|Forward)|deleteBy(Cut|Drag))$/;

/**
 * Masks `input` as the visitor edits it; calls `onValue` with each masked value (`edited` false for the
 * first masking of a value the page came with). Returns the detach.
 */
function attachPhoneMask(input: HTMLInputElement, onValue: (value: string, edited: boolean) => void): () => void {
  let before: PhoneInputState | null = null;
  const show = (next: PhoneInputState, edited = true) => {
    input.value = next.value;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(next.selectionStart, next.selectionEnd);
    onValue(next.value, edited);
  };
  // The browser applies the edit; the mask then recomputes it from the state before (`beforeinput`). The
  // inserted text is read from the change itself (what replaced the selection), which is exact for typing,
  // paste and drop alike.
  const onBeforeInput = () => {
    before = { value: input.value, selectionStart: input.selectionStart ?? 0, selectionEnd: input.selectionEnd ?? 0 };
  };
  const onInput = (event: Event) => {
    const edit = event as InputEvent;
    if (edit.isComposing) return;
    const inputType = edit.inputType ?? '';
    const previous = before;
    before = null;
    if (previous && MASKED_EDITS.test(inputType)) {
      const start = Math.min(previous.selectionStart, previous.selectionEnd);
      const tail = previous.value.length - Math.max(previous.selectionStart, previous.selectionEnd);
      const data = inputType.startsWith('insert') ? input.value.slice(start, input.value.length - tail) : null;
      show(applyPhoneEdit(previous, { inputType, data }));
      return;
    }
    // Autofill, undo, an input method: take what the field holds as a whole number.
    const value = formatPhoneInput(input.value);
    show({ value, selectionStart: value.length, selectionEnd: value.length });
  };
  const onCompositionEnd = () => {
    const value = formatPhoneInput(input.value);
    show({ value, selectionStart: value.length, selectionEnd: value.length });
  };
  input.addEventListener('beforeinput', onBeforeInput);
  input.addEventListener('input', onInput);
  input.addEventListener('compositionend', onCompositionEnd);
  // What was typed before the script loaded (or sent back by a refused form) is shown masked.
  if (input.value !== '') {
    const value = formatPhoneInput(input.value);
    show({ value, selectionStart: value.length, selectionEnd: value.length }, false);
  }
  return () => {
    input.removeEventListener('beforeinput', onBeforeInput);
    input.removeEventListener('input', onInput);
    input.removeEventListener('compositionend', onCompositionEnd);
  };
}

interface PhoneFieldProps extends FieldProps {
  placeholder?: string;
  name?: string;
  required?: boolean;
  autoFocus?: boolean;
  /** The value to show first (a refused form's typed value, from its result, wins). */
  defaultValue?: string;
  /** Called with the masked value after every edit (e.g. to enable a button). */
  onValue?: (value: string) => void;
}

/** A labelled phone input with the `+7 (###) ###-####` mask, checked as a Russian number. */
export function PhoneField({
  label,
  hint,
  rules,
  error,
  placeholder,
  name = 'phone',
  required = false,
  autoFocus = false,
  defaultValue,
  onValue,
}: PhoneFieldProps) {
  const { attach, ...field } = useField<HTMLInputElement>(name, label, { required, phone: true, ...rules }, error);
  // The latest callbacks, without attaching the listeners again on every render. The mask writes the
  // value itself, so React sees no change event: the field's check runs from here.
  const onEdit = useRef<(value: string, edited: boolean) => void>(() => {});
  useEffect(() => {
    onEdit.current = (value, edited) => {
      if (edited) field.onChange();
      onValue?.(value);
    };
  });
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!input.current) return;
    return attachPhoneMask(input.current, (value, edited) => onEdit.current(value, edited));
  }, []);
  return (
    <FieldFrame id={field.id} name={name} label={label} hint={hint} error={field.error} errorId={field.errorId}>
      <input
        ref={(element) => {
          input.current = element;
          attach(element);
        }}
        id={field.id}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={placeholder}
        required={required}
        autoFocus={autoFocus}
        defaultValue={field.typed ?? defaultValue}
        onBlur={field.onBlur}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field.id, hint, field.error, field.errorId)}
        className="h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-gray-900 placeholder:text-gray-400 focus:border-primary-600 aria-invalid:border-red-600 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100 dark:aria-invalid:border-red-400"
      />
    </FieldFrame>
  );
}
