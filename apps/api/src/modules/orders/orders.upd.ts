/**
 * The УПД of a shipped order as one value, read once and printed twice: as the paper form (orders.upd-pdf.ts)
 * and as the tax service's XML 5.03 (orders.upd-xml.ts). Lines are the order's lines on the recorded weights
 * of their rolls; money by the domain's `updAmounts` (decision record 015).
 */
import type { Db } from '@polotno/db';
import { moscowDate, updAmounts, type RequisitesRecord, type UpdAmounts } from '@polotno/domain';
import type { SellerConfig } from '../../config.ts';
import type { RollReservations } from '../rolls/rolls.module.ts';
import * as documents from './orders.documents.repository.ts';
import * as repository from './orders.repository.ts';

export interface UpdRoll {
  number: string;
  lot: string;
  grams: number;
}

export interface UpdLine {
  /** Column А: the article. */
  code: string;
  /** Column 1а: the fabric and its colour. */
  name: string;
  rolls: readonly UpdRoll[];
}

export interface UpdDocument {
  /** The number in its year's sequence. */
  number: number;
  /** The shipment day, `YYYY-MM-DD` (Moscow): the document's date and the transfer's. */
  date: string;
  /** When the order shipped: the electronic file's date and time. */
  shippedAt: Date;
  orderId: number;
  /** The invoice the goods were paid by: its number (the order's), day and total. */
  invoice: { number: string; date: string; totalKopecks: number };
  seller: SellerConfig;
  buyer: RequisitesRecord;
  /** Line 5: the buyer's payment orders on record. */
  payments: readonly { number: string; date: string; kopecks: number }[];
  lines: readonly UpdLine[];
  /** Columns 3–9 of each line and the totals, in the lines' order. */
  amounts: UpdAmounts;
  vatPercent: number;
  /** The electronic file's uuid, kept with the number. */
  fileUuid: string;
}

/** The УПД of an order that shipped; null before it shipped. */
export async function loadUpd(
  db: Db,
  deps: { seller: SellerConfig; rolls: Pick<RollReservations, 'documentRolls'> },
  row: repository.OrderRow,
): Promise<UpdDocument | null> {
  const upd = await documents.findUpd(db, row.id);
  if (!upd) return null;
  const lines = (await repository.findOrderLines(db, [row.id])).get(row.id) ?? [];
  const [rolls, payments] = await Promise.all([
    deps.rolls.documentRolls(
      db,
      lines.map((line) => line.id),
    ),
    documents.findStandingPayments(db, [row.id]),
  ]);
  const invoicedAt = row.invoicedAt ?? row.updatedAt;
  return {
    number: upd.number,
    date: moscowDate(upd.shippedAt),
    shippedAt: upd.shippedAt,
    orderId: row.id,
    invoice: { number: String(row.id), date: moscowDate(invoicedAt), totalKopecks: row.totalKopecks ?? 0 },
    seller: deps.seller,
    buyer: row.requisites,
    payments: payments.map((payment) => ({
      number: payment.documentNumber,
      date: payment.paidOn,
      kopecks: payment.amountKopecks,
    })),
    lines: lines.map((line) => ({
      code: line.art,
      name: line.colorRu ? `${line.nameRu}, цвет ${line.colorRu}` : line.nameRu,
      rolls: (rolls.get(line.id) ?? []).map((roll) => ({ number: roll.number, lot: roll.lot, grams: roll.grams })),
    })),
    amounts: updAmounts(
      lines.map((line) => ({ grams: line.actualGrams ?? 0, pricePerKgKopecks: line.priceKopecks })),
      row.vatPercent,
    ),
    vatPercent: row.vatPercent,
    fileUuid: upd.fileUuid,
  };
}

/** `YYYY-MM-DD` → `DD.MM.YYYY`. */
export function ruDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}
