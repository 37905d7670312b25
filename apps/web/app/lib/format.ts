/** Numbers as the shop prints them: kilograms and counts, and roubles of an estimate. */

// One number format for both languages, so the server and the browser print the same digits.
const number = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** `1 250,5` */
export function formatNumber(value: number): string {
  return number.format(value);
}

/** `15 200 ₽` for a sum of roubles, rounded to the rouble. */
export function formatRoubles(value: number): string {
  return `${whole.format(value)} ₽`;
}
