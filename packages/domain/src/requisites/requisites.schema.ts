/**
 * Buyer requisites by customer type. The type decides which fields an invoice needs: an LLC is named by
 * its company name with INN-10, KPP and OGRN; an entrepreneur by full name with INN-12 and OGRNIP; a
 * self-employed person (НПД) by name and INN-12; a private person by name. Every failure is an error code
 * naming the field, so the API answers it in Russian or Uzbek.
 */
import { z } from 'zod';
import { CUSTOMER_TYPES } from './customer-types.ts';
import { line } from '../text.ts';
import type { ErrorCode } from '../errors.ts';
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn10,
  isValidInn12,
  isValidKpp,
  isValidOgrn,
  isValidOgrnip,
  isValidSettlementAccount,
} from './checksums.ts';

const code = (error: ErrorCode) => ({ error });

/** A required trimmed text up to `max` characters; anything else fails with `error`. */
const text = (max: number, error: ErrorCode) => line(code(error)).trim().min(1, code(error)).max(max, code(error));

/** An optional text: absent, or an empty string (treated as absent), or a valid value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const digitsField = (check: (value: string) => boolean, error: ErrorCode) =>
  line(code(error))
    .trim()
    .refine((value) => check(value), code(error));

const inn10 = digitsField(isValidInn10, 'REQUISITES_INN_INVALID');
const inn12 = digitsField(isValidInn12, 'REQUISITES_INN_INVALID');
const kpp = line(code('REQUISITES_KPP_INVALID'))
  .trim()
  .toUpperCase()
  .refine(isValidKpp, code('REQUISITES_KPP_INVALID'));
const ogrn = digitsField(isValidOgrn, 'REQUISITES_OGRN_INVALID');
const ogrnip = digitsField(isValidOgrnip, 'REQUISITES_OGRNIP_INVALID');
const bik = digitsField(isValidBik, 'REQUISITES_BIK_INVALID');
const account = digitsField((value) => /^\d{20}$/.test(value), 'REQUISITES_ACCOUNT_INVALID');
const corrAccount = digitsField((value) => /^301\d{17}$/.test(value), 'REQUISITES_CORR_ACCOUNT_INVALID');
/**
 * A participant id at an ЭДО operator, as the operator issues it: `2`, the operator's two-character code, then
 * up to 43 letters, digits or `-` (Diadoc `2BM-…`, СБИС `2BE…`). It names the buyer in the electronic УПД's
 * file name.
 */
export const EDO_ID_PATTERN = /^2[0-9A-Z]{2}[0-9A-Za-z-]{1,43}$/;
const edoId = line(code('REQUISITES_EDO_ID_INVALID')).trim().regex(EDO_ID_PATTERN, code('REQUISITES_EDO_ID_INVALID'));
const name = text(300, 'REQUISITES_NAME_REQUIRED');
const address = text(500, 'REQUISITES_ADDRESS_REQUIRED');
const bankName = text(300, 'REQUISITES_BANK_NAME_REQUIRED');

const bankRequired = { bankName, bik, account, corrAccount };
const bankOptional = {
  bankName: optional(bankName),
  bik: optional(bik),
  account: optional(account),
  corrAccount: optional(corrAccount),
};

const LlcSchema = z.strictObject({
  type: z.literal('llc'),
  companyName: text(300, 'REQUISITES_COMPANY_NAME_REQUIRED'),
  inn: inn10,
  kpp,
  ogrn,
  address,
  ...bankRequired,
  edoId: optional(edoId),
});
const EntrepreneurSchema = z.strictObject({
  type: z.literal('entrepreneur'),
  name,
  inn: inn12,
  ogrnip,
  address,
  ...bankRequired,
  edoId: optional(edoId),
});
const SelfEmployedSchema = z.strictObject({
  type: z.literal('self_employed'),
  name,
  inn: inn12,
  address,
  ...bankOptional,
  edoId: optional(edoId),
});
const PrivatePersonSchema = z.strictObject({
  type: z.literal('private_person'),
  name,
  inn: optional(inn12),
  address: optional(address),
  ...bankOptional,
});

