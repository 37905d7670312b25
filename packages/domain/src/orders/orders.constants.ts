/** Delivery and payment choices of an order and the most rolls a line may ask for: shared by the API's schemas and the browser (no zod here). */
export const ORDER_DELIVERY_METHODS = ['pickup', 'moscow', 'transport_company'] as const;
export const ORDER_PAYMENT_METHODS = ['bank_transfer', 'cash'] as const;
/** Where a payment on record came from: typed in by a manager, or reported by 1C. */
export const ORDER_PAYMENT_SOURCES = ['manual', '1c'] as const;
/** An order a company's buyer placed above their limit: waiting for an owner, approved, or declined. */
export const ORDER_APPROVALS = ['pending', 'approved', 'declined'] as const;
export type OrderApproval = (typeof ORDER_APPROVALS)[number];

/** The most rolls one line may ask for; far above any real order, it keeps products of integers exact. */
export const MAX_ROLLS_PER_LINE = 10_000;
