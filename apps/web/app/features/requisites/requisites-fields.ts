/**
 * Which requisites each customer type fills in (the same rules as RequisitesSchema of the domain): the
 * page shows a field with the types that need it, and the action sends only the chosen type's fields.
 */
import type { CustomerType } from '@polotno/domain';

export const REQUISITES_FIELDS = [
  'companyName',
  'name',
  'inn',
  'kpp',
  'ogrn',
  'ogrnip',
  'address',
  'bankName',
  'bik',
  'account',
  'corrAccount',
  'edoId',
] as const;
export type RequisitesField = (typeof REQUISITES_FIELDS)[number];

export const BANK_FIELDS: readonly RequisitesField[] = ['bankName', 'bik', 'account', 'corrAccount'];
/** The electronic document exchange's: the buyer's ЭДО participant id, which addresses the electronic УПД. */
export const EDO_FIELDS: readonly RequisitesField[] = ['edoId'];

interface FieldRule {
  required: readonly CustomerType[];
  optional: readonly CustomerType[];
  /** Digits only: the phone keyboard shows numbers. */
  numeric?: true;
  maxLength: number;
}

const bank = { required: ['llc', 'entrepreneur'], optional: ['self_employed', 'private_person'] } as const;

export const FIELD_RULES: Record<RequisitesField, FieldRule> = {
  companyName: { required: ['llc'], optional: [], maxLength: 300 },
  name: { required: ['entrepreneur', 'self_employed', 'private_person'], optional: [], maxLength: 300 },
  inn: {
    required: ['llc', 'entrepreneur', 'self_employed'],
    optional: ['private_person'],
    numeric: true,
    maxLength: 12,
  },
  kpp: { required: ['llc'], optional: [], maxLength: 9 },
  ogrn: { required: ['llc'], optional: [], numeric: true, maxLength: 13 },
  ogrnip: { required: ['entrepreneur'], optional: [], numeric: true, maxLength: 15 },
  address: { required: ['llc', 'entrepreneur', 'self_employed'], optional: ['private_person'], maxLength: 500 },
  bankName: { ...bank, maxLength: 300 },
  bik: { ...bank, numeric: true, maxLength: 9 },
  account: { ...bank, numeric: true, maxLength: 20 },
  corrAccount: { ...bank, numeric: true, maxLength: 20 },
  // `2`, the operator's two characters and up to 43 more (EDO_ID_PATTERN of the domain).
  edoId: { required: [], optional: ['llc', 'entrepreneur', 'self_employed'], maxLength: 46 },
};

/** The fields a customer of `type` may send. */
export function fieldsOf(type: CustomerType): RequisitesField[] {
  return REQUISITES_FIELDS.filter(
    (field) => FIELD_RULES[field].required.includes(type) || FIELD_RULES[field].optional.includes(type),
  );
}
