-- A product's updated_at names its card (product_cards.built_from), so every change of a product must
-- give it a new name, even two writes within one millisecond or one transaction: a write that sets
-- updated_at gets the current clock, strictly after the previous value. Writes that leave updated_at
-- alone (stock taken by an order, which readers append to the card) keep the name.
CREATE OR REPLACE FUNCTION products_next_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := greatest(clock_timestamp(), OLD.updated_at + interval '1 microsecond');
  END IF;
  RETURN NEW;
END $$;
