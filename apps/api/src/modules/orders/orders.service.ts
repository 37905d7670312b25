/**
 * Rules of orders: placing (orders.placing.ts), reading, changing along the status machine with weighing,
 * deleting, the invoice and repeating an order, and a company owner's approval of a buyer's order above their
 * limit (orders.approval.ts). Authorisation of order ids lives here (the caller is passed in), asking the one access
 * check (companies.access.ts, through companies.module.ts) with the order's person and company; user-id paths
 * are guarded in the routes with `requireOwnerOrAdmin`. Every stock change runs
 * inside one transaction with the rows that justify it, and rolls come back only through a status-guarded
 * update, so a cancelled, expired or deleted order returns its rolls exactly once.
 *
 * The cart and the requisites are reached through their services (`deps.cart`, `deps.requisites`); what an
 * order reads of them while it is placed goes through their functions taking the transaction `tx`.
 */
import type { Db } from '@polotno/db';
import {
  AppError,
  canTransition,
  INVOICED_STATUSES,
  invoiceReserveUntil,
  invoiceTotals,
  ORDER_STATUS_LABELS,
  RELEASED_STATUSES,
  RESERVING_STATUSES,
  type CompanyAction,
  type AuthUser,
  type Lang,
  type Order,
  type OrderApprovalDecision,
  type OrderHistoryQuery,
  type OrderListQuery,
  type OrderStatus,
  type OrderUpdate,
  type PaymentCreate,
  type RollSwap,
} from '@polotno/domain';
import type { Config } from '../../config.ts';
import type { ShopEvents } from '../../plugins/events.ts';
import type { AuditService } from '../audit/audit.module.ts';
import type { CartService } from '../cart/cart.module.ts';
import type { CatalogService } from '../catalog/catalog.module.ts';
import { ownerOf, requireAccess, requireCompanyAction } from '../companies/companies.module.ts';
import type { RequisitesService } from '../requisites/requisites.module.ts';
import type { RollReservations } from '../rolls/rolls.module.ts';
import { createOrderAnswers } from './orders.answer.ts';
import { createOrderApproval } from './orders.approval.ts';
import { createOrderDocuments } from './orders.documents.ts';
import { createOrderExpiry } from './orders.expiry.ts';
import { createOrderPlacing } from './orders.placing.ts';
import { createOrderPayments, settleIfCovered, type PaymentInput } from './orders.payments.ts';
import { createReorder } from './orders.reorder.ts';
import type { OrderNotifier } from './orders.notify.ts';
import * as company from './orders.company.repository.ts';
import * as repository from './orders.repository.ts';
import { requireLinesInBand, weightsAfter, weightsToSave } from './orders.weighing.ts';

export interface OrdersDeps {
  db: Db;
  config: Config;
  /** The catalogue's cache, dropped after stock changes. */
  catalog: Pick<CatalogService, 'changed'>;
  notify: OrderNotifier;
  /** Rolls with dye lots: lines of products that track rolls reserve, release and ship specific rolls. */
  rolls: RollReservations;
  /** The buyer's cart and the products as sold: an order is placed from them and repeated into the cart. */
  cart: Pick<
    CartService,
    'findSellableProducts' | 'listItems' | 'removeItems' | 'sellable' | 'resolveColor' | 'addRolls' | 'getCart'
  >;
  /** The buyer's saved requisites (their company's when they act for one), snapshotted into a new order. */
  requisites: Pick<RequisitesService, 'findRequisites'>;
  /** The shop's news once committed: placed, status changes (expiry too), payments (the Telegram bot listens). */
  events: Pick<ShopEvents, 'emit'>;
  /** Where a manager's changes of an order (and a customer's cancellation) are recorded, in their transactions. */
  audit: Pick<AuditService, 'record'>;
}

/** Each line's weight in kg by line id (null: not weighed), as an order's audit record keeps them. */
function weightsKg(weights: ReadonlyMap<number, number | null>): Record<number, number | null> {
  return Object.fromEntries([...weights].map(([lineId, grams]) => [lineId, grams === null ? null : grams / 1000]));
}

const isAdmin = (user: AuthUser) => user.role === 'ADMIN';

/** Who the exchange with 1C and other system changes act as: the shop itself. */
const SYSTEM: AuthUser = { id: '', role: 'ADMIN', phone: '' };

