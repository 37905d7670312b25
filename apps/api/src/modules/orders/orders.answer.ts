/**
 * What an order is answered as: the API answer (lines with their estimate or exact weight and amount, rolls,
 * totals, VAT and status history, read in a few queries for a whole page of orders) and the invoice PDF.
 */
import type { Db } from '@polotno/db';
import {
  amountForGrams,
  estimateBand,
  invoiceReserveUntil,
  invoiceTotals,
  ORDER_STATUS_LABELS,
  sumBands,
  toEstimate,
  toKg,
  toRoubles,
  type AuthUser,
  type Lang,
  type Order,
} from '@polotno/domain';
import type { Config } from '../../config.ts';
import { mayAccess } from '../companies/companies.module.ts';
import { columnIn } from '../../lib/localized.ts';
import type { RollReservations } from '../rolls/rolls.module.ts';
import { renderInvoicePdf } from './orders.invoice-pdf.ts';
import { dueOf, toPayments } from './orders.payments.ts';
import * as repository from './orders.repository.ts';
import { lineRollBand } from './orders.weighing.ts';

/** Who an answer is for: an ADMIN sees everything, a customer what their role in the order's company allows. */
export type Viewer = AuthUser;

export interface OrderAnswerDeps {
  db: Db;
  /** The seller printed on the invoice. */
  config: Pick<Config, 'seller'>;
  /** The rolls each line holds, with lot and exact weight (for the answer and for documents). */
  rolls: Pick<RollReservations, 'lineRolls' | 'documentRolls'>;
}

