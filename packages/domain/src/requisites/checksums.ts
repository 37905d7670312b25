/**
 * Control-digit checks of Russian registration and bank numbers, as published by the Federal Tax Service
 * (INN, OGRN, OGRNIP) and the Bank of Russia (account control key, instruction 2-П / 579-П).
 */

const digitsOf = (value: string): number[] => [...value].map(Number);

/** Σ digit × weight, for the first `weights.length` digits. */
function weighted(digits: number[], weights: readonly number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0);
}

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

/** The control digit the FTS algorithm gives for these digits and weights. */
function innControl(digits: number[], weights: readonly number[]): number {
  return (weighted(digits, weights) % 11) % 10;
}

/** INN of an organisation: 10 digits, the last one a control digit. */
export function isValidInn10(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = digitsOf(value);
  return innControl(digits, INN10_WEIGHTS) === digits[9];
}

/** INN of a person (individual entrepreneur, self-employed, private person): 12 digits, two control digits. */
export function isValidInn12(value: string): boolean {
  if (!/^\d{12}$/.test(value)) return false;
  const digits = digitsOf(value);
  return innControl(digits, INN12_WEIGHTS_11) === digits[10] && innControl(digits, INN12_WEIGHTS_12) === digits[11];
}

/** KPP: 4 digits (tax office), 2 digits or capital Latin letters (reason), 3 digits (number). */
export function isValidKpp(value: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(value);
}

/** OGRN (13 digits) and OGRNIP (15 digits): the last digit is (number without it mod 11 or 13) mod 10. */
function ogrnControl(body: string, modulus: bigint): number {
  return Number((BigInt(body) % modulus) % 10n);
}

/** OGRN of an organisation: 13 digits with a control digit. */
export function isValidOgrn(value: string): boolean {
  return /^\d{13}$/.test(value) && ogrnControl(value.slice(0, 12), 11n) === Number(value[12]);
}

/** OGRNIP of an individual entrepreneur: 15 digits with a control digit. */
export function isValidOgrnip(value: string): boolean {
  return /^\d{15}$/.test(value) && ogrnControl(value.slice(0, 14), 13n) === Number(value[14]);
}

/** BIK of a Russian bank: 9 digits starting with the country code 04. */
export function isValidBik(value: string): boolean {
  return /^04\d{7}$/.test(value);
}

const ACCOUNT_WEIGHTS = Array.from({ length: 23 }, (_, index) => [7, 1, 3][index % 3] ?? 0);

/** The Bank of Russia key check over 23 digits: Σ (digit × 7,1,3,…) ≡ 0 (mod 10). */
function accountKeyHolds(digits23: string): boolean {
  return weighted(digitsOf(digits23), ACCOUNT_WEIGHTS) % 10 === 0;
}

/** A settlement account (20 digits) whose control key (9th digit) matches the bank's BIK. */
export function isValidSettlementAccount(account: string, bik: string): boolean {
  return /^\d{20}$/.test(account) && isValidBik(bik) && accountKeyHolds(bik.slice(-3) + account);
}

/** A correspondent account (20 digits, 301…) whose control key matches the BIK (0 + BIK digits 5–6). */
export function isValidCorrespondentAccount(account: string, bik: string): boolean {
  return /^301\d{17}$/.test(account) && isValidBik(bik) && accountKeyHolds(`0${bik.slice(4, 6)}${account}`);
}
