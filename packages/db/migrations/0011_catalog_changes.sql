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
CREATE FUNCTION catalog_changes_notify() RETURNS trigger
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
--> statement-breakpoint
CREATE TRIGGER catalog_changes_products_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_notify('products');
--> statement-breakpoint
CREATE TRIGGER catalog_changes_products_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_notify('products');
--> statement-breakpoint
CREATE TRIGGER catalog_changes_products_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_notify('products');
--> statement-breakpoint
CREATE TRIGGER catalog_changes_products_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_notify('all');
--> statement-breakpoint
CREATE TRIGGER catalog_changes_categories_insert AFTER INSERT ON categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_notify('all');
--> statement-breakpoint
CREATE TRIGGER catalog_changes_categories_update AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_notify('all');
--> statement-breakpoint
CREATE TRIGGER catalog_changes_categories_delete AFTER DELETE ON categories
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_notify('all');
--> statement-breakpoint
CREATE TRIGGER catalog_changes_categories_truncate AFTER TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_notify('all');
--> statement-breakpoint
CREATE TRIGGER catalog_changes_characteristic_groups_insert AFTER INSERT ON characteristic_groups
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_notify('all');
--> statement-breakpoint
CREATE TRIGGER catalog_changes_characteristic_groups_update AFTER UPDATE ON characteristic_groups
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_notify('all');
--> statement-breakpoint
CREATE TRIGGER catalog_changes_characteristic_groups_delete AFTER DELETE ON characteristic_groups
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_notify('all');
--> statement-breakpoint
CREATE TRIGGER catalog_changes_characteristic_groups_truncate AFTER TRUNCATE ON characteristic_groups
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_notify('all');
--> statement-breakpoint
-- Switches the triggers above on or off, touching only those in the other state (so a start that finds
-- them as wanted writes nothing to the system catalogue).
CREATE FUNCTION set_catalog_changes_notify(enabled boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  found record;
BEGIN
  FOR found IN
    SELECT tgname, tgrelid::regclass AS relation FROM pg_trigger
    WHERE tgname LIKE 'catalog\_changes\_%' AND NOT tgisinternal AND (tgenabled <> 'D') IS DISTINCT FROM enabled
  LOOP
    EXECUTE format('ALTER TABLE %s %s TRIGGER %I', found.relation,
      CASE WHEN enabled THEN 'ENABLE' ELSE 'DISABLE' END, found.tgname);
  END LOOP;
END $$;
