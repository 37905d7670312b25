-- The catalogue listing as one ordered pass over its scope: returns every product in scope (visibility,
-- stock, section, search) in the listing's order as `[[id, misses, version, stock], …]`, misses being the
-- filters it fails as bits (category 1, composition 2, colour 4, canvas 8, weight 16) and version its
-- updated_at, which names its card.
-- The API takes the page and the total from the products that miss nothing, and counts the facet values
-- of the products' cards under the other filters. One sort and one aggregate: the earlier shape (migration
-- 0007) numbered the whole scope with a window over eight sort keys (all but one null), sorted it again for
-- the page and counted it a third time, which cost a 60-product listing half its time; and a search tested
-- every product against the search index (a search over 10,000 products went from 32 to 10 ms).
-- A filter given as null is not active. Texts compare as the API shows them: in `lang`, falling back to
-- Russian (Uzbek) when the value in `lang` is empty. `sort_key` is one of popular, relevance, price_asc,
-- price_desc, name (letter case aside), newest. Rolls ordered per product (popularity) are read only
-- when the section or the order asks for them.
CREATE OR REPLACE FUNCTION catalog_listing(
  lang text, with_hidden boolean, in_stock boolean, section text, search text,
  categories text[], compositions text[], colors text[], canvases text[], weights int4range[],
  sort_key text, arrivals_days integer, popular_days integer)
RETURNS text
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  matching tsquery := to_tsquery('russian', search);
  uz boolean := lang = 'uz';
  -- Rolls ordered per product id over the last `popular_days` days, from orders that still stand; null
  -- when the listing does not depend on popularity.
  ordered jsonb;
  result text;
BEGIN
  IF section = 'popular' OR sort_key = 'popular' THEN
    SELECT coalesce(jsonb_object_agg(r.product_id, r.rolls), '{}') INTO ordered
    FROM (
      SELECT l.product_id, sum(l.rolls)::int AS rolls
      FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.created_at >= now() - make_interval(days => popular_days)
        AND o.status NOT IN ('cancelled', 'expired') AND l.product_id IS NOT NULL
      GROUP BY l.product_id
    ) r;
  END IF;

  WITH scope AS (
    SELECT p.id, p.count, p.updated_at, p.created_at, p.price_kopecks,
      (ordered ->> p.id::text)::int AS rolls,
      CASE WHEN uz THEN coalesce(nullif(p.name_uz, ''), p.name_ru)
        ELSE coalesce(nullif(p.name_ru, ''), p.name_uz) END AS name,
      p.rank,
      (CASE WHEN categories IS NULL OR p.category_id = ANY (categories) THEN 0 ELSE 1 END)
      | (CASE WHEN compositions IS NULL OR (CASE WHEN uz THEN coalesce(nullif(p.composition_uz, ''), p.composition_ru)
          ELSE coalesce(nullif(p.composition_ru, ''), p.composition_uz) END) = ANY (compositions) THEN 0 ELSE 2 END)
      | (CASE WHEN colors IS NULL OR EXISTS (
          SELECT 1 FROM product_colors c WHERE c.product_id = p.id
            AND (CASE WHEN uz THEN coalesce(nullif(c.name_uz, ''), c.name_ru)
              ELSE coalesce(nullif(c.name_ru, ''), c.name_uz) END) = ANY (colors)) THEN 0 ELSE 4 END)
      | (CASE WHEN canvases IS NULL OR (CASE WHEN uz THEN coalesce(nullif(p.canvas_uz, ''), p.canvas_ru)
          ELSE coalesce(nullif(p.canvas_ru, ''), p.canvas_uz) END) = ANY (canvases) THEN 0 ELSE 8 END)
      | (CASE WHEN weights IS NULL OR p.weight <@ ANY (weights) THEN 0 ELSE 16 END) AS misses
    -- Every product, or when searching those the search index finds (one branch runs, the other's
    -- condition is false before it reads anything), so a search does not test each product in turn.
    FROM (
      SELECT p.*, 0::real AS rank FROM products p WHERE matching IS NULL
      UNION ALL
      SELECT p.*, ts_rank(s.vector, matching) FROM product_search s JOIN products p ON p.id = s.product_id
      WHERE matching IS NOT NULL AND s.vector @@ matching
    ) p
    WHERE (with_hidden OR p.show) AND (NOT in_stock OR p.count > 0)
      AND (section IS NULL
        OR (section = 'bestseller' AND p.bestseller)
        OR (section = 'recommended' AND p.recommended)
        OR (section = 'latest' AND p.latest)
        OR (section = 'arrivals' AND greatest(p.created_at, coalesce(p.restocked_at, p.created_at))
          >= now() - make_interval(days => arrivals_days))
        -- Products with orders; while the shop has none in the period, its best sellers.
        OR (section = 'popular' AND (ordered ? p.id::text OR (p.bestseller AND ordered = '{}'))))
  )
  -- Four sort keys, the first telling most products apart: a sort compares the later keys of ties only.
  SELECT coalesce(json_agg(json_build_array(scope.id, scope.misses, scope.updated_at, scope.count) ORDER BY
      CASE sort_key
        WHEN 'popular' THEN -scope.rolls::numeric
        WHEN 'relevance' THEN -scope.rank::numeric
        WHEN 'price_asc' THEN scope.price_kopecks::numeric
        WHEN 'price_desc' THEN -scope.price_kopecks::numeric
        WHEN 'newest' THEN -extract(epoch FROM scope.created_at)
      END,
      CASE WHEN sort_key = 'name' THEN lower(scope.name) END,
      CASE WHEN sort_key = 'popular' THEN scope.created_at END DESC,
      CASE WHEN sort_key IN ('price_asc', 'name') THEN scope.id ELSE -scope.id END), '[]')::text
  INTO result
  FROM scope;
  RETURN result;
END $$;
