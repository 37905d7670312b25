-- Tells every instance which catalogue answers to drop: see functions/catalog_changes_notify.sql.
CREATE OR REPLACE TRIGGER catalog_changes_products_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_notify('products');
