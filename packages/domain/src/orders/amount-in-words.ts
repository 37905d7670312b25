/**
 * An amount written out in Russian, as invoices print it: «Двадцать две тысячи рублей 00 копеек».
 * Roubles in words, kopecks in figures — the usual form of Russian payment documents.
 */
import { plural } from '../i18n.ts';

const ONES_MASCULINE = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const ONES_FEMININE = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

type Forms = readonly [one: string, few: string, many: string];

/** Scales from units up; thousands are feminine in Russian («две тысячи»), the rest masculine. */
const SCALES: readonly { forms: Forms; feminine: boolean }[] = [
  { forms: ['рубль', 'рубля', 'рублей'], feminine: false },
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
];

/** 0–999 in words. */
function triadWords(value: number, feminine: boolean): string[] {
  const words = [HUNDREDS[Math.floor(value / 100)] ?? ''];
  const rest = value % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10] ?? '');
  else {
    words.push(TENS[Math.floor(rest / 10)] ?? '');
    words.push((feminine ? ONES_FEMININE : ONES_MASCULINE)[rest % 10] ?? '');
  }
  return words.filter(Boolean);
}

/** Kopecks as a Russian amount in words with the kopecks in figures; negative or non-integer input throws. */
export function amountInWords(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) throw new RangeError(`not an amount in kopecks: ${kopecks}`);
  const roubles = Math.floor(kopecks / 100);
  const cents = kopecks % 100;
  if (roubles >= 1000 ** SCALES.length) throw new RangeError(`amount too large: ${kopecks}`);
  const words: string[] = [];
  SCALES.forEach((scale, power) => {
    const triad = Math.floor(roubles / 1000 ** power) % 1000;
    if (power === 0) {
      words.unshift(plural(triad, ...scale.forms));
      words.unshift(...(roubles === 0 ? ['ноль'] : triadWords(triad, scale.feminine)));
    } else if (triad > 0) {
      words.unshift(...triadWords(triad, scale.feminine), plural(triad, ...scale.forms));
    }
  });
  const kopecksText = `${String(cents).padStart(2, '0')} ${plural(cents, 'копейка', 'копейки', 'копеек')}`;
  const text = `${words.join(' ')} ${kopecksText}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
