/**
 * The ledger of an акт сверки between the shop and one customer for a period, from the seller's side: each
 * УПД (a shipment) is a debit of its total on its date, each payment on record a credit on the day it was
 * paid. Entries before the period make the opening balance; those inside it are listed by date (on one day
 * documents before payments, then by their own order), with the turnovers and the closing balance. A positive
 * balance is owed to the seller, a negative one to the customer (a prepayment not yet shipped).
 */

export interface LedgerEntry {
  /** `YYYY-MM-DD`. */
  date: string;
  side: 'debit' | 'credit';
  kopecks: number;
  /** What the entry is, as the акт prints it («Продажа, УПД № 12 от 03.03.2026»). */
  document: string;
}

export interface Reconciliation {
  from: string;
  to: string;
  openingKopecks: number;
  /** The period's entries in date order. */
  entries: LedgerEntry[];
  debitKopecks: number;
  creditKopecks: number;
  closingKopecks: number;
}

const SIDE_ORDER = { debit: 0, credit: 1 } as const;

/** Opening balance, the period's entries, turnovers and closing balance; `from` and `to` are inclusive days. */
export function reconcile(entries: readonly LedgerEntry[], from: string, to: string): Reconciliation {
  const signed = (entry: LedgerEntry) => (entry.side === 'debit' ? entry.kopecks : -entry.kopecks);
  const openingKopecks = entries.filter((entry) => entry.date < from).reduce((sum, entry) => sum + signed(entry), 0);
  const inPeriod = entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entry.date >= from && entry.date <= to)
    .sort(
      (a, b) =>
        a.entry.date.localeCompare(b.entry.date) ||
        SIDE_ORDER[a.entry.side] - SIDE_ORDER[b.entry.side] ||
        a.index - b.index,
    )
    .map(({ entry }) => entry);
  const total = (side: LedgerEntry['side']) =>
    inPeriod.filter((entry) => entry.side === side).reduce((sum, entry) => sum + entry.kopecks, 0);
  const debitKopecks = total('debit');
  const creditKopecks = total('credit');
  return {
    from,
    to,
    openingKopecks,
    entries: inPeriod,
    debitKopecks,
    creditKopecks,
    closingKopecks: openingKopecks + debitKopecks - creditKopecks,
  };
}