export function createOrdersService(deps: OrdersDeps) {
  const { db, config, catalog, notify, rolls, cart, requisites, audit } = deps;
  const answers = createOrderAnswers({ db, config, rolls });
  const expireDue = createOrderExpiry({ db, config, catalog, rolls });
  const reorder = createReorder({ db, cart });
  const payments = createOrderPayments({ db, config, audit });
  const documents = createOrderDocuments({ db, config, rolls, requisites });

  /** The order if `actor` may do `action` to it (companies.access.ts): its person, its company's members, an ADMIN. */
  async function getVisibleOrder(actor: AuthUser, id: number, action: CompanyAction): Promise<repository.OrderRow> {
    const row = await repository.findOrder(db, id);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    requireAccess(actor, row, action);
    return row;
  }

  /**
   * Changes an order along the status machine with weighing and its stock moves, for `actorId` (null: the
   * system); the caller has checked who may. Resolves with the order as `viewer` sees it.
   */
  async function changeOrder(
    actorId: string | null,
    current: repository.OrderRow,
    input: OrderUpdate,
    lang: Lang,
    viewer: AuthUser,
    decline?: { reason: string; by: string },
  ): Promise<{ order: Order }> {
    const id = current.id;
    const target = input.status ?? current.status;
    const changing = target !== current.status;
    if (changing && (!canTransition(current.status, target) || target === 'expired')) {
      throw new AppError('ORDER_TRANSITION_INVALID', { details: { from: current.status, to: target } });
    }
    // An order above a buyer's limit goes on only once an owner approved it.
    if (changing && current.approval === 'pending' && (target === 'confirmed' || target === 'invoiced')) {
      throw new AppError('ORDER_AWAITING_APPROVAL');
    }
    if (input.lines && input.lines.length > 0 && current.status !== 'new' && current.status !== 'confirmed') {
      throw new AppError('ORDER_WEIGHTS_LOCKED');
    }
    const now = config.now();

    const updated = await db.transaction(async (tx) => {
      const lines = (await repository.findOrderLines(tx, [id])).get(id) ?? [];
      // A line holding rolls weighs what its rolls weigh (ORDER_LINE_WEIGHED_BY_ROLLS for another weight).
      const rollLines = await rolls.requireRollWeights(tx, lines, input.lines ?? [], lang);
      const kept = weightsAfter(lines, input.lines ?? []);
      // Weights about to be kept, or to be confirmed or invoiced on, pass the band check (also those
      // recorded before the check existed).
      const weighing = (input.lines?.length ?? 0) > 0;
      if (weighing || (changing && (target === 'confirmed' || target === 'invoiced'))) {
        requireLinesInBand(lines, kept, lang);
      }
      const set: Parameters<typeof repository.transitionOrder>[3] = { updatedAt: now, status: target };
      if (input.managerNote !== undefined) set.managerNote = input.managerNote;
      if (decline) {
        if (current.approval !== 'pending') throw new AppError('ORDER_NOT_AWAITING_APPROVAL');
        Object.assign(set, {
          approval: 'declined',
          approvalReason: decline.reason,
          approvalBy: decline.by,
          approvalAt: now,
        });
      }
      if (changing && (target === 'confirmed' || target === 'invoiced')) {
        if ([...kept.weights.values()].some((grams) => grams === null)) throw new AppError('ORDER_WEIGHTS_REQUIRED');
      }
      if (changing && target === 'invoiced') {
        const totals = invoiceTotals(
          lines.map((line) => ({ grams: kept.weights.get(line.id) ?? 0, pricePerKgKopecks: line.priceKopecks })),
          current.vatPercent,
        );
        set.totalKopecks = totals.totalKopecks;
        set.vatKopecks = totals.vatKopecks;
        set.invoicedAt = now;
        set.reserveUntil = invoiceReserveUntil(now);
      }
      // The guard: only if nobody changed the status since we read it.
      const row = await repository.transitionOrder(tx, id, current.status, set);
      if (!row) throw new AppError('ORDER_TRANSITION_INVALID');
      if (input.lines && input.lines.length > 0) {
        await repository.setLineWeights(tx, id, weightsToSave(lines, input.lines, actorId, now));
      }
      if (changing) {
        await repository.insertHistory(tx, [
          { orderId: id, fromStatus: current.status, toStatus: target, changedBy: actorId, at: now },
        ]);
        if (RELEASED_STATUSES.includes(target)) {
          await repository.returnStock(tx, lines);
          const reason = `${ORDER_STATUS_LABELS[target].ru}: заказ № ${id}`;
          await rolls.releaseLines(tx, id, lines, actorId, reason, now);
        }
        if (target === 'shipped') {
          await rolls.shipLines(tx, id, rollLines, actorId, now);
          // The УПД's number is taken with the shipment: both happen, or neither (decision record 015).
          await documents.issueUpd(tx, id, now);
        }
      }
      await audit.record(tx, {
        kind: 'order',
        id,
        action: 'update',
        before: {
          status: current.status,
          managerNote: current.managerNote,
          weightsKg: weightsKg(weightsAfter(lines, []).weights),
          approval: current.approval,
        },
        after: {
          status: row.status,
          managerNote: row.managerNote,
          weightsKg: weightsKg(kept.weights),
          approval: row.approval,
          ...(decline ? { approvalReason: row.approvalReason } : {}),
        },
        // A customer cancelling their new order: the manager working on it must see who did.
        managerMustSee: true,
      });
      // An order paid ahead (a prepayment, or 1C's payment before the invoice) is paid once its invoice is.
      if (changing && target === 'invoiced') return (await settleIfCovered(tx, row, actorId, now)) ?? row;
      return row;
    });

    if (changing && RELEASED_STATUSES.includes(target)) catalog.changed();
    if (changing) {
      deps.events.emit('order.status', { orderId: id, userId: updated.userId, from: current.status, to: target });
    }
    const order = await answers.toOrder(updated, lang, viewer);
    if (changing && (target === 'invoiced' || target === 'shipped')) {
      const contact = await repository.findContact(db, updated.userId);
      const pdf = target === 'invoiced' ? await answers.invoicePdf(updated) : null;
      const upd = target === 'shipped' ? await documents.shippedUpd(updated) : null;
      await notify.statusChanged(order, contact, pdf, upd);
    }
    return { order };
  }

  const approval = createOrderApproval({
    db,
    config,
    notify,
    events: deps.events,
    audit,
    answers,
    getVisibleOrder,
    decline: async (actor, current, reason, lang) =>
      (await changeOrder(actor.id, current, { status: 'cancelled' }, lang, actor, { reason, by: actor.id })).order,
  });

  const placeOrder = createOrderPlacing(deps, { answers, approval });

  /** Tells a recorded payment as news, with the order's owner. */
  async function tellPayment(id: number, payment: { amountKopecks: number; paidOn: string; documentNumber: string }) {
    const row = await repository.findOrder(db, id);
    if (row) deps.events.emit('order.payment', { orderId: id, userId: row.userId, ...payment });
  }

  /** The order's answer as it now is. */
  async function answerOf(id: number, lang: Lang, viewer: AuthUser): Promise<Order> {
    const row = await repository.findOrder(db, id);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return answers.toOrder(row, lang, viewer);
  }

  return {
    /**
     * Places an order from explicit lines or the caller's cart (orders.placing.ts): one transaction that takes
     * the stock, writes the order and empties the cart.
     */
    placeOrder,

    async listOrders(viewer: AuthUser, query: OrderListQuery, lang: Lang): Promise<{ items: Order[]; total: number }> {
      const { rows, total } = await repository.listOrders(db, {
        id: query.id,
        status: query.status,
        userId: query.userId,
        customer: query.customer,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        limit: query.limit,
        offset: query.offset,
      });
      return { items: await answers.toOrders(rows, lang, viewer), total };
    },

    /**
     * A manager swaps one of the order's rolls for an available roll of the same product and colour, before
     * the invoice (the rolls capability's rules); the answer is the order as it now is.
     */
    async swapRoll(admin: AuthUser, id: number, swap: RollSwap, lang: Lang): Promise<Order> {
      await rolls.swap(admin, id, swap);
      const row = await repository.findOrder(db, id);
      if (!row) throw new AppError('ORDER_NOT_FOUND');
      return answers.toOrder(row, lang, admin);
    },

    /**
     * The history of `userId` (the caller, or anyone for an ADMIN): when the caller acts for a company, the
     * company's orders (`placedBy` narrows them to one member's); otherwise the orders they placed for nobody.
     * An ADMIN looking at another person sees every order that person placed.
     */
    async listUserOrders(viewer: AuthUser, userId: string, query: OrderHistoryQuery, lang: Lang): Promise<Order[]> {
      if (viewer.id !== userId) {
        return answers.toOrders(await repository.listUserOrders(db, userId, false), lang, viewer);
      }
      const owner = ownerOf(viewer);
      if (owner.companyId === null) {
        return answers.toOrders(await repository.listUserOrders(db, userId, true), lang, viewer);
      }
      requireCompanyAction(viewer, 'orders.read');
      return answers.toOrders(await company.listCompanyOrders(db, owner.companyId, query.placedBy), lang, viewer);
    },

    /** An owner's decision on a buyer's order above their limit (orders.approval.ts). */
    decideApproval: (actor: AuthUser, id: number, input: OrderApprovalDecision, lang: Lang) =>
      approval.decide(actor, id, input, lang),

    /**
     * Changes an order. The owner may only cancel it while it is new; an ADMIN records actual weights
     * (before the invoice), the manager note and moves it along the status machine. Every weight the order
     * would keep lies in its line's band or carries an override with a reason; otherwise nothing changes.
     */
    async updateOrder(actor: AuthUser, id: number, input: OrderUpdate, lang: Lang): Promise<Order> {
      const current = await getVisibleOrder(actor, id, 'orders.cancel');
      const target = input.status ?? current.status;
      if (!isAdmin(actor)) {
        if (input.lines !== undefined || input.managerNote !== undefined) throw new AppError('FORBIDDEN');
        if (target !== 'cancelled' || current.status !== 'new') throw new AppError('ORDER_TRANSITION_INVALID');
      }
      return (await changeOrder(actor.id, current, input, lang, actor)).order;
    },

    /**
     * The exchange with 1C moves an order (shipped, cancelled, a status 1C's mapping names) by the same
     * rules, stock moves and notifications as a manager's change, recorded as the system's (no account).
     * Resolves with the status it had; ORDER_TRANSITION_INVALID when the life cycle does not allow the step.
     */
    async changeStatusFromOutside(id: number, target: OrderStatus): Promise<{ from: OrderStatus; order: Order }> {
      const current = await repository.findOrder(db, id);
      if (!current) throw new AppError('ORDER_NOT_FOUND');
      const { order } = await changeOrder(null, current, { status: target }, 'ru', SYSTEM);
      return { from: current.status, order };
    },

    /** Records a manager's payment on an order (ADMIN) and answers with the order as it now is. */
    async recordPayment(admin: AuthUser, id: number, input: PaymentCreate, lang: Lang): Promise<Order> {
      const outcome = await payments.recordManual(admin, id, input);
      if (outcome.recorded) {
        await tellPayment(id, {
          amountKopecks: input.amount,
          paidOn: input.paidOn,
          documentNumber: input.documentNumber,
        });
      }
      return answerOf(id, lang, admin);
    },

    /** Voids a payment (ADMIN): kept with who, when and why; answers with the order. */
    async voidPayment(admin: AuthUser, id: number, paymentId: number, reason: string, lang: Lang): Promise<Order> {
      await payments.voidPayment(admin, id, paymentId, reason);
      return answerOf(id, lang, admin);
    },

    /** Payments on record as the exchange with 1C reports them (source `1c`, once per 1C document). */
    async recordPaymentFromOutside(id: number, input: Omit<PaymentInput, 'source' | 'by'>) {
      const outcome = await payments.record(id, { ...input, source: '1c', by: null });
      if (outcome.recorded) await tellPayment(id, input);
      return outcome;
    },

    /** Deletes an order (ADMIN); its rolls go back if they were still held for it. */
    async deleteOrder(id: number): Promise<void> {
      const released = await db.transaction(async (tx) => {
        const lines = (await repository.findOrderLines(tx, [id])).get(id) ?? [];
        const held = await rolls.heldRolls(
          tx,
          lines.map((line) => line.id),
        );
        const before = await repository.findOrder(tx, id);
        const status = await repository.deleteOrder(tx, id);
        if (!before || !status) throw new AppError('ORDER_NOT_FOUND');
        const { userId, totalKopecks, createdAt } = before;
        await audit.record(tx, {
          kind: 'order',
          id,
          action: 'delete',
          before: { status, userId, total: totalKopecks === null ? null : totalKopecks / 100, createdAt },
        });
        if (!RESERVING_STATUSES.includes(status)) return false;
        await repository.returnStock(tx, lines);
        await rolls.returnDeleted(tx, id, held, lines, config.now());
        return true;
      });
      if (released) catalog.changed();
    },

    async invoicePdf(actor: AuthUser, id: number): Promise<Buffer> {
      const row = await getVisibleOrder(actor, id, 'documents.read');
      if (!INVOICED_STATUSES.includes(row.status)) throw new AppError('INVOICE_NOT_READY');
      return answers.invoicePdf(row);
    },

    /**
     * Puts the order's lines back into the caller's cart at today's prices (a company's member may repeat any of
     * its orders they may place); reports what cannot be had.
     */
    async reorder(actor: AuthUser, id: number, lang: Lang) {
      const row = await getVisibleOrder(actor, id, 'orders.place');
      // The back office repeating a customer's order fills that customer's cart, as before companies.
      return reorder(row, isAdmin(actor) ? row.userId : actor.id, lang);
    },

    /** Expires every invoice whose reserve has passed and returns its rolls (the module's schedule runs it). */
    async expireDue(): Promise<number[]> {
      const expired = await expireDue();
      for (const id of expired) {
        const row = await repository.findOrder(db, id);
        if (row) deps.events.emit('order.status', { orderId: id, userId: row.userId, from: 'invoiced', to: 'expired' });
      }
      return expired;
    },

    /** The documents after the invoice: the УПД (PDF and XML), the order's document list, the акт сверки. */
    documents,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
