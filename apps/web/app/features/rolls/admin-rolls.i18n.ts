/** Texts of the back office's rolls: receiving a lot, the roll list, and the rolls of an order on the desk. */
import type { Lang } from '@polotno/domain';
import { textsOf } from '../../lib/texts';
import { useLang } from '../../lib/locale';

/** A button's label and its busy label (spec §4). */
type Labels = readonly [string, string];

declare module '../../lib/texts' {
  interface Texts {
    adminRolls: AdminRollsText;
  }
}

export interface AdminRollsText {
  product: string;
  chooseProduct: string;
  findProduct: string;
  open: string;
  noProducts: string;
  nothingFound: (search: string) => string;
  receiveTitle: string;
  color: string;
  lot: string;
  lotHint: string;
  weights: string;
  weightsHint: string;
  band: (min: string, max: string) => string;
  width: string;
  grade: string;
  note: string;
  optional: string;
  preview: string;
  previewEmpty: string;
  previewCount: (rolls: number, kg: string) => string;
  previewErrors: (count: number) => string;
  row: string;
  typed: string;
  weightKg: string;
  check: string;
  ok: string;
  outOfBand: (min: string, max: string) => string;
  checkPreview: Labels;
  receive: Labels;
  fixFirst: string;
  received: (rolls: number, lot: string) => string;
  labels: string;
  rollsTitle: string;
  lotsTitle: string;
  status: string;
  allStatuses: string;
  existing: (rolls: number) => string;
  number: string;
  order: string;
  noRolls: string;
  lotSummary: (lot: string, rolls: number, range: string) => string;
  show: string;
  writeOff: Labels;
  restore: Labels;
  reason: string;
  writtenOff: (number: string) => string;
  restored: (number: string) => string;
  found: (total: number) => string;
  lotCounts: (reserved: number, shipped: number, writtenOff: number) => string;
  // The order desk
  swap: string;
  swapFor: string;
  swapReason: string;
  swapReasonHint: string;
  swapButton: Labels;
  swapped: (from: string, to: string) => string;
  /** The desk's list of the order's swaps: «Замены рулонов», and one swap's who and rolls. */
  swapsTitle: string;
  swapEntry: (who: string | null, from: string, to: string | null) => string;
  noCandidates: string;
  packingList: string;
  recordedWeights: string;
  kg: string;
}

export function adminRollsText(lang: Lang): AdminRollsText {
  return textsOf('adminRolls', lang);
}

export function useAdminRollsText(): AdminRollsText {
  return textsOf('adminRolls', useLang());
}
