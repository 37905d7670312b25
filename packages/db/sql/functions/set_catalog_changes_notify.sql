-- Switches the catalog_changes_* triggers (sql/triggers/) on or off, touching only those in the other state (so a start that finds
-- them as wanted writes nothing to the system catalogue).
CREATE OR REPLACE FUNCTION set_catalog_changes_notify(enabled boolean) RETURNS void
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
