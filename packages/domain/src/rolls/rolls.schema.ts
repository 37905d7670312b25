/**
 * Rolls with dye lots: requests and answers of receiving, roll lists, lots on the storefront, roll swaps
 * and the roll list of an order line. Weight leaves the API in kilograms (from whole grams).
 */
import { z } from 'zod';
import { line, text } from '../text.ts';
import { MAX_WEIGHTS_TEXT } from './parse-weights.ts';
import { ROLL_STATUSES } from './rolls.constants.ts';

/** The longest reason of a write-off or a swap. */
export const MAX_ROLL_REASON = 500;

const Id = z.number().int().min(1).max(2_147_483_647);
const IdParam = z.coerce.number().int().min(1).max(2_147_483_647);

/** A dye lot's number as the dye house prints it: letters, digits, `-`, `/`, `.`, up to 40 characters. */
export const LotNumberSchema = line()
  .trim()
  .min(1, { error: 'ROLL_LOT_INVALID' })
  .max(40, { error: 'ROLL_LOT_INVALID' })
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u, { error: 'ROLL_LOT_INVALID' });

/** A delivery from the dye house: one lot of one colour of one product, with the weight of each roll. */
export const LotReceiveSchema = z.object({
  productId: Id,
  /** Absent (null) only for a product without colours. */
  colorId: Id.nullish().transform((value) => value ?? null),
  lot: LotNumberSchema,
  /** Kilograms per roll as typed or pasted: one per line, or separated by tabs, `;` or `, `; `21,4` or `21.4`. */
  weights: text().max(MAX_WEIGHTS_TEXT, { error: 'ROLL_WEIGHTS_REQUIRED' }),
  /** Width of the rolls in cm; without it the product's width. */
  widthCm: z.number({ error: 'ROLL_WIDTH_INVALID' }).int({ error: 'ROLL_WIDTH_INVALID' }).min(10).max(1000).nullish(),
  /** Grade («1 сорт»), up to 40 characters. */
  grade: line().trim().max(40).nullish(),
  note: text().trim().max(500).nullish(),
});
export type LotReceive = z.output<typeof LotReceiveSchema>;

/** One pasted value, read and checked. */
export const LotPreviewRowSchema = z.object({
  index: z.number().int(),
  input: z.string(),
  /** Null when unreadable. */
  weightKg: z.number().nullable(),
  problem: z.enum(['unreadable', 'out_of_band']).nullable(),
  /** The problem in the request's language; null when the value is fine. */
  message: z.string().nullable(),
});

export const LotPreviewSchema = z.object({
  productId: z.number().int(),
  colorId: z.number().int().nullable(),
  lot: z.string(),
  /** The product's roll band (its own, or the shop's 20–25 kg). */
  band: z.object({ minKg: z.number(), maxKg: z.number() }),
  rows: z.array(LotPreviewRowSchema),
  /** Readable values in band. */
  count: z.number().int(),
  totalKg: z.number(),
  /** Every value fine and at least one: saving will succeed (unless the lot changes meanwhile). */
  valid: z.boolean(),
  /** Rolls of this lot (product and colour) already received: the new rolls join it. */
  existingRolls: z.number().int(),
});
export type LotPreview = z.infer<typeof LotPreviewSchema>;

export const RollSchema = z.object({
  id: z.number().int(),
  /** Unique in the shop, printed on the label and in its QR code. */
  number: z.string(),
  productId: z.number().int(),
  /** The product's name in the request's language. */
  product: z.string(),
  colorId: z.number().int().nullable(),
  color: z.string().nullable(),
  lotId: z.number().int(),
  lot: z.string(),
  weightKg: z.number(),
  widthCm: z.number().int().nullable(),
  grade: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(ROLL_STATUSES),
  statusLabel: z.string(),
  /** The order holding the roll (reserved or shipped), or null. */
  orderId: z.number().int().nullable(),
  receivedAt: z.string(),
});
export type Roll = z.infer<typeof RollSchema>;

export const RollEventSchema = z.object({
  from: z.enum(ROLL_STATUSES).nullable(),
  to: z.enum(ROLL_STATUSES),
  at: z.string(),
  /** Who changed it; null when the system did (reserve expiry) or the account is gone. */
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  reason: z.string(),
  orderId: z.number().int().nullable(),
});

export const RollDetailSchema = RollSchema.extend({ history: z.array(RollEventSchema) });
export type RollDetail = z.infer<typeof RollDetailSchema>;

