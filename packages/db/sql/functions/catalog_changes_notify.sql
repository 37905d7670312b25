-- Every write to what the catalogue's answers are made of tells every instance, on the channel
-- `catalog_changes`, which answers to drop: `products:<id>,<id>,…` (those products' answers and every listing),
-- or `all`. A trigger hears every writer: the API, WooCommerce imports, seeds and raw SQL alike. NOTIFY is
-- delivered when the transaction commits, never when it rolls back, and identical notifications of one
-- transaction arrive once. Statement triggers with transition tables: one notification per statement, not
-- per row, and none for a statement that changed no row (a stock reservation that found too few rolls).
-- Colours are always written with their product's `updated_at` (cards are named by it), so products tell
-- for them too. A payload holds at most 8000 bytes: past 500 products a statement just says `all`.
-- On PGlite (one process, nobody listening) the API switches the triggers off with
-- `set_catalog_changes_notify(false)`.
CREATE OR REPLACE FUNCTION catalog_changes_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP <> 'TRUNCATE' THEN
    IF TG_ARGV[0] = 'products' THEN
      SELECT array_agg(DISTINCT id ORDER BY id) INTO ids FROM changed;
      IF ids IS NULL THEN
        RETURN NULL;
      END IF;
      IF cardinality(ids) <= 500 THEN
        PERFORM pg_notify('catalog_changes', 'products:' || array_to_string(ids, ','));
        RETURN NULL;
      END IF;
    ELSIF NOT EXISTS (SELECT FROM changed) THEN
      RETURN NULL;
    END IF;
  END IF;
  PERFORM pg_notify('catalog_changes', 'all');
  RETURN NULL;
END $$;
