/**
 * Payments on record of an order (issues 25 and 26): what a manager records and voids, and how an order
 * answers with them. Money leaves and enters the API in roubles with at most two decimals.
 */
import { z } from 'zod';
import { line } from '../text.ts';
import { ORDER_PAYMENT_SOURCES } from './orders.constants.ts';

/** Roubles with at most two decimals, more than zero; becomes kopecks. */
const AmountSchema = z
  .number({ error: 'PAYMENT_AMOUNT_INVALID' })
  .positive({ error: 'PAYMENT_AMOUNT_INVALID' })
  .max(1_000_000_000, { error: 'PAYMENT_AMOUNT_INVALID' })
  .refine((roubles) => Math.abs(roubles * 100 - Math.round(roubles * 100)) < 1e-6, { error: 'PAYMENT_AMOUNT_INVALID' })
  .transform((roubles) => Math.round(roubles * 100));

export const PaymentCreateSchema = z.object({
  /** The day the money was paid, `YYYY-MM-DD`. */
  paidOn: z.iso.date({ error: 'PAYMENT_DATE_INVALID' }),
  amount: AmountSchema,
  /** The buyer's payment order number. */
  documentNumber: line({ error: 'PAYMENT_DOCUMENT_INVALID' })
    .trim()
    .max(40, { error: 'PAYMENT_DOCUMENT_INVALID' })
    .default(''),
});
export type PaymentCreate = z.output<typeof PaymentCreateSchema>;

export const PaymentVoidSchema = z.object({
  reason: line({ error: 'PAYMENT_VOID_REASON_INVALID' })
    .trim()
    .min(1, { error: 'PAYMENT_VOID_REASON_INVALID' })
    .max(500, { error: 'PAYMENT_VOID_REASON_INVALID' }),
});
export type PaymentVoid = z.output<typeof PaymentVoidSchema>;

export const PaymentParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  paymentId: z.coerce.number().int().min(1).max(2_147_483_647),
});

const PersonSchema = z.object({ id: z.string(), name: z.string() }).nullable();

export const PaymentSchema = z.object({
  id: z.number().int(),
  paidOn: z.string(),
  /** Roubles. */
  amount: z.number(),
  documentNumber: z.string(),
  source: z.enum(ORDER_PAYMENT_SOURCES),
  recordedAt: z.string(),
  /** Who recorded it (null: the exchange with 1C); back-office detail, null in answers to the customer. */
  recordedBy: PersonSchema,
  voided: z.object({ at: z.string(), by: PersonSchema, reason: z.string() }).nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;
