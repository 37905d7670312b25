/**
 * A company buyer's limits and the owner's approval (decision 020): an order whose estimate (upper end) is above
 * the buyer's order limit, or takes their Moscow month above the month limit, is placed waiting for an owner;
 * the owners get an SMS; an owner approves it (it goes on as usual) or declines it with a reason (it is
 * cancelled and its rolls released). Owners, accountants and private persons have no limits.
 */
import type { Db } from '@polotno/db';
import {
  AppError,
  estimateBand,
  moscowDate,
  RELEASED_STATUSES,
  sumBands,
  type AuthUser,
  type CompanyAction,
  type Lang,
  type Order,
  type OrderApprovalDecision,
} from '@polotno/domain';
import type { Config } from '../../config.ts';
import type { ShopEvents } from '../../plugins/events.ts';
import type { AuditService } from '../audit/audit.module.ts';
import type { createOrderAnswers } from './orders.answer.ts';
import * as company from './orders.company.repository.ts';
import type { OrderNotifier } from './orders.notify.ts';
import * as repository from './orders.repository.ts';
import { lineRollBand } from './orders.weighing.ts';

/** The instant a Moscow calendar month began, for the month of `now`. */
function moscowMonthStart(now: Date): Date {
  return new Date(`${moscowDate(now).slice(0, 7)}-01T00:00:00+03:00`);
}

/** The upper end of an order's estimate, or its invoice total once it has one, in kopecks (a limit counts this). */
function estimatedKopecks(row: repository.OrderRow, lines: readonly repository.OrderLineRow[]): number {
  if (row.totalKopecks !== null) return row.totalKopecks;
  return sumBands(lines.map((line) => estimateBand(line.rolls, line.priceKopecks, lineRollBand(line)))).maxKopecks;
}

export function createOrderApproval(deps: {
  db: Db;
  config: Pick<Config, 'now'>;
  notify: Pick<OrderNotifier, 'approvalRequested'>;
  events: Pick<ShopEvents, 'emit'>;
  audit: Pick<AuditService, 'record'>;
  answers: ReturnType<typeof createOrderAnswers>;
  /** The order if the caller may do `action` to it (the service's one lookup through the access check). */
  getVisibleOrder(actor: AuthUser, id: number, action: CompanyAction): Promise<repository.OrderRow>;
  /** Cancels the order as `actor` with the owner's reason: the status machine's rolls and history. */
  decline(actor: AuthUser, current: repository.OrderRow, reason: string, lang: Lang): Promise<Order>;
}) {
  const { db, config, notify, events, audit, answers, getVisibleOrder } = deps;

  return {
    /**
     * Whether a company's buyer's new order waits for an owner: its estimate (upper end) is above their order
     * limit, or with their other orders of this Moscow month (not cancelled, declined or expired) above their
     * month limit. Runs in the placing transaction, under a lock on the buyer's month.
     */
    async needsApproval(tx: Db, user: AuthUser, estimate: number, now: Date): Promise<boolean> {
      const acting = user.company;
      if (!acting || acting.role !== 'buyer') return false;
      if (acting.orderLimitKopecks !== null && estimate > acting.orderLimitKopecks) return true;
      if (acting.monthLimitKopecks === null) return false;
      await company.lockBuyerLimits(tx, user.id, acting.id);
      const earlier = await company.findBuyerOrdersSince(tx, user.id, acting.id, moscowMonthStart(now));
      const lines = await repository.findOrderLines(
        tx,
        earlier.map((row) => row.id),
      );
      const spent = earlier.reduce((sum, row) => sum + estimatedKopecks(row, lines.get(row.id) ?? []), 0);
      return spent + estimate > acting.monthLimitKopecks;
    },

    /** Tells every owner of the order's company by SMS that a buyer's order waits for their approval. */
    async askOwners(order: Order, companyId: string, buyer: repository.Contact | null): Promise<void> {
      const owners = await company.findCompanyOwners(db, companyId);
      await notify.approvalRequested(order, owners, buyer);
    },

    /**
     * An owner's decision on a buyer's order above their limit (only while acting for its company): approve, and
     * the order goes on as usual; decline, and it is cancelled with the reason, its rolls released.
     */
    async decide(actor: AuthUser, id: number, input: OrderApprovalDecision, lang: Lang): Promise<Order> {
      const current = await getVisibleOrder(actor, id, 'orders.approve');
      // The company's own control: the back office does not decide for its owners.
      if (current.companyId === null || actor.company?.id !== current.companyId) throw new AppError('FORBIDDEN');
      // A pending order cancelled meanwhile (by its buyer, or expired) waits for no decision any more.
      if (current.approval !== 'pending' || RELEASED_STATUSES.includes(current.status)) {
        throw new AppError('ORDER_NOT_AWAITING_APPROVAL');
      }
      if (input.decision === 'decline') {
        const order = await deps.decline(actor, current, input.reason, lang);
        events.emit('order.approval', { orderId: id, userId: current.userId, decision: 'declined' });
        return order;
      }
      const now = config.now();
      const row = await db.transaction(async (tx) => {
        const approved = await company.approveOrder(tx, id, {
          approvalReason: input.reason || null,
          approvalBy: actor.id,
          approvalAt: now,
          updatedAt: now,
        });
        if (!approved) throw new AppError('ORDER_NOT_AWAITING_APPROVAL');
        await audit.record(tx, {
          kind: 'order',
          id,
          action: 'update',
          before: { approval: current.approval },
          after: { approval: approved.approval, approvalReason: approved.approvalReason },
          managerMustSee: true,
        });
        return approved;
      });
      events.emit('order.approval', { orderId: id, userId: current.userId, decision: 'approved' });
      return answers.toOrder(row, lang, actor);
    },
  };
}
