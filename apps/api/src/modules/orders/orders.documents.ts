/**
 * The documents that follow an invoice (issue 26): the УПД an order gets when it ships — its number taken in
 * the shipping transaction — as PDF and as the electronic file 5.03, the list of an order's documents, and
 * the акт сверки of a customer for a period. Who may read them is `documents.read` (companies.access.ts): the
 * person of a private order, a company's owners and accountants (and the buyer for an order they placed), an
 * ADMIN; the акт сверки of a company is its owners' and accountants'.
 */
import type { Db } from '@polotno/db';
import {
  AppError,
  buyerTitle,
  errorMessage,
  INVOICED_STATUSES,
  moscowDate,
  reconcile,
  type AuthUser,
  type Lang,
  type LedgerEntry,
  type OrderDocuments,
  type ReconciliationQuery,
  updAmounts,
} from '@polotno/domain';
import type { Config } from '../../config.ts';
import {
  findFirstCompany,
  ownerOf,
  requireAccess,
  requireCompanyAction,
  type Owned,
} from '../companies/companies.module.ts';
import type { RequisitesService } from '../requisites/requisites.module.ts';
import type { RollReservations } from '../rolls/rolls.module.ts';
import * as documents from './orders.documents.repository.ts';
import type { ShippedUpd } from './orders.notify.ts';
import { renderReconciliationPdf } from './orders.reconciliation-pdf.ts';
import * as repository from './orders.repository.ts';
import { renderUpdPdf } from './orders.upd-pdf.ts';
import { buildUpdXml, updXmlSchematronProblems, updXmlUnavailable, type UpdXmlFile } from './orders.upd-xml.ts';
import { loadUpd, ruDate, type UpdDocument } from './orders.upd.ts';

export interface OrderDocumentsDeps {
  db: Db;
  config: Pick<Config, 'seller' | 'now'>;
  rolls: Pick<RollReservations, 'documentRolls'>;
  /**
   * The buyer's saved requisites (the company's for a company's order): an ЭДО id added after the order was
   * placed still addresses its УПД.
   */
  requisites: Pick<RequisitesService, 'findRequisites'>;
}

const MISSING_CODE = {
  seller: 'UPD_XML_SELLER_EDO_MISSING',
  buyer: 'UPD_XML_BUYER_EDO_MISSING',
} as const;