interface BankFields {
  bankName?: string | undefined;
  bik?: string | undefined;
  account?: string | undefined;
  corrAccount?: string | undefined;
}

/** Bank fields come as a set: once any is given, all are required, and both accounts must match the BIK. */
function checkBank(value: BankFields, ctx: z.RefinementCtx): void {
  const given = [value.bankName, value.bik, value.account, value.corrAccount].some((field) => field !== undefined);
  if (!given) return;
  const missing: [keyof BankFields, ErrorCode][] = [
    ['bankName', 'REQUISITES_BANK_NAME_REQUIRED'],
    ['bik', 'REQUISITES_BIK_INVALID'],
    ['account', 'REQUISITES_ACCOUNT_INVALID'],
    ['corrAccount', 'REQUISITES_CORR_ACCOUNT_INVALID'],
  ];
  for (const [field, error] of missing) {
    if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: error });
  }
  if (!value.bik) return;
  if (value.account && !isValidSettlementAccount(value.account, value.bik)) {
    ctx.addIssue({ code: 'custom', path: ['account'], message: 'REQUISITES_ACCOUNT_INVALID' });
  }
  if (value.corrAccount && !isValidCorrespondentAccount(value.corrAccount, value.bik)) {
    ctx.addIssue({ code: 'custom', path: ['corrAccount'], message: 'REQUISITES_CORR_ACCOUNT_INVALID' });
  }
}

/** Requisites as a customer sends them; the `type` selects the required fields. */
export const RequisitesSchema = z
  .discriminatedUnion('type', [LlcSchema, EntrepreneurSchema, SelfEmployedSchema, PrivatePersonSchema], {
    error: 'REQUISITES_TYPE_INVALID',
  })
  .superRefine(checkBank);
export type Requisites = z.infer<typeof RequisitesSchema>;

/** Requisites as stored and answered: every field of every type, absent ones null. */
export const RequisitesResponseSchema = z.object({
  type: z.enum(CUSTOMER_TYPES),
  name: z.string().nullable(),
  companyName: z.string().nullable(),
  inn: z.string().nullable(),
  kpp: z.string().nullable(),
  ogrn: z.string().nullable(),
  ogrnip: z.string().nullable(),
  address: z.string().nullable(),
  bankName: z.string().nullable(),
  bik: z.string().nullable(),
  account: z.string().nullable(),
  corrAccount: z.string().nullable(),
  /**
   * The buyer's ЭДО participant id (companies, entrepreneurs, НПД), for the electronic УПД; absent in the
   * requisites of orders placed before the field existed.
   */
  edoId: z.string().nullable().optional(),
});
export type RequisitesRecord = z.infer<typeof RequisitesResponseSchema>;

/** `{id}` of the requisites path (the user's id). */
export const RequisitesParamsSchema = z.object({ id: z.uuid() });
/** The saved requisites, or null until the buyer saves some. */
export const RequisitesAnswerSchema = RequisitesResponseSchema.nullable();

/** Flattens valid requisites into the stored shape (fields the type has not got become null). */
export function toRequisitesRecord(requisites: Requisites): RequisitesRecord {
  const value: Partial<Record<keyof RequisitesRecord, string | undefined>> = requisites;
  return {
    type: requisites.type,
    name: value.name ?? null,
    companyName: value.companyName ?? null,
    inn: value.inn ?? null,
    kpp: value.kpp ?? null,
    ogrn: value.ogrn ?? null,
    ogrnip: value.ogrnip ?? null,
    address: value.address ?? null,
    bankName: value.bankName ?? null,
    bik: value.bik ?? null,
    account: value.account ?? null,
    corrAccount: value.corrAccount ?? null,
    edoId: value.edoId ?? null,
  };
}
