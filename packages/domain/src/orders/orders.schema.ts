/**
 * Requests and answers of the cart and orders (favourites and requisites have schema files of their own).
 * Rolls are whole numbers (a JSON number, never a string); money leaves the API in roubles and weight in
 * kilograms, both computed from integers.
 */
import { z } from 'zod';
import {
  MAX_ROLLS_PER_LINE,
  ORDER_APPROVALS,
  ORDER_DELIVERY_METHODS,
  ORDER_PAYMENT_METHODS,
} from './orders.constants.ts';
import { ProductSchema } from '../catalog/catalog.schema.ts';
import { RequisitesResponseSchema, RequisitesSchema } from '../requisites/requisites.schema.ts';
import { line, text } from '../text.ts';
import { MAX_WEIGHT_OVERRIDE_REASON } from './weight-band.ts';
import { ORDER_STATUSES } from './order-status.ts';
import { LotNumberSchema, OrderLineRollSchema } from '../rolls/rolls.schema.ts';
import { PaymentSchema } from './orders.payments.schema.ts';

export const RollsSchema = z
  .number({ error: 'ROLLS_INVALID' })
  .int({ error: 'ROLLS_INVALID' })
  .min(1, { error: 'ROLLS_INVALID' })
  .max(MAX_ROLLS_PER_LINE, { error: 'ROLLS_INVALID' });

const ProductIdSchema = z.number().int().min(1).max(2_147_483_647);
/** A colour of the product by id or by its name in either language; absent for products without colours. */
const ColorInputSchema = z
  .union([z.number().int().min(1).max(2_147_483_647), line().trim().max(200)], { error: 'COLOR_INVALID' })
  .nullish()
  .transform((value) => (value === '' || value === undefined ? null : value));

/** `{userId}` of the cart and favourites paths. */
export const OwnerParamsSchema = z.object({ userId: z.uuid() });
/**
 * `{id}` of `GET /api/order/{id}`, the specification's `/api/order/{userId}`: a customer's id there, while
 * `PUT` and `DELETE` of the same path take an order's (`OrderIdParamsSchema`). One name for the one template.
 */
export const OrderHistoryParamsSchema = z.object({
  id: z.uuid().describe('The customer’s user id (PUT and DELETE of this path take an order’s id)'),
});
/** The history's filter: a company's orders placed by one member. */
export const OrderHistoryQuerySchema = z.object({
  placedBy: z.uuid().optional().describe('Only the orders this member of the acting company placed'),
});
export type OrderHistoryQuery = z.output<typeof OrderHistoryQuerySchema>;
export const CartItemParamsSchema = z.object({
  userId: z.uuid(),
  itemId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const OrderIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647).describe('The order’s id'),
});

export const CartAddSchema = z.object({
  productId: ProductIdSchema,
  count: RollsSchema,
  color: ColorInputSchema,
  /**
   * Products tracking rolls: «из одной партии» for this line (kept on it and honoured when the cart is
   * ordered). Absent: a new line gets true, an existing line keeps its choice.
   */
  sameLot: z.boolean().optional(),
  /** Accepted for compatibility with the specification's payload and ignored: the server's price counts. */
  price: z.unknown().optional(),
});
export type CartAdd = z.output<typeof CartAddSchema>;

/** A cart line's rolls, its «из одной партии», or both. */
export const CartUpdateSchema = z
  .object({ count: RollsSchema.optional(), sameLot: z.boolean().optional() })
  .refine((update) => update.count !== undefined || update.sameLot !== undefined, {
    error: 'ROLLS_INVALID',
    path: ['count'],
  });
export type CartUpdate = z.output<typeof CartUpdateSchema>;

/** `rolls × 20 kg … rolls × 25 kg` and its price range, in kilograms and roubles. */
export const EstimateSchema = z.object({
  minKg: z.number(),
  maxKg: z.number(),
  min: z.number(),
  max: z.number(),
});
export type Estimate = z.infer<typeof EstimateSchema>;

