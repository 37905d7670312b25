/**
 * The payment QR of an invoice by ГОСТ Р 56042-2014, the symbol a bank app scans into a filled payment order:
 * `ST0001` (format and version), `2` (UTF-8), the separator, then `Key=Value` pairs. The five mandatory keys
 * come first and in the standard's order (Name, PersonalAcc, BankName, BIC, CorrespAcc); then PayeeINN, KPP
 * (a company payee only), Sum in kopecks, Purpose and, when the buyer has one, PayerINN. No budget keys: a
 * commercial invoice names itself in the purpose. Research: shared/reference/documents-ru.md §1.
 */

/** Who is paid: the seller's bank requisites as the invoice prints them. */
export interface PaymentQrPayee {
  name: string;
  /** Settlement account, 20 digits. */
  account: string;
  bankName: string;
  bik: string;
  /** The bank's correspondent account, 20 digits, or `0` when it has none. */
  corrAccount: string;
  inn: string;
  /** Only a company has one; null for an entrepreneur. */
  kpp: string | null;
}

export interface PaymentQrInput {
  payee: PaymentQrPayee;
  /** The invoice total. */
  sumKopecks: number;
  purpose: string;
  /** The buyer's INN, when the buyer has one (companies, entrepreneurs, НПД). */
  payerInn: string | null;
}

/** A value the standard does not allow (too long, wrong digits); `key` names the field. */
export class PaymentQrError extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(`${key}: ${message}`);
    this.name = 'PaymentQrError';
  }
}

/** UTF-8 (character set 2) of the 2014 version of the format. */
export const PAYMENT_QR_HEADER = 'ST00012';

/** The mandatory block (header and the five keys, with separators) may take at most this many bytes. */
export const PAYMENT_QR_MANDATORY_MAX_BYTES = 300;

/**
 * Separators tried in turn: `|` is the usual one; the standard lets the string use another character when
 * `|` occurs in a value, and a reader takes the separator from the byte after the header.
 */
const SEPARATORS = ['|', '#', ';', '^', '~', '`', '@', '$', '*', '_', '+', '!'] as const;

interface FieldRule {
  check: (value: string) => boolean;
  problem: string;
}

const text = (max: number): FieldRule => ({
  check: (value) => value.length >= 1 && value.length <= max && !/[\p{Cc}]/u.test(value),
  problem: `1–${max} characters, no control characters`,
});
const digits = (pattern: RegExp, problem: string): FieldRule => ({ check: (value) => pattern.test(value), problem });

/** Lengths and formats of the keys the shop writes (the limits of the open implementations, §1.2–1.3). */
const RULES: Record<string, FieldRule> = {
  Name: text(160),
  PersonalAcc: digits(/^\d{20}$/, '20 digits'),
  BankName: text(45),
  BIC: digits(/^\d{9}$/, '9 digits'),
  CorrespAcc: digits(/^(\d{20}|0)$/, '20 digits, or 0 when the bank has none'),
  PayeeINN: digits(/^(\d{10}|\d{12})$/, '10 or 12 digits'),
  KPP: digits(/^\d{4}[0-9A-Z]{2}\d{3}$/, '9 characters'),
  Sum: digits(/^[1-9]\d{0,17}$/, 'a positive whole number of kopecks, at most 18 digits'),
  Purpose: text(210),
  PayerINN: digits(/^(\d{10}|\d{12})$/, '10 or 12 digits'),
};

/** The QR's text for an invoice; throws PaymentQrError when a value breaks the standard's limits. */
export function paymentQrPayload(input: PaymentQrInput): string {
  const { payee } = input;
  if (!Number.isSafeInteger(input.sumKopecks)) throw new PaymentQrError('Sum', 'a whole number of kopecks');
  const mandatory: [string, string][] = [
    ['Name', payee.name.trim()],
    ['PersonalAcc', payee.account],
    ['BankName', payee.bankName.trim()],
    ['BIC', payee.bik],
    ['CorrespAcc', payee.corrAccount],
  ];
  const optional: [string, string][] = [
    ['PayeeINN', payee.inn],
    ...(payee.kpp === null ? [] : [['KPP', payee.kpp] as [string, string]]),
    ['Sum', String(input.sumKopecks)],
    ['Purpose', input.purpose.trim()],
    ...(input.payerInn === null ? [] : [['PayerINN', input.payerInn] as [string, string]]),
  ];
  const fields = [...mandatory, ...optional];
  for (const [key, value] of fields) {
    const rule = RULES[key];
    if (rule && !rule.check(value)) throw new PaymentQrError(key, `must be ${rule.problem}`);
  }
  const separator = SEPARATORS.find((candidate) => fields.every(([, value]) => !value.includes(candidate)));
  if (!separator) throw new PaymentQrError('Name', 'the values use every separator character there is');
  const join = (pairs: [string, string][]) => pairs.map(([key, value]) => `${key}=${value}`).join(separator);
  const head = `${PAYMENT_QR_HEADER}${separator}${join(mandatory)}`;
  if (new TextEncoder().encode(head).length > PAYMENT_QR_MANDATORY_MAX_BYTES) {
    throw new PaymentQrError('Name', `the mandatory block takes more than ${PAYMENT_QR_MANDATORY_MAX_BYTES} bytes`);
  }
  return `${head}${separator}${join(optional)}`;
}

/**
 * The payment's purpose: «Оплата по счёту № 123 от 01.03.2026 за трикотажное полотно. В т.ч. НДС 22% —
 * 22 262,56 руб.» (п. 4 ст. 168 НК РФ asks for the VAT on its own). `vat` is the invoice's VAT line as
 * printed, so the two cannot differ; `date` is `YYYY-MM-DD`.
 */
export function paymentPurpose(invoice: { number: string; date: string; vatPercent: number; vat: string }): string {
  const [year, month, day] = invoice.date.split('-');
  return (
    `Оплата по счёту № ${invoice.number} от ${day}.${month}.${year} за трикотажное полотно. ` +
    `В т.ч. НДС ${invoice.vatPercent}% — ${invoice.vat} руб.`
  );
}
