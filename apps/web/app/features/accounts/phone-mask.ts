/**
 * The `+7 (###) ###-####` mask of spec §5 as the visitor types: digits only, a leading 8 read as 7,
 * at most 11 digits. A dozen lines rather than a masking library.
 */
export function maskPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits === '') return '';
  if (digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  if (!digits.startsWith('7')) digits = `7${digits}`;
  const rest = digits.slice(1, 11);
  let masked = '+7';
  if (rest.length > 0) masked += ` (${rest.slice(0, 3)}`;
  if (rest.length >= 3) masked += ')';
  if (rest.length > 3) masked += ` ${rest.slice(3, 6)}`;
  if (rest.length > 6) masked += `-${rest.slice(6)}`;
  return masked;
}

/** Spec §5: sending a code needs 7 followed by 10 digits. */
export function isCompletePhone(input: string): boolean {
  return /^7\d{10}$/.test(input.replace(/\D/g, '').replace(/^8/, '7'));
}