export const CartItemSchema = z.object({
  id: z.number().int(),
  cartId: z.string(),
  productId: z.number().int(),
  count: z.number().int(),
  colorId: z.number().int().nullable(),
  color: z.string().nullable(),
  /** Roubles per unit (kg), today's price. */
  pricePerKg: z.number(),
  unit: z.string(),
  /** Rolls in stock now (of this colour, for a product tracking rolls). */
  available: z.number().int(),
  /** Whether the product tracks rolls by dye lot (then `sameLot` matters). */
  tracksRolls: z.boolean(),
  /** «Из одной партии»: the rolls are picked from one dye lot when one can supply the line (default true). */
  sameLot: z.boolean(),
  estimate: EstimateSchema,
  product: ProductSchema.nullable(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  id: z.string(),
  userId: z.string(),
  items: z.array(CartItemSchema),
  rolls: z.number().int(),
  estimate: EstimateSchema,
});
export type Cart = z.infer<typeof CartSchema>;

export const UnavailableLineSchema = z.object({
  productId: z.number().int().nullable(),
  name: z.string(),
  color: z.string().nullable(),
  requested: z.number().int(),
  available: z.number().int(),
  reason: z.enum(['gone', 'hidden', 'color_gone', 'short']),
});
export type UnavailableLine = z.infer<typeof UnavailableLineSchema>;
export const ReorderResultSchema = z.object({ cart: CartSchema, unavailable: z.array(UnavailableLineSchema) });

export const OrderLineInputSchema = z.object({
  productId: ProductIdSchema,
  count: RollsSchema,
  color: ColorInputSchema,
  /**
   * Products tracking rolls: keep the line in one dye lot when one can supply it («из одной партии», the
   * default); false takes the oldest rolls first. Ignored for products without roll records.
   */
  sameLot: z.boolean().optional(),
  /** Products tracking rolls: only this dye lot (STOCK_SHORT when it has too few available rolls). */
  lot: LotNumberSchema.optional(),
});

export const OrderCreateSchema = z.object({
  /** Explicit lines; without them the caller's cart is ordered (and emptied). */
  lines: z.array(OrderLineInputSchema).min(1).max(100).optional(),
  deliveryMethod: z.enum(ORDER_DELIVERY_METHODS).default('pickup'),
  paymentMethod: z.enum(ORDER_PAYMENT_METHODS).default('bank_transfer'),
  comment: text().trim().max(2000).default(''),
  /** Requisites for this order; without them the saved ones are used (or a private person by the account name). */
  requisites: RequisitesSchema.optional(),
});
export type OrderCreate = z.output<typeof OrderCreateSchema>;

export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\w-]{1,100}$/, { error: 'IDEMPOTENCY_KEY_INVALID' })
    .optional(),
});

/** Kilograms with at most three decimals (whole grams). */
const WeightKgSchema = z
  .number({ error: 'WEIGHT_INVALID' })
  .positive({ error: 'WEIGHT_INVALID' })
  .max(1_000_000, { error: 'WEIGHT_INVALID' })
  .refine((kg) => Math.abs(kg * 1000 - Math.round(kg * 1000)) < 1e-6, { error: 'WEIGHT_INVALID' })
  .transform((kg) => Math.round(kg * 1000));

/**
 * One line's actual weight. Outside the line's band (its estimate's kilograms: rolls × 20–25 kg, or the
 * product's own roll band) it is refused with ORDER_WEIGHT_OUT_OF_BAND unless `override` is set with a reason.
 */
export const LineWeightSchema = z
  .object({
    id: z.number().int().min(1),
    actualWeightKg: WeightKgSchema,
    /** The manager keeps a weight outside the band on purpose; needs `overrideReason`. Dropped for a weight in band. */
    override: z.boolean().default(false),
    overrideReason: text()
      .trim()
      .max(MAX_WEIGHT_OVERRIDE_REASON, { error: 'WEIGHT_OVERRIDE_REASON_INVALID' })
      .optional(),
  })
  .refine((line) => !line.override || Boolean(line.overrideReason), {
    error: 'WEIGHT_OVERRIDE_REASON_INVALID',
    path: ['overrideReason'],
  });

export const OrderUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** Actual weight per line (manager), in kilograms. */
  lines: z.array(LineWeightSchema).max(100).optional(),
  managerNote: text().trim().max(2000).optional(),
});
export type OrderUpdate = z.output<typeof OrderUpdateSchema>;

