import { describe, expect, it } from 'vitest';
import { reconcile, type LedgerEntry } from './reconciliation.ts';

const ledger: LedgerEntry[] = [
  { date: '2026-03-20', side: 'credit', kopecks: 50_000_00, document: 'Оплата, п/п № 7 от 20.03.2026' },
  { date: '2026-01-15', side: 'debit', kopecks: 10_000_00, document: 'Продажа, УПД № 1 от 15.01.2026' },
  { date: '2026-01-20', side: 'credit', kopecks: 4_000_00, document: 'Оплата, п/п № 2 от 20.01.2026' },
  { date: '2026-03-05', side: 'credit', kopecks: 6_000_00, document: 'Оплата, п/п № 5 от 05.03.2026' },
  { date: '2026-03-05', side: 'debit', kopecks: 21_990_00, document: 'Продажа, УПД № 9 от 05.03.2026' },
  { date: '2026-04-01', side: 'debit', kopecks: 1_00, document: 'Продажа, УПД № 20 от 01.04.2026' },
];

describe('акт сверки ledger', () => {
  it('carries what came before the period as the opening balance', () => {
    expect(reconcile(ledger, '2026-03-01', '2026-03-31').openingKopecks).toBe(6_000_00);
  });

  it('lists the period in date order, documents before payments on one day, and leaves out the rest', () => {
    const { entries } = reconcile(ledger, '2026-03-01', '2026-03-31');
    expect(entries.map((entry) => entry.document)).toEqual([
      'Продажа, УПД № 9 от 05.03.2026',
      'Оплата, п/п № 5 от 05.03.2026',
      'Оплата, п/п № 7 от 20.03.2026',
    ]);
  });

  it('closes at opening + debits − credits, negative when the customer paid ahead', () => {
    const act = reconcile(ledger, '2026-03-01', '2026-03-31');
    expect(act.debitKopecks).toBe(21_990_00);
    expect(act.creditKopecks).toBe(56_000_00);
    expect(act.closingKopecks).toBe(act.openingKopecks + act.debitKopecks - act.creditKopecks);
    expect(act.closingKopecks).toBe(-28_010_00);
  });

  it('takes both ends of the period as inside it', () => {
    const act = reconcile(ledger, '2026-01-15', '2026-01-20');
    expect(act.openingKopecks).toBe(0);
    expect(act.entries).toHaveLength(2);
    expect(act.closingKopecks).toBe(6_000_00);
  });
});
