/** Texts of the back office's 1C exchange screen (`/admin/exchange`). */
import type { Lang } from '@polotno/domain';
import { textsOf } from '../../lib/texts';
import { useLang } from '../../lib/locale';

/** A button's label and its busy label (spec §4). */
type Labels = readonly [string, string];

declare module '../../lib/texts' {
  interface Texts {
    adminExchange: AdminExchangeText;
  }
}

export interface AdminExchangeText {
  /** The exchange on or off, and why it is off. */
  enabled: string;
  disabled: string;
  disabledHint: string;
  /** What to type into 1C's «Обмен с сайтом». */
  setupTitle: string;
  setupHint: string;
  address: string;
  user: string;
  password: string;
  passwordValue: string;
  notSet: string;
  parameters: string;
  zip: (zip: boolean | null) => string;
  fileLimit: string;
  priceType: string;
  firstPriceType: string;
  disk: string;
  diskUsed: (used: string, quota: string | null) => string;
  keepDays: (days: number | null) => string;
  lastSession: (at: string, failures: number) => string;
  noSessionYet: string;
  /** Imports running or waiting. */
  activeTitle: string;
  refresh: string;
  jobStates: Record<'queued' | 'running' | 'done' | 'failed', string>;
  /** The settings form. */
  settingsTitle: string;
  hideMissing: string;
  hideMissingHint: string;
  statusMap: string;
  statusMapHint: string;
  onecStatus: string;
  shopStatus: string;
  chooseStatus: string;
  statusMapDuplicate: (id: string) => string;
  statusMapIncomplete: string;
  saveSettings: Labels;
  settingsSaved: string;
  updatedAt: (at: string) => string;
  /** «Send this order to 1C again». */
  resendTitle: string;
  resendHint: string;
  orderNumber: string;
  resend: Labels;
  resent: (id: number) => string;
  /** Lines 1C has differently. */
  differencesTitle: string;
  differencesHint: string;
  showResolved: string;
  showOpen: string;
  noDifferences: string;
  order: (id: number) => string;
  seenAt: (at: string) => string;
  resolvedAt: (at: string) => string;
  line: string;
  inOnec: string;
  onSite: string;
  missingLine: string;
  lineFigures: (quantity: string, unit: string, price: string, sum: string | null) => string;
  resolve: Labels;
  resolved: string;
  resendOrder: Labels;
  /** Stock 1C has differently from the rolls. */
  stockTitle: string;
  stockHint: string;
  noStockDifferences: string;
  product: string;
  stockInOnec: string;
  stockOnSite: string;
  rollsAndKg: (rolls: number, kg: string) => string;
  /** Sessions. */
  sessionsTitle: string;
  noSessions: string;
  started: string;
  type: string;
  types: Record<'catalog' | 'sale', string>;
  address1c: string;
  steps: string;
  failures: string;
  duration: string;
  counts: string;
  countsText: (counts: { created: number; updated: number; hidden: number; skipped: number }) => string;
  folderKept: string;
  folderRemoved: string;
  openSession: (at: string) => string;
  closeSession: string;
  sessionMissing: string;
  sessionTitle: (type: string, at: string) => string;
  stepsTitle: string;
  time: string;
  mode: string;
  file: string;
  size: string;
  answer: string;
  message: string;
  filesTitle: string;
  noFiles: string;
  fromArchive: (name: string) => string;
  importsTitle: string;
  noImports: string;
  kind: string;
  state: string;
  attempts: string;
  warnings: (count: number) => string;
  errorsTitle: string;
  noErrors: string;
  /** 1 234 ms → «1,2 с». */
  seconds: (value: string) => string;
  bytes: (value: string, unit: 'B' | 'KB' | 'MB' | 'GB') => string;
  pagination: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

export function adminExchangeText(lang: Lang): AdminExchangeText {
  return textsOf('adminExchange', lang);
}

export function useAdminExchangeText(): AdminExchangeText {
  return textsOf('adminExchange', useLang());
}