export const OrderListQuerySchema = z.object({
  /** One order by its number (the back office opens an order this way). */
  id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  userId: z.uuid().optional(),
  /** Part of the customer's phone, name or company name, or their exact INN. */
  customer: line().trim().min(1).max(100).optional(),
  /** Created on or after this instant (ISO 8601). */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Created before this instant. */
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type OrderListQuery = z.output<typeof OrderListQuerySchema>;

export const OrderLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  colorId: z.number().int().nullable(),
  name: z.string(),
  art: z.string(),
  color: z.string().nullable(),
  count: z.number().int(),
  unit: z.string(),
  /** Roubles per unit at ordering. */
  pricePerKg: z.number(),
  estimate: EstimateSchema,
  actualWeightKg: z.number().nullable(),
  /** Roubles on actual weight, once weighed. */
  amount: z.number().nullable(),
  /**
   * The rolls reserved for the line (products tracking rolls), by roll number: their weights are the line's
   * actual weight, so `estimate` is exact. Empty for count-only products.
   */
  rolls: z.array(OrderLineRollSchema),
  /**
   * Set when the manager kept a weight outside the line's band on purpose: why, who and when. A back-office
   * note: null in answers to the customer.
   */
  weightOverride: z
    .object({
      reason: z.string(),
      by: z.object({ id: z.string(), name: z.string() }).nullable(),
      at: z.string(),
    })
    .nullable(),
});

/** A person named in an answer: who placed an order, who decided on it. */
const PersonSchema = z.object({ id: z.string(), name: z.string() });

/**
 * An order a company's buyer placed above their limit: waiting for an owner (`pending`), `approved`, or
 * `declined` (the order is cancelled); with the owner's reason, who decided and when.
 */
export const OrderApprovalStateSchema = z.object({
  state: z.enum(ORDER_APPROVALS),
  reason: z.string().nullable(),
  by: PersonSchema.nullable(),
  at: z.string().nullable(),
});

/** An owner's decision on an order waiting for approval; a decline says why. */
export const OrderApprovalSchema = z
  .object({
    decision: z.enum(['approve', 'decline']),
    reason: text().trim().max(1000).default(''),
  })
  .refine((value) => value.decision === 'approve' || value.reason !== '', {
    error: 'VALIDATION_FAILED',
    path: ['reason'],
  });
export type OrderApprovalDecision = z.output<typeof OrderApprovalSchema>;

export const OrderSchema = z.object({
  id: z.number().int(),
  /** Who placed the order (`placedBy.id`). */
  userId: z.string(),
  /** The company the order is for; null for a private person's order. */
  companyId: z.string().nullable(),
  placedBy: PersonSchema,
  /** Null for an order that needed no approval. */
  approval: OrderApprovalStateSchema.nullable(),
  /**
   * Whether the caller sees the money side (payments, invoice, УПД): false for a company's buyer on an order
   * another member placed — then `payments` is empty, `paid` 0 and `due` null, and the order's documents
   * answer 403.
   */
  documentsVisible: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  requisites: RequisitesResponseSchema,
  deliveryMethod: z.enum(ORDER_DELIVERY_METHODS),
  paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
  comment: z.string(),
  managerNote: z.string(),
  lines: z.array(OrderLineSchema),
  rolls: z.number().int(),
  estimate: EstimateSchema,
  /** Roubles on actual weight (VAT included), once every line is weighed. */
  total: z.number().nullable(),
  vat: z.number().nullable(),
  vatPercent: z.number().int(),
  /** Payments on record, oldest first (voided ones too, marked so). */
  payments: z.array(PaymentSchema),
  /** Roubles paid: the payments not voided. */
  paid: z.number(),
  /** Roubles still due of the invoice total (0 when paid in full); null before the invoice. */
  due: z.number().nullable(),
  invoicedAt: z.string().nullable(),
  reserveUntil: z.string().nullable(),
  history: z.array(z.object({ from: z.enum(ORDER_STATUSES).nullable(), to: z.enum(ORDER_STATUSES), at: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderListSchema = z.object({ items: z.array(OrderSchema), total: z.number().int() });
