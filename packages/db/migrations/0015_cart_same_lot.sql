-- «Из одной партии» kept on the cart line (issue 18): the roll picker gets it when the cart is ordered.
-- Existing lines keep the default (one lot when one can supply them).
ALTER TABLE "cart_items" ADD COLUMN "same_lot" boolean DEFAULT true NOT NULL;
