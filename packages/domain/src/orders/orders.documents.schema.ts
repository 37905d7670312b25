/**
 * The documents of an order after its invoice (issue 26): which of them exist for an order, and the period of
 * an акт сверки. The files themselves are PDF and XML answers of their own routes.
 */
import { z } from 'zod';

/** A day `YYYY-MM-DD`. */
const Day = z.iso.date({ error: 'RECONCILIATION_PERIOD_INVALID' });

/**
 * `from`–`to` (both days inside), at most about five years; `companyId` or `userId` names the customer (ADMIN
 * only): a person who belongs to a company stands for that company (the one they joined first).
 */
export const ReconciliationQuerySchema = z
  .object({
    from: Day,
    to: Day,
    userId: z.uuid({ error: 'RECONCILIATION_PERIOD_INVALID' }).optional(),
    companyId: z.uuid({ error: 'RECONCILIATION_PERIOD_INVALID' }).optional(),
  })
  .refine((query) => query.from <= query.to, { error: 'RECONCILIATION_PERIOD_INVALID', path: ['to'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 5 * 366 * 86_400_000, {
    error: 'RECONCILIATION_PERIOD_INVALID',
    path: ['to'],
  });
export type ReconciliationQuery = z.infer<typeof ReconciliationQuerySchema>;

/** Why an electronic УПД is not offered: the shop or the buyer has no ЭДО participant id. */
export const UPD_XML_MISSING = ['seller_edo_id', 'buyer_edo_id'] as const;

/** An order's documents: where each is, or why it is not there yet. */
export const OrderDocumentsSchema = z.object({
  /** «Счёт на оплату» with the payment QR, once the order is invoiced. */
  invoice: z.object({ url: z.string() }).nullable(),
  /** The packing list of the order's rolls. */
  packingList: z.object({ url: z.string() }),
  /** The УПД, once the order shipped: its number and date, the PDF, and the XML or why it is not offered. */
  upd: z
    .object({
      number: z.number().int(),
      date: z.string(),
      pdfUrl: z.string(),
      xml: z.discriminatedUnion('available', [
        z.object({ available: z.literal(true), url: z.string(), fileName: z.string() }),
        z.object({ available: z.literal(false), missing: z.enum(UPD_XML_MISSING), message: z.string() }),
      ]),
    })
    .nullable(),
});
export type OrderDocuments = z.infer<typeof OrderDocumentsSchema>;
