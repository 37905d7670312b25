/** Customer types, their names on screen, and the buyer's title on an invoice (no zod: the browser imports this). */
import type { Localized } from '../i18n.ts';

export const CUSTOMER_TYPES = ['llc', 'entrepreneur', 'self_employed', 'private_person'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** How each customer type is called on screen and on the invoice. */
export const CUSTOMER_TYPE_LABELS: Record<CustomerType, Localized> = {
  llc: { ru: 'ООО', uz: 'MChJ' },
  entrepreneur: { ru: 'ИП', uz: 'YaTT' },
  self_employed: { ru: 'Самозанятый (НПД)', uz: "O'zini o'zi band qilgan" },
  private_person: { ru: 'Частное лицо', uz: 'Jismoniy shaxs' },
};

/** The fields of stored requisites (`RequisitesRecord`) a buyer's title is made of. */
export interface BuyerNames {
  type: CustomerType;
  companyName: string | null;
  name: string | null;
}

/** The buyer's display name: company name for an LLC, «ИП Фамилия И. О.» for an entrepreneur, else the name. */
export function buyerTitle(record: BuyerNames): string {
  if (record.type === 'llc') return record.companyName ?? '';
  if (record.type === 'entrepreneur') return `ИП ${record.name ?? ''}`;
  return record.name ?? '';
}