export function createOrderDocuments(deps: OrderDocumentsDeps) {
  const { db, config, rolls, requisites } = deps;

  async function visibleOrder(actor: AuthUser, id: number): Promise<repository.OrderRow> {
    const row = await repository.findOrder(db, id);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    requireAccess(actor, row, 'documents.read');
    return row;
  }

  /**
   * The order's УПД, or null before it shipped. The buyer's ЭДО id is the one the order was placed with, else
   * the one the buyer has saved since (for the same INN): it addresses the file, it changes no figure in it.
   */
  async function findUpd(row: repository.OrderRow): Promise<UpdDocument | null> {
    const upd = await loadUpd(db, { seller: config.seller, rolls }, row);
    if (!upd || upd.buyer.edoId) return upd;
    const saved = await requisites.findRequisites(db, { userId: row.userId, companyId: row.companyId });
    return saved?.edoId && saved.inn === upd.buyer.inn ? { ...upd, buyer: { ...upd.buyer, edoId: saved.edoId } } : upd;
  }

  /** Whose акт сверки `actor` asks for, checked. */
  async function customerOf(actor: AuthUser, query: ReconciliationQuery): Promise<Owned> {
    const asked = query.companyId !== undefined || (query.userId !== undefined && query.userId !== actor.id);
    if (!asked) {
      requireCompanyAction(actor, 'documents.read');
      return ownerOf(actor);
    }
    if (actor.role !== 'ADMIN') throw new AppError('FORBIDDEN');
    // The company's акт is named by its requisites; the person is only the ADMIN asking.
    if (query.companyId) return { userId: actor.id, companyId: query.companyId };
    const userId = query.userId ?? actor.id;
    return { userId, companyId: await findFirstCompany(db, userId) };
  }

  async function requireUpd(actor: AuthUser, id: number): Promise<UpdDocument> {
    const upd = await findUpd(await visibleOrder(actor, id));
    if (!upd) throw new AppError('UPD_NOT_READY');
    return upd;
  }

  return {
    /** Inside the shipping transaction: the order's УПД number, the next of the shipment's (Moscow) year. */
    async issueUpd(tx: Db, orderId: number, shippedAt: Date): Promise<void> {
      await documents.issueUpd(tx, orderId, Number(moscowDate(shippedAt).slice(0, 4)), shippedAt);
    },

    /** The УПД of an order that just shipped, for the customer's notification; null if it has none. */
    async shippedUpd(row: repository.OrderRow): Promise<ShippedUpd | null> {
      const upd = await findUpd(row);
      return upd && { number: upd.number, date: upd.date, pdf: await renderUpdPdf(upd) };
    },

    /** Which documents the order has, with their addresses; the XML says why it is not offered, in `lang`. */
    async list(actor: AuthUser, id: number, lang: Lang): Promise<OrderDocuments> {
      const row = await visibleOrder(actor, id);
      const upd = await findUpd(row);
      const base = `/api/order/${id}`;
      const missing = upd ? updXmlUnavailable(upd) : null;
      return {
        invoice: INVOICED_STATUSES.includes(row.status) ? { url: `${base}/invoice.pdf` } : null,
        packingList: { url: `${base}/packing-list.pdf` },
        upd: upd && {
          number: upd.number,
          date: upd.date,
          pdfUrl: `${base}/upd.pdf`,
          xml: missing
            ? {
                available: false,
                missing: missing === 'seller' ? 'seller_edo_id' : 'buyer_edo_id',
                message: errorMessage(MISSING_CODE[missing], lang),
              }
            : { available: true, url: `${base}/upd.xml`, fileName: `${buildUpdXml(upd).fileId}.xml` },
        },
      };
    },

    /** The УПД as PDF (409 UPD_NOT_READY before the order shipped). */
    async updPdf(actor: AuthUser, id: number): Promise<{ number: number; pdf: Buffer }> {
      const upd = await requireUpd(actor, id);
      return { number: upd.number, pdf: await renderUpdPdf(upd) };
    },

    /** The electronic УПД; 409 naming the ЭДО id that is missing, when one is. */
    async updXml(actor: AuthUser, id: number): Promise<UpdXmlFile> {
      const upd = await requireUpd(actor, id);
      const missing = updXmlUnavailable(upd);
      if (missing) throw new AppError(MISSING_CODE[missing]);
      const file = buildUpdXml(upd);
      const problems = updXmlSchematronProblems(`${file.fileId}.xml`, file.bytes);
      if (problems.length > 0)
        throw new Error(`electronic УПД of order ${id} breaks the format: ${problems.join('; ')}`);
      return file;
    },

    /**
     * The акт сверки of a customer for a period — the caller's acting company, or the caller as a private
     * person; for an ADMIN `query.companyId`, or `query.userId` (their company, the one they joined first, when
     * they belong to one) — each УПД a debit on its date, each payment on record a credit on the day it was paid.
     */
    async reconciliationPdf(actor: AuthUser, query: ReconciliationQuery): Promise<Buffer> {
      const customer = await customerOf(actor, query);
      const [contact, saved, orders] = await Promise.all([
        repository.findContact(db, customer.userId),
        requisites.findRequisites(db, customer),
        documents.findCustomerOrders(db, customer),
      ]);
      if (customer.companyId ? !saved : !contact) throw new AppError('NOT_FOUND');
      const [payments, lines] = await Promise.all([
        documents.findStandingPayments(db, orders.orderIds),
        repository.findOrderLines(
          db,
          orders.shipped.map((order) => order.orderId),
        ),
      ]);
      // A shipment is owed at its УПД's total: its lines on their recorded weights.
      const updTotal = (orderId: number, vatPercent: number) =>
        updAmounts(
          (lines.get(orderId) ?? []).map((line) => ({
            grams: line.actualGrams ?? 0,
            pricePerKgKopecks: line.priceKopecks,
          })),
          vatPercent,
        ).withVatKopecks;
      const entries: LedgerEntry[] = [
        ...orders.shipped.map((order) => ({
          date: moscowDate(order.shippedAt),
          side: 'debit' as const,
          kopecks: updTotal(order.orderId, order.vatPercent),
          document: `Продажа, УПД № ${order.updNumber} от ${ruDate(moscowDate(order.shippedAt))} (заказ № ${order.orderId})`,
        })),
        ...payments.map((payment) => ({
          date: payment.paidOn,
          side: 'credit' as const,
          kopecks: payment.amountKopecks,
          document: `Оплата, п/п № ${payment.documentNumber || 'б/н'} от ${ruDate(payment.paidOn)} (заказ № ${payment.orderId})`,
        })),
      ];
      return renderReconciliationPdf({
        seller: config.seller,
        customer: saved ? buyerTitle(saved) : (contact?.name ?? ''),
        customerInn: saved?.inn ?? null,
        ledger: reconcile(entries, query.from, query.to),
        madeOn: moscowDate(config.now()),
      });
    },
  };
}

export type OrderDocumentsService = ReturnType<typeof createOrderDocuments>;
