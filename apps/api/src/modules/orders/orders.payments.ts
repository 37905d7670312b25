/**
 * Payments on record (issues 25 and 26): a manager records each payment of an order (the day, the amount,
 * the buyer's payment order number) and voids a wrong one with a reason — a payment is never edited or
 * deleted, so who recorded and who voided what, and when, stays. The exchange with 1C records the payments
 * 1C reports the same way (source `1c`, no account), once per 1C document. Partial payments add up; an
 * invoiced order whose payments cover its invoice total becomes paid in the same transaction.
 */
import type { Db } from '@polotno/db';
import {
  AppError,
  dueKopecks,
  RELEASED_STATUSES,
  type AuthUser,
  type Payment,
  type PaymentCreate,
} from '@polotno/domain';
import type { Config } from '../../config.ts';
import type { AuditService } from '../audit/audit.module.ts';
import * as repository from './orders.repository.ts';

export interface OrderPaymentsDeps {
  db: Db;
  config: Pick<Config, 'now'>;
  /** Where a manager's payment or void is recorded, in its transaction (1C's are not: no one made them here). */
  audit: Pick<AuditService, 'record'>;
}

/** A payment to record: a manager's (their id) or 1C's (`by` null, `sourceRef` naming 1C's document). */
export interface PaymentInput {
  paidOn: string;
  amountKopecks: number;
  documentNumber: string;
  source: 'manual' | '1c';
  sourceRef: string | null;
  by: string | null;
}

export interface PaymentOutcome {
  /** False when the same 1C document was already recorded (nothing written). */
  recorded: boolean;
  /** The order's status after the payment (`paid` once covered). */
  status: repository.OrderRow['status'];
  paidKopecks: number;
  /** Of the invoice total; null before the invoice. */
  dueKopecks: number | null;
}

/** What is still due: the invoice total less what was paid, never below zero; null before the invoice. */
export function dueOf(row: Pick<repository.OrderRow, 'totalKopecks'>, paidKopecks: number): number | null {
  return dueKopecks(row.totalKopecks, paidKopecks);
}

/**
 * Moves an invoiced order whose payments on record cover its total to paid, with its history step by `by`
 * (null: the system), inside the caller's transaction — after a payment, and when an order paid ahead is
 * invoiced. The order's row must already be locked by the transaction (a payment locks it, the invoice's
 * update holds it), so a payment recorded at the same moment is counted by one side or the other. Resolves
 * with the paid row, or null when the order stays as it is.
 */
export async function settleIfCovered(
  tx: Db,
  order: Pick<repository.OrderRow, 'id' | 'status' | 'totalKopecks'>,
  by: string | null,
  now: Date,
): Promise<repository.OrderRow | null> {
  if (order.status !== 'invoiced' || order.totalKopecks === null) return null;
  if ((await repository.paidKopecks(tx, order.id)) < order.totalKopecks) return null;
  const moved = await repository.transitionOrder(tx, order.id, 'invoiced', { status: 'paid', updatedAt: now });
  if (moved) {
    await repository.insertHistory(tx, [
      { orderId: order.id, fromStatus: 'invoiced', toStatus: 'paid', changedBy: by, at: now },
    ]);
  }
  return moved;
}

export function createOrderPayments(deps: OrderPaymentsDeps) {
  const { db, config, audit } = deps;

  /**
   * Records a payment on an order (cancelled or expired orders take none), and moves an invoiced order
   * whose payments now cover its total to paid. One transaction, the order's row locked: two payments
   * recorded at once both count.
   */
  async function record(orderId: number, input: PaymentInput): Promise<PaymentOutcome> {
    const now = config.now();
    return db.transaction(async (tx) => {
      const order = await repository.lockOrder(tx, orderId);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      if (RELEASED_STATUSES.includes(order.status)) throw new AppError('PAYMENT_ORDER_CLOSED');
      const payment = await repository.insertPayment(tx, {
        orderId,
        paidOn: input.paidOn,
        amountKopecks: input.amountKopecks,
        documentNumber: input.documentNumber,
        source: input.source,
        sourceRef: input.sourceRef,
        recordedBy: input.by,
        recordedAt: now,
      });
      const paid = await repository.paidKopecks(tx, orderId);
      const outcome = {
        recorded: payment !== null,
        status: order.status,
        paidKopecks: paid,
        dueKopecks: dueOf(order, paid),
      };
      if (!payment) return outcome;
      await audit.record(tx, {
        kind: 'order',
        id: orderId,
        action: 'payment',
        after: {
          paymentId: payment.id,
          paidOn: input.paidOn,
          amount: input.amountKopecks / 100,
          documentNumber: input.documentNumber,
          source: input.source,
        },
      });
      if (await settleIfCovered(tx, order, input.by, now)) return { ...outcome, status: 'paid' as const };
      await repository.touchOrder(tx, orderId, now);
      return outcome;
    });
  }

  return {
    record,

    /** A manager's payment from the API. */
    recordManual(admin: AuthUser, orderId: number, input: PaymentCreate): Promise<PaymentOutcome> {
      return record(orderId, {
        paidOn: input.paidOn,
        amountKopecks: input.amount,
        documentNumber: input.documentNumber,
        source: 'manual',
        sourceRef: null,
        by: admin.id,
      });
    },

    /**
     * Voids a payment (kept, marked with who, when and why). The order's status stays: a paid order whose
     * payments no longer cover it shows what is due again, and the manager decides what follows.
     */
    async voidPayment(admin: AuthUser, orderId: number, paymentId: number, reason: string): Promise<void> {
      const now = config.now();
      await db.transaction(async (tx) => {
        const order = await repository.lockOrder(tx, orderId);
        if (!order) throw new AppError('ORDER_NOT_FOUND');
        const voided = await repository.voidPayment(tx, orderId, paymentId, {
          voidedAt: now,
          voidedBy: admin.id,
          voidReason: reason,
        });
        if (!voided) {
          const payment = await repository.findPayment(tx, orderId, paymentId);
          throw new AppError(payment ? 'PAYMENT_ALREADY_VOIDED' : 'PAYMENT_NOT_FOUND');
        }
        await audit.record(tx, {
          kind: 'order',
          id: orderId,
          action: 'payment_void',
          before: { paymentId, voided: false },
          after: { paymentId, voided: true, reason },
        });
        await repository.touchOrder(tx, orderId, now);
      });
    },
  };
}

export type OrderPayments = ReturnType<typeof createOrderPayments>;

/**
 * Payments in the order's answer. Who recorded or voided one is a back-office detail: names only for an
 * ADMIN (`names` holds them), null for the customer.
 */
export function toPayments(rows: readonly repository.PaymentRow[], names: Map<string, string> | null): Payment[] {
  const person = (id: string | null) => (names === null || id === null ? null : { id, name: names.get(id) ?? '' });
  return rows.map((row) => ({
    id: row.id,
    paidOn: row.paidOn,
    amount: row.amountKopecks / 100,
    documentNumber: row.documentNumber,
    source: row.source,
    recordedAt: row.recordedAt.toISOString(),
    recordedBy: person(row.recordedBy),
    voided:
      row.voidedAt === null
        ? null
        : { at: row.voidedAt.toISOString(), by: person(row.voidedBy), reason: row.voidReason ?? '' },
  }));
}
