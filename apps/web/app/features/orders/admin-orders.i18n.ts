/** Texts of the back office's order desk and dashboard. */
import type { Lang, OrderStatus } from '@polotno/domain';
import { textsOf } from '../../lib/texts';
import { useLang } from '../../lib/locale';

/** A button's label and its busy label (spec §4). */
type Labels = readonly [string, string];

declare module '../../lib/texts' {
  interface Texts {
    adminOrders: AdminOrdersText;
  }
}

export interface AdminOrdersText {
  status: string;
  allStatuses: string;
  customer: string;
  customerHint: string;
  from: string;
  to: string;
  show: string;
  reset: string;
  found: (total: number) => string;
  noOrders: string;
  number: string;
  created: string;
  rollsAndSum: string;
  open: (id: number) => string;
  backToList: string;
  notFound: (id: number) => string;
  buyer: string;
  account: string;
  requisites: string;
  requisiteNames: {
    inn: string;
    kpp: string;
    ogrn: string;
    ogrnip: string;
    address: string;
    bank: string;
    bik: string;
    account: string;
    corrAccount: string;
  };
  delivery: string;
  payment: string;
  customerComment: string;
  weighing: string;
  weightFor: (name: string) => string;
  weightHint: string;
  /** The band a line's weight must lie in, beside its field (kilograms as written). */
  expectedBand: (min: string, max: string) => string;
  /** The API's ORDER_WEIGHT_OUT_OF_BAND message, word for word, for the line's field. */
  outOfBand: (name: string, weight: string, min: string, max: string, rolls: number) => string;
  overrideWeight: string;
  overrideReason: string;
  overrideReasonHint: string;
  overrideReasonInvalid: string;
  /** A kept override on its line: who accepted the weight and when. */
  overridden: (who: string | null, at: string) => string;
  /** A kept override in the order's history. */
  historyOverride: (name: string, weight: string, who: string | null) => string;
  managerNote: string;
  managerNoteHint: string;
  saveWeights: Labels;
  saved: string;
  nextStep: string;
  noNextStep: string;
  moveTo: Record<OrderStatus, Labels>;
  moved: (label: string) => string;
  weighFirst: string;
  history: string;
  historyStep: (from: string | null, to: string) => string;
  /** The order's documents (issue 26). */
  documents: string;
  invoice: string;
  packingList: string;
  /** «УПД № 12 от 5 марта 2026 (PDF)» */
  updPdf: (number: number, date: string) => string;
  updXml: string;
  updLater: string;
  /** Payments on record. */
  payments: string;
  noPayments: string;
  /** A payment: «5 марта 2026 — 10 000,00 ₽». */
  paymentLine: (date: string, amount: string) => string;
  paymentOrder: (number: string) => string;
  /** Who recorded it and when; null: the exchange with 1C. */
  recordedBy: (who: string | null, at: string) => string;
  voidedBy: (who: string | null, at: string, reason: string) => string;
  paid: (amount: string) => string;
  due: (amount: string) => string;
  paidInFull: string;
  /** Paid before the invoice: nothing is due yet. */
  paidAhead: (amount: string) => string;
  recordPayment: string;
  paidOn: string;
  amount: string;
  amountHint: string;
  documentNumber: string;
  documentNumberHint: string;
  recordPaymentButton: Labels;
  paymentRecorded: (status: string) => string;
  voidReason: string;
  voidPayment: Labels;
  paymentVoided: string;
  /** The customer's акт сверки. */
  reconciliation: string;
  reconciliationIntro: (customer: string) => string;
  periodFrom: string;
  periodTo: string;
  downloadReconciliation: string;
  reconciliationInvalid: string;
  dangerZone: string;
  deleteConfirm: string;
  deleteOrder: Labels;
  deleted: (id: number) => string;
  deleteNeedsConfirm: string;
  dashboard: {
    newOrders: string;
    toInvoice: string;
    awaitingPayment: string;
    nearestReserve: (date: string) => string;
    newRequests: string;
    outOfStock: string;
    open: string;
  };
}

export function adminOrdersText(lang: Lang): AdminOrdersText {
  return textsOf('adminOrders', lang);
}

export function useAdminOrdersText(): AdminOrdersText {
  return textsOf('adminOrders', useLang());
}