export function createOrderAnswers(deps: OrderAnswerDeps) {
  const { db, config, rolls } = deps;

  /**
   * Builds the API answer of orders (lines and history read in two queries for the whole page). Weight
   * overrides (the manager's reason and name) are back-office notes: only an ADMIN `viewer` gets them; the money
   * side (payments, what is paid and due) only a viewer allowed `documents.read` of the order.
   */
  async function toOrders(rows: repository.OrderRow[], lang: Lang, viewer: Viewer): Promise<Order[]> {
    const ids = rows.map((row) => row.id);
    const [lines, history, payments] = await Promise.all([
      repository.findOrderLines(db, ids),
      repository.findHistory(db, ids),
      repository.findPayments(db, ids),
    ]);
    const lineRolls = await rolls.lineRolls(
      db,
      [...lines.values()].flat().map((line) => line.id),
    );
    // A line holding rolls has its exact weight: its estimate is that weight and its price.
    const bandOf = (line: repository.OrderLineRow) =>
      lineRolls.has(line.id) && line.actualGrams !== null
        ? estimateBand(1, line.priceKopecks, { minGrams: line.actualGrams, maxGrams: line.actualGrams })
        : estimateBand(line.rolls, line.priceKopecks, lineRollBand(line));
    const admin = viewer.role === 'ADMIN';
    const overriders = admin
      ? await repository.findUserNames(
          db,
          [
            ...new Set([
              ...[...lines.values()].flat().flatMap((line) => line.weightOverrideBy ?? []),
              ...[...payments.values()].flat().flatMap((payment) => [payment.recordedBy, payment.voidedBy]),
            ]),
          ].filter((id): id is string => id !== null),
        )
      : new Map<string, string>();
    const people = await repository.findUserNames(db, [
      ...new Set(rows.flatMap((row) => (row.approvalBy === null ? [row.userId] : [row.userId, row.approvalBy]))),
    ]);
    const person = (id: string) => ({ id, name: people.get(id) ?? '' });
    const weightOverride = (line: repository.OrderLineRow) => {
      if (!admin || line.weightOverrideReason === null || line.weightOverrideAt === null) return null;
      const by = line.weightOverrideBy;
      return {
        reason: line.weightOverrideReason,
        by: by === null ? null : { id: by, name: overriders.get(by) ?? '' },
        at: line.weightOverrideAt.toISOString(),
      };
    };
    return rows.map((row) => {
      const orderLines = lines.get(row.id) ?? [];
      const bands = orderLines.map(bandOf);
      const weighed = orderLines.length > 0 && orderLines.every((line) => line.actualGrams !== null);
      const computed = weighed
        ? invoiceTotals(
            orderLines.map((line) => ({ grams: line.actualGrams ?? 0, pricePerKgKopecks: line.priceKopecks })),
            row.vatPercent,
          )
        : null;
      const total = row.totalKopecks ?? computed?.totalKopecks ?? null;
      const vat = row.vatKopecks ?? computed?.vatKopecks ?? null;
      // A company's buyer sees the money side of the orders they placed only (COMPANY_PERMISSIONS).
      const documentsVisible = mayAccess(viewer, row, 'documents.read');
      const orderPayments = documentsVisible ? (payments.get(row.id) ?? []) : [];
      const paid = orderPayments.reduce((sum, payment) => sum + (payment.voidedAt ? 0 : payment.amountKopecks), 0);
      const due = documentsVisible ? dueOf(row, paid) : null;
      return {
        id: row.id,
        userId: row.userId,
        companyId: row.companyId,
        placedBy: person(row.userId),
        approval:
          row.approval === null
            ? null
            : {
                state: row.approval,
                reason: row.approvalReason,
                by: row.approvalBy === null ? null : person(row.approvalBy),
                at: row.approvalAt?.toISOString() ?? null,
              },
        documentsVisible,
        status: row.status,
        statusLabel: ORDER_STATUS_LABELS[row.status][lang],
        requisites: row.requisites,
        deliveryMethod: row.deliveryMethod,
        paymentMethod: row.paymentMethod,
        comment: row.comment,
        managerNote: row.managerNote,
        lines: orderLines.map((line, index) => ({
          id: line.id,
          productId: line.productId,
          colorId: line.colorId,
          name: columnIn(line, 'name', lang),
          art: line.art,
          color: columnIn(line, 'color', lang),
          count: line.rolls,
          unit: line.unit,
          pricePerKg: toRoubles(line.priceKopecks),
          estimate: toEstimate(bands[index] ?? bandOf(line)),
          actualWeightKg: line.actualGrams === null ? null : toKg(line.actualGrams),
          amount: line.actualGrams === null ? null : toRoubles(amountForGrams(line.actualGrams, line.priceKopecks)),
          weightOverride: weightOverride(line),
          rolls: lineRolls.get(line.id) ?? [],
        })),
        rolls: orderLines.reduce((sum, line) => sum + line.rolls, 0),
        estimate: toEstimate(sumBands(bands)),
        total: total === null ? null : toRoubles(total),
        vat: vat === null ? null : toRoubles(vat),
        vatPercent: row.vatPercent,
        payments: toPayments(orderPayments, admin ? overriders : null),
        paid: toRoubles(paid),
        due: due === null ? null : toRoubles(due),
        invoicedAt: row.invoicedAt?.toISOString() ?? null,
        reserveUntil: row.reserveUntil?.toISOString() ?? null,
        history: (history.get(row.id) ?? []).map((entry) => ({
          from: entry.fromStatus,
          to: entry.toStatus,
          at: entry.at.toISOString(),
        })),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  return {
    toOrders,

    async toOrder(row: repository.OrderRow, lang: Lang, viewer: Viewer): Promise<Order> {
      const [order] = await toOrders([row], lang, viewer);
      if (!order) throw new Error('order answer missing');
      return order;
    },

    /** The invoice («Счёт на оплату») of an invoiced order, on its recorded weights. */
    async invoicePdf(row: repository.OrderRow): Promise<Buffer> {
      const lines = (await repository.findOrderLines(db, [row.id])).get(row.id) ?? [];
      const lineRolls = await rolls.documentRolls(
        db,
        lines.map((line) => line.id),
      );
      const totals = invoiceTotals(
        lines.map((line) => ({ grams: line.actualGrams ?? 0, pricePerKgKopecks: line.priceKopecks })),
        row.vatPercent,
      );
      return renderInvoicePdf({
        number: String(row.id),
        issuedAt: row.invoicedAt ?? row.updatedAt,
        reserveUntil: row.reserveUntil ?? invoiceReserveUntil(row.invoicedAt ?? row.updatedAt),
        seller: config.seller,
        buyer: row.requisites,
        lines: lines.map((line, index) => ({
          name: line.nameRu,
          color: line.colorRu,
          rolls: line.rolls,
          grams: line.actualGrams ?? 0,
          pricePerKgKopecks: line.priceKopecks,
          amountKopecks: totals.lines[index] ?? 0,
          rollItems: lineRolls.get(line.id) ?? [],
        })),
        totalKopecks: row.totalKopecks ?? totals.totalKopecks,
        vatKopecks: row.vatKopecks ?? totals.vatKopecks,
        vatPercent: row.vatPercent,
      });
    },
  };
}
