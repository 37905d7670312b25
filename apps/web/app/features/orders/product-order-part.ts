/**
 * The product page's ordering panel as a late part (lib/late.tsx): hydrated after the rest of the page, its
 * code — the panel, the form kit's field, the lots and the ordering and rolls texts — is not among the scripts
 * the page loads first (docs/decisions/006). The texts come in both languages, as a client switch of language
 * re-renders the panel in the other one.
 */
import { late } from '../../lib/late';
import type { ProductOrderPanelProps } from './product-order';

export const productOrderPart = late<ProductOrderPanelProps>(() =>
  Promise.all([
    import('./product-order'),
    import('./orders.i18n.ru'),
    import('./orders.i18n.uz'),
    import('../rolls/rolls.i18n.ru'),
    import('../rolls/rolls.i18n.uz'),
  ]).then(([panel]) => ({ default: panel.ProductOrderPanel })),
);
