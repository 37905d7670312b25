/** Phone numbers of spec §5: what a person may type, the stored form and the on-screen mask (no zod: the browser imports this). */
/**
 * What a person may type as a Russian number (spec §5): an optional +7, 7 or 8, then 10 digits, with spaces,
 * dashes, brackets. The phone field sends it as typed when the page has no JavaScript.
 */
const PHONE_INPUT_RE = /^\s*(\+7|7|8)?[\s\-()]*(\d[\s\-()]*){10}$/;
/** Stored form: 7 and 10 digits. Only mobile numbers (7 9xx …) can receive an SMS. */
export const PHONE_RE = /^79\d{9}$/;

/** `+7 (999) 123-45-67`, `89991234567`, `79991234567`, `999 123 45 67` → `79991234567`; anything else → null. */
export function normalizePhone(input: string): string | null {
  if (!PHONE_INPUT_RE.test(input)) return null;
  const normalized = `7${input.replace(/\D/g, '').slice(-10)}`;
  return PHONE_RE.test(normalized) ? normalized : null;
}

/** The `+7 (###) ###-####` mask of spec §5 for a stored phone. */
export function formatPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (d.length !== 11) return phone;
  return `+7 (${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7)}`;
}
