import { describe, expect, it } from 'vitest';
import { ERRORS } from '../errors.ts';
import { RequisitesSchema, toRequisitesRecord } from './requisites.schema.ts';

const SBER_BANK = {
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  // Key digit (9th) computed for BIK …225.
  account: '40702810938000012345',
  corrAccount: '30101810400000000225',
};

const llc = {
  type: 'llc',
  companyName: 'ООО «Ромашка»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  address: '117997, г. Москва, ул. Вавилова, д. 19',
  ...SBER_BANK,
};

/** The error codes a value fails with, by field. */
function failures(value: unknown): Record<string, string> {
  const result = RequisitesSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('requisites by customer type', () => {
  it('uses a settlement account that is valid for Sberbank in the fixtures', () => {
    expect(failures(llc)).toEqual({});
  });

  it('accepts an LLC with INN-10, KPP, OGRN, address and bank', () => {
    const parsed = RequisitesSchema.parse({ ...llc, kpp: '7736ab001' });
    expect(toRequisitesRecord(parsed)).toMatchObject({
      type: 'llc',
      inn: '7707083893',
      kpp: '7736AB001',
      ogrnip: null,
    });
  });

  it('names each wrong field of an LLC', () => {
    expect(failures({ ...llc, inn: '7707083894', kpp: '77360100', ogrn: '1027700132194', companyName: ' ' })).toEqual({
      inn: 'REQUISITES_INN_INVALID',
      kpp: 'REQUISITES_KPP_INVALID',
      ogrn: 'REQUISITES_OGRN_INVALID',
      companyName: 'REQUISITES_COMPANY_NAME_REQUIRED',
    });
  });

  it('keeps an ЭДО participant id as the operator issued it, and refuses anything else', () => {
    const edoId = '2BM-7707083893-773601001-201801010000000000000';
    expect(toRequisitesRecord(RequisitesSchema.parse({ ...llc, edoId: ` ${edoId} ` })).edoId).toBe(edoId);
    expect(toRequisitesRecord(RequisitesSchema.parse({ ...llc, edoId: '' })).edoId).toBeNull();
    expect(toRequisitesRecord(RequisitesSchema.parse(llc)).edoId).toBeNull();
    for (const wrong of ['BM-7707083893', '2BM', '2BM-77070 83893', `2BM-${'1'.repeat(43)}`, '2bm-7707083893']) {
      expect(failures({ ...llc, edoId: wrong })).toEqual({ edoId: 'REQUISITES_EDO_ID_INVALID' });
    }
    expect(failures({ type: 'private_person', name: 'Сидоров Пётр', edoId })).not.toEqual({});
  });

  it('refuses a 12-digit INN for an LLC and a 10-digit one for an entrepreneur', () => {
    expect(failures({ ...llc, inn: '500100732259' })).toEqual({ inn: 'REQUISITES_INN_INVALID' });
    const { companyName: _c, kpp: _k, ogrn: _o, ...rest } = llc;
    const entrepreneur = { ...rest, type: 'entrepreneur', name: 'Иванов Иван Иванович', ogrnip: '304500116000157' };
    expect(failures({ ...entrepreneur, inn: '500100732259' })).toEqual({});
    expect(failures(entrepreneur)).toEqual({ inn: 'REQUISITES_INN_INVALID' });
  });

  it('checks both accounts against the BIK', () => {
    expect(failures({ ...llc, bik: '044030653' })).toEqual({
      account: 'REQUISITES_ACCOUNT_INVALID',
      corrAccount: 'REQUISITES_CORR_ACCOUNT_INVALID',
    });
    expect(failures({ ...llc, account: '40702810938000012346' })).toEqual({ account: 'REQUISITES_ACCOUNT_INVALID' });
  });

  it('lets a self-employed person or a private person leave the bank out, but not half of it', () => {
    const selfEmployed = { type: 'self_employed', name: 'Петрова Анна', inn: '500100732259', address: 'Москва' };
    expect(failures(selfEmployed)).toEqual({});
    expect(failures({ ...selfEmployed, bik: '044525225', bankName: '' })).toEqual({
      bankName: 'REQUISITES_BANK_NAME_REQUIRED',
      account: 'REQUISITES_ACCOUNT_INVALID',
      corrAccount: 'REQUISITES_CORR_ACCOUNT_INVALID',
    });
    expect(failures({ type: 'private_person', name: 'Сидоров Пётр' })).toEqual({});
    expect(failures({ type: 'private_person', name: 'Сидоров Пётр', inn: '123' })).toEqual({
      inn: 'REQUISITES_INN_INVALID',
    });
  });

  it('refuses an unknown type, fields of another type and a missing name', () => {
    expect(Object.values(failures({ ...llc, type: 'ao' }))).toEqual(['REQUISITES_TYPE_INVALID']);
    expect(RequisitesSchema.safeParse({ type: 'private_person', name: 'A', kpp: '773601001' }).success).toBe(false);
    expect(failures({ type: 'private_person' })).toEqual({ name: 'REQUISITES_NAME_REQUIRED' });
  });

  it('has a message in both languages for every requisites error, naming the field', () => {
    const codes = Object.keys(ERRORS).filter((name) => name.startsWith('REQUISITES_')) as (keyof typeof ERRORS)[];
    for (const name of codes) {
      expect(ERRORS[name].ru).toMatch(/^[А-ЯЁ][^:]+:/);
      expect(ERRORS[name].uz).toMatch(/^[A-Z][^:]+:/);
    }
  });
});
