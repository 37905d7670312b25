/** Numbers as the shop prints them: kilograms and counts, roubles of an estimate, sums with kopecks; the roll band. */
import type { Product } from '@polotno/domain';

/** Spec §9: a roll weighs 20–25 kg. */
export const ROLL_KG = { min: 20, max: 25 } as const;

// One number format for both languages, so the server and the browser print the same digits.
const number = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
// Invoice sums are exact to the kopeck, unlike the estimates, which are rounded to the rouble.
const kopecks = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `1 250,5` */
export function formatNumber(value: number): string {
  return number.format(value);
}

/** `15 200 ₽` for a sum of roubles, rounded to the rouble. */
export function formatRoubles(value: number): string {
  return `${whole.format(value)} ₽`;
}

/** `17 940,50 ₽`: a sum on actual weight. */
export function formatAmount(value: number): string {
  return `${kopecks.format(value)} ₽`;
}

/** `340 КБ`, `1,5 МБ`: a file's size in the units' words of the page's language. */
export function formatSize(bytes: number, kb: string, mb: string): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} ${mb}`;
  return `${Math.max(1, Math.round(bytes / 1024))} ${kb}`;
}

/** The estimate band of `rolls` rolls of `product`: weight and cost at 20 kg and at 25 kg per roll. */
export function rollEstimate(product: Pick<Product, 'price'>, rolls: number) {
  return {
    minKg: rolls * ROLL_KG.min,
    maxKg: rolls * ROLL_KG.max,
    minCost: rolls * ROLL_KG.min * product.price,
    maxCost: rolls * ROLL_KG.max * product.price,
  };
}