export const RollListQuerySchema = z.object({
  productId: IdParam.optional(),
  colorId: IdParam.optional(),
  lotId: IdParam.optional(),
  status: z.enum(ROLL_STATUSES).optional(),
  /** Exact roll number (a scanned label). */
  number: line().trim().min(1).max(40).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export type RollListQuery = z.output<typeof RollListQuerySchema>;

export const RollListSchema = z.object({ items: z.array(RollSchema), total: z.number().int() });

export const RollIdParamsSchema = z.object({ id: IdParam });

/** A manager's change of one roll: write it off (or take a write-off back), or correct grade, note, width. */
export const RollUpdateSchema = z
  .object({
    status: z.enum(['available', 'written_off']).optional(),
    reason: text().trim().max(MAX_ROLL_REASON, { error: 'ROLL_REASON_REQUIRED' }).optional(),
    grade: line().trim().max(40).nullish(),
    note: text().trim().max(500).nullish(),
    widthCm: z.number({ error: 'ROLL_WIDTH_INVALID' }).int({ error: 'ROLL_WIDTH_INVALID' }).min(10).max(1000).nullish(),
  })
  .refine((input) => input.status === undefined || Boolean(input.reason), {
    error: 'ROLL_REASON_REQUIRED',
    path: ['reason'],
  });
export type RollUpdate = z.output<typeof RollUpdateSchema>;

/** A lot in the back office: its rolls by status and the weights of those available. */
export const LotSummarySchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  colorId: z.number().int().nullable(),
  color: z.string().nullable(),
  lot: z.string(),
  receivedAt: z.string(),
  rolls: z.object({
    available: z.number().int(),
    reserved: z.number().int(),
    shipped: z.number().int(),
    writtenOff: z.number().int(),
  }),
  /** Over available rolls; null when none is available. */
  minKg: z.number().nullable(),
  maxKg: z.number().nullable(),
});
export type LotSummary = z.infer<typeof LotSummarySchema>;

export const LotListQuerySchema = z.object({
  productId: IdParam,
  colorId: IdParam.optional(),
});

export const LotReceivedSchema = z.object({ lot: LotSummarySchema, rolls: z.array(RollSchema) });
export type LotReceived = z.infer<typeof LotReceivedSchema>;

/** `?lotId=` or `?ids=1,2,3` (up to 500 rolls). */
export const LabelsQuerySchema = z
  .object({
    lotId: IdParam.optional(),
    ids: z
      .string()
      .regex(/^\d{1,10}(,\d{1,10}){0,499}$/, { error: 'ROLL_NOT_FOUND' })
      .transform((value) => [...new Set(value.split(',').map(Number))])
      .optional(),
  })
  .refine((query) => query.lotId !== undefined || query.ids !== undefined, { error: 'ROLL_NOT_FOUND' });

/** The storefront's lots of one colour: «Партия 2611 — 6 рулонов, 21,4–24,8 кг». */
export const ColorLotSchema = z.object({
  lot: z.string(),
  rolls: z.number().int(),
  minKg: z.number(),
  maxKg: z.number(),
  receivedAt: z.string(),
});

export const ProductLotsSchema = z.object({
  productId: z.number().int(),
  /** False for products without roll records: their stock is the product's `count` alone. */
  tracksRolls: z.boolean(),
  colors: z.array(
    z.object({
      colorId: z.number().int().nullable(),
      color: z.string().nullable(),
      /** Available rolls of this colour (the product's `count` is their sum over colours). */
      available: z.number().int(),
      /** Oldest first; the first that holds as many rolls as wanted is what «из одной партии» takes. */
      lots: z.array(ColorLotSchema),
    }),
  ),
});
export type ProductLots = z.infer<typeof ProductLotsSchema>;

export const ProductLotsParamsSchema = z.object({ id: IdParam });

/** A roll of an order line, as the order, invoice and packing list show it. */
export const OrderLineRollSchema = z.object({
  /** Null once the roll record is gone (its product deleted); number, lot and weight stay. */
  id: z.number().int().nullable(),
  number: z.string(),
  lot: z.string(),
  weightKg: z.number(),
});
export type OrderLineRoll = z.infer<typeof OrderLineRollSchema>;

/** Manager replaces one roll of an order (before the invoice) by an available one of the same product and colour. */
export const RollSwapSchema = z.object({
  /** The roll leaving the order. */
  from: Id,
  /** The available roll taking its place. */
  to: Id,
  reason: text()
    .trim()
    .min(1, { error: 'ROLL_REASON_REQUIRED' })
    .max(MAX_ROLL_REASON, { error: 'ROLL_REASON_REQUIRED' }),
});
export type RollSwap = z.output<typeof RollSwapSchema>;

const SwappedRollSchema = z.object({ number: z.string(), lot: z.string(), weightKg: z.number() });

/** A roll swap of an order, as the order desk lists it: when, who, which roll left and which came, and why. */
export const OrderRollSwapSchema = z.object({
  at: z.string(),
  /** The manager; null when the account is gone. */
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  lineId: z.number().int(),
  /** The line's product name (request language). */
  product: z.string(),
  from: SwappedRollSchema,
  /** Null only when the roll's record is gone (its product deleted). */
  to: SwappedRollSchema.nullable(),
  reason: z.string(),
});
export type OrderRollSwap = z.infer<typeof OrderRollSwapSchema>;
export const OrderRollSwapsSchema = z.object({ items: z.array(OrderRollSwapSchema) });
export type OrderRollSwaps = z.infer<typeof OrderRollSwapsSchema>;
