/**
 * Requisites of every customer type for document tests, checksum-valid (the tax service's sample numbers), as a
 * customer sends them to `PUT /api/user/{id}/requisites`; and the shop's seller as a company and as an
 * entrepreneur.
 */
import { RequisitesSchema, toRequisitesRecord, type RequisitesRecord } from '@polotno/domain';
import type { SellerConfig } from '../src/config.ts';

const BANK = {
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  account: '40702810938000012345',
  corrAccount: '30101810400000000225',
};

export const BUYERS = {
  llc: {
    type: 'llc',
    companyName: 'ООО «Ромашка»',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    address: '117997, г. Москва, ул. Вавилова, д. 19',
    ...BANK,
  },
  entrepreneur: {
    type: 'entrepreneur',
    name: 'Иванов Иван Иванович',
    inn: '500100732259',
    ogrnip: '304500116000157',
    address: '141400, Московская обл., г. Химки, ул. Ленина, д. 1',
    ...BANK,
  },
  self_employed: {
    type: 'self_employed',
    name: 'Петрова Анна Сергеевна',
    inn: '500100732259',
    address: '115088, г. Москва, ул. Угрешская, д. 2',
  },
  private_person: { type: 'private_person', name: 'Сидоров Пётр' },
} as const;

export type BuyerKind = keyof typeof BUYERS;

/**
 * A company of another ИНН + КПП than `BUYERS.llc` (one company per ИНН + КПП in the shop: a second account
 * saving `BUYERS.llc` would be refused with COMPANY_INN_TAKEN), under the same name.
 */
export const OTHER_LLC = { ...BUYERS.llc, inn: '7736050003', kpp: '772801001', ogrn: '1027700070518' } as const;

/** The requisites of ООО «Фирма n»: a checksum-valid ИНН of its own for each `n`, for tests with many companies. */
export function llcNumber(n: number) {
  const body = `77${String(n).padStart(7, '0')}`;
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const control = ([...body].reduce((sum, digit, index) => sum + Number(digit) * (weights[index] ?? 0), 0) % 11) % 10;
  return { ...BUYERS.llc, companyName: `ООО «Фирма ${n}»`, inn: `${body}${control}` };
}

/** The stored form of a fixture buyer, as an order keeps it. */
export function buyerRecord(kind: BuyerKind, extra: { edoId?: string } = {}): RequisitesRecord {
  return toRequisitesRecord(RequisitesSchema.parse({ ...BUYERS[kind], ...extra }));
}

/** A seller that is an entrepreneur (ИП): 12-digit INN, OGRNIP, no KPP. */
export function entrepreneurSeller(company: SellerConfig): SellerConfig {
  return {
    ...company,
    kind: 'entrepreneur',
    name: 'ИП Сидорова Мария Петровна',
    inn: '500100732259',
    kpp: null,
    ogrn: '304500116000157',
    director: 'Сидорова М. П.',
  };
}
