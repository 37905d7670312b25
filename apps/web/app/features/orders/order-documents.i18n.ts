/**
 * Texts of an order's documents and payments and of the акт сверки's period picker (issue 26): only the
 * order history's late content loads them, both languages (history-content.tsx), so the product page and the
 * cart, which load the ordering texts, do not carry them (docs/decisions/006).
 */
import type { Lang } from '@polotno/domain/client';
import type { OrderApproval } from '@polotno/domain';
import { textsOf } from '../../lib/texts';
import { useLang } from '../../lib/locale';
import type { PeriodPreset } from './reconciliation-period';

declare module '../../lib/texts' {
  interface Texts {
    orderDocuments: OrderDocumentsText;
  }
}

/** An idle and a busy button label. */
type Labels = readonly [string, string];

export interface OrderDocumentsText {
  documents: string;
  packingList: string;
  /** «УПД № 12 от 5 марта 2026 (PDF)» */
  updPdf: (number: number, date: string) => string;
  updXml: string;
  /** Why there is no УПД yet: it is issued at shipment. */
  updLater: string;
  /** The link to the requisites form when the buyer's ЭДО id is what the XML lacks. */
  addEdoId: string;
  payments: string;
  /** A payment: «5 марта 2026 — 10 000,00 ₽». */
  payment: (date: string, amount: string) => string;
  /** The buyer's payment order: «п/п № 123». */
  paymentOrder: (number: string) => string;
  voided: string;
  noPayments: string;
  paid: (amount: string) => string;
  due: (amount: string) => string;
  paidInFull: string;
  reconciliation: string;
  reconciliationIntro: string;
  periodFrom: string;
  periodTo: string;
  download: string;
  presets: string;
  preset: Record<PeriodPreset, string>;
  /** Company accounts (docs/decisions/020): who placed an order, the filter by member, the owner's approval. */
  placedBy: (name: string) => string;
  filterMember: string;
  allMembers: string;
  filter: string;
  approvalStates: Record<OrderApproval, string>;
  approvalReason: string;
  approvalBy: (name: string, date: string) => string;
  approve: Labels;
  decline: Labels;
  declineReason: string;
  approved: (id: number) => string;
  declined: (id: number) => string;
}

/** The documents texts in `lang` (for loaders and actions). */
export function orderDocumentsText(lang: Lang): OrderDocumentsText {
  return textsOf('orderDocuments', lang);
}

/** The documents texts of the page being shown. */
export function useOrderDocumentsText(): OrderDocumentsText {
  return orderDocumentsText(useLang());
}
