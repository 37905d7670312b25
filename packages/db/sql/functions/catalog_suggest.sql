-- Search suggestions for a search `plan` (see catalog_search_query): the newest `lim` matching products
-- (walked backwards along the search table's key, so a broad word stops after a page instead of visiting
-- every match) as `[[id, stock, version], …]`, where version is the product's updated_at, which names its
-- card; `more` says whether further products match.
CREATE OR REPLACE FUNCTION catalog_suggest(plan jsonb, min_corrected integer, with_hidden boolean, lim integer,
  OUT page text, OUT more boolean)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  -- Parsed once: inside the statement, to_tsquery of a parameter would be parsed again for every row.
  matching tsquery := to_tsquery('russian', catalog_search_query(plan, min_corrected));
BEGIN
  IF matching IS NULL THEN
    page := '[]';
    more := false;
    RETURN;
  END IF;
  WITH hits AS (
    SELECT p.id, p.count, p.updated_at
    FROM product_search s JOIN products p ON p.id = s.product_id
    WHERE s.vector @@ matching AND (with_hidden OR p.show)
    ORDER BY s.product_id DESC
    LIMIT lim + 1
  )
  SELECT coalesce(json_agg(json_build_array(h.id, h.count, h.updated_at) ORDER BY h.id DESC)
      FILTER (WHERE h.n <= lim), '[]')::text,
    count(*) > lim
  INTO page, more
  FROM (SELECT hits.*, row_number() OVER (ORDER BY hits.id DESC) AS n FROM hits) h;
END $$;
