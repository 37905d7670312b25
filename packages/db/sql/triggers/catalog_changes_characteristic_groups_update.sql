-- Tells every instance which catalogue answers to drop: see functions/catalog_changes_notify.sql.
CREATE OR REPLACE TRIGGER catalog_changes_characteristic_groups_update AFTER UPDATE ON characteristic_groups
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalog_changes_notify('all');
