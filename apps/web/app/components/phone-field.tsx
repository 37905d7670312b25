/**
 * The phone field of every form (register and reset popups, price-list, feedback and brief requests):
 * label, the `+7 (###) ###-####` mask of spec §5, an error linked to the input. The input is uncontrolled
 * and named, so without JavaScript it submits whatever was typed and the server normalises it
 * (`normalizePhone`, `ContactPhoneSchema`); once hydrated, the mask edits it as the visitor types.
 */
import { useEffect, useId, useRef } from 'react';
import { applyPhoneEdit, formatPhoneInput, type PhoneInputState } from './phone-mask';

/** Edits whose outcome the mask computes from the value and selection before them. */
const MASKED_EDITS =
  /^(insert(Text|FromPaste|FromDrop)|delete(Content|Word|SoftLine|HardLine)(Backward|Forward)|deleteBy(Cut|Drag))$/;

/** Masks `input` as the visitor edits it; calls `onValue` with each masked value. Returns the detach. */
function attachPhoneMask(input: HTMLInputElement, onValue: (value: string) => void): () => void {
  let before: PhoneInputState | null = null;
  const show = (next: PhoneInputState) => {
    input.value = next.value;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(next.selectionStart, next.selectionEnd);
    onValue(next.value);
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
    show({ value, selectionStart: value.length, selectionEnd: value.length });
  }
  return () => {
    input.removeEventListener('beforeinput', onBeforeInput);
    input.removeEventListener('input', onInput);
    input.removeEventListener('compositionend', onCompositionEnd);
  };
}

interface PhoneFieldProps {
  label: string;
  placeholder?: string;
  name?: string;
  required?: boolean;
  autoFocus?: boolean;
  /** The value to show first (a refused form sends back what was typed). */
  defaultValue?: string;
  /** The field's own error: shown under it, announced, and marks the input invalid. */
  error?: string | null;
  /** Called with the masked value after every edit (e.g. to enable a button). */
  onValue?: (value: string) => void;
}

/** A labelled phone input with the `+7 (###) ###-####` mask. */
export function PhoneField({
  label,
  placeholder,
  name = 'phone',
  required = false,
  autoFocus = false,
  defaultValue,
  error,
  onValue,
}: PhoneFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  // The latest callback, without attaching the listeners again on every render.
  const onValueRef = useRef(onValue);
  useEffect(() => {
    onValueRef.current = onValue;
  });
  useEffect(() => {
    if (!input.current) return;
    return attachPhoneMask(input.current, (value) => onValueRef.current?.(value));
  }, []);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={placeholder}
        required={required}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-gray-900 placeholder:text-gray-400 focus:border-primary-600 aria-invalid:border-red-600 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100 dark:aria-invalid:border-red-400"
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
