/**
 * The product page's ordering panel as a late part (lib/late.tsx): hydrated after the rest of the page, its
 * code — the panel, the form kit's field, the lots and the ordering and rolls texts — is not among the scripts
 * the page loads first (docs/decisions/006). It brings its texts itself (product-order-late.ts).
 */
import { late } from '../../lib/late';
import type { ProductOrderPanelProps } from './product-order';

export const productOrderPart = late<ProductOrderPanelProps>(() =>
  import('./product-order-late').then((module) => ({ default: module.ProductOrderPanel })),
);
