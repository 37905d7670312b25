/** Choices of the visitor request forms and the request desk: shared by the API's schemas and the browser (no zod here). */
export const DELIVERY_METHODS = ['pickup', 'courier', 'transport-company'] as const;
export const MATERIALS = ['colour-card', 'fabric-samples', 'price-list'] as const;
export type Material = (typeof MATERIALS)[number];

export const REQUEST_KINDS = ['price', 'feedback', 'brief'] as const;
export const REQUEST_STATUSES = ['new', 'in-progress', 'done'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
