-- Every write that sets a product's updated_at gives it a new one: see functions/products_next_version.sql.
CREATE OR REPLACE TRIGGER products_next_version BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_next_version();
