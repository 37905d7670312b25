-- Tells every instance which catalogue answers to drop: see functions/catalog_changes_notify.sql.
CREATE OR REPLACE TRIGGER catalog_changes_products_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_notify('all');
