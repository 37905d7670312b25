-- Search as PL/pgSQL functions: a function's statements are planned once per connection and their plans
-- reused (forced generic: the plans do not depend on the values), where the same SQL sent as text is
-- parsed and planned on every keystroke. The API calls them from catalog.repository.ts.

-- Each typed word against the catalogue's words: `known` when some word starts with it as typed or with
-- its Russian stem (queries ask for prefixes); for an unknown word of letters only, at least
-- `min_corrected` long, its two nearest words by trigram distance. `~>=~`/`~<~` compare bytes, so the
-- prefix index answers; the trigram index holds only words without digits.
CREATE FUNCTION catalog_words(typed text[], min_corrected integer)
RETURNS TABLE (word text, known boolean, nearest text[])
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT k.word, k.known, s.nearest
  FROM (
    SELECT q.word,
      EXISTS (SELECT 1 FROM search_words w WHERE w.word ~>=~ q.word AND w.word ~<~ (q.word || chr(1114111)))
      OR EXISTS (SELECT 1 FROM search_words w
        WHERE w.word ~>=~ q.stem AND w.word ~<~ (q.stem || chr(1114111))) AS known
    FROM (SELECT t.word, coalesce((ts_lexize('russian_stem', t.word))[1], t.word) AS stem
          FROM unnest(typed) AS t(word)) q
  ) k
  LEFT JOIN LATERAL (
    SELECT array_agg(x.word) AS nearest FROM (
      SELECT w.word FROM search_words w
      WHERE NOT k.known AND char_length(k.word) >= min_corrected AND k.word !~ '[0-9]'
        AND w.word !~ '[0-9]' AND w.word % k.word
      ORDER BY w.word <-> k.word LIMIT 2
    ) x
  ) s ON true;
END $$;
--> statement-breakpoint

-- The tsquery of a typed search, or null when the catalogue holds nothing it could match. `plan` is what
-- the API's searchPlan made of the text: chunks (AND-ed), each with variants (OR-ed: as typed, other
-- keyboard layout, other script), each a list of words (AND-ed, matched as prefixes). A chunk keeps the
-- variants all of whose words are known; a chunk left with none takes the nearest catalogue words of
-- its words instead (a typo), so no product is looked at for a word the catalogue does not have.
CREATE FUNCTION catalog_search_query(plan jsonb, min_corrected integer) RETURNS text
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  result text;
BEGIN
  WITH words AS (
    SELECT c.n AS chunk, v.n AS variant, w.word
    FROM jsonb_array_elements(plan) WITH ORDINALITY AS c(variants, n),
      jsonb_array_elements(c.variants) WITH ORDINALITY AS v(words, n),
      jsonb_array_elements_text(v.words) AS w(word)
  ), looked AS (
    SELECT l.word, l.known, l.nearest FROM catalog_words(ARRAY(SELECT DISTINCT word FROM words), min_corrected) l
  ), usable AS (
    SELECT w.chunk, '(' || string_agg(w.word || ':*', ' & ') || ')' AS q
    FROM words w JOIN looked l ON l.word = w.word
    GROUP BY w.chunk, w.variant
    HAVING bool_and(l.known)
  ), corrected AS (
    SELECT DISTINCT w.chunk, '(' || n.word || ':*)' AS q
    FROM words w JOIN looked l ON l.word = w.word CROSS JOIN unnest(l.nearest) AS n(word)
    WHERE NOT EXISTS (SELECT 1 FROM usable u WHERE u.chunk = w.chunk)
  ), chunks AS (
    SELECT x.chunk, '(' || string_agg(x.q, ' | ') || ')' AS q
    FROM (SELECT * FROM usable UNION ALL SELECT * FROM corrected) x
    GROUP BY x.chunk
  )
  SELECT CASE WHEN count(*) = (SELECT count(DISTINCT chunk) FROM words) THEN string_agg(q, ' & ' ORDER BY chunk) END
  INTO result
  FROM chunks;
  RETURN result;
END $$;
--> statement-breakpoint

-- Search suggestions for a search `plan` (see catalog_search_query): the newest `lim` matching products
-- (walked backwards along the search table's key, so a broad word stops after a page instead of visiting
-- every match) as `[[id, stock, version], …]`, where version is the product's updated_at, which names its
-- card; `more` says whether further products match.
CREATE FUNCTION catalog_suggest(plan jsonb, min_corrected integer, with_hidden boolean, lim integer,
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
--> statement-breakpoint

-- One page of the catalogue listing with everything the page shows, in one call:
--   page   the page's products in order as `[[id, stock, version], …]` (version: the product's updated_at,
--          which names its card);
--   total  how many products match every filter;
--   in_scope  every product in scope (visibility, stock, section, search) as `[[id, misses, version], …]`,
--          misses being the filters it fails as bits (category 1, composition 2, colour 4, canvas 8,
--          weight 16); the API counts the facet values of the products' cards under the other filters.
-- A filter given as null is not active. Texts compare as the API shows them: in `lang`, falling back to
-- Russian (Uzbek) when the value in `lang` is empty. `sort_key` is one of popular, relevance, price_asc,
-- price_desc, name, newest.
CREATE FUNCTION catalog_listing(
  lang text, with_hidden boolean, in_stock boolean, section text, search text,
  categories text[], compositions text[], colors text[], canvases text[], weights int4range[],
  sort_key text, lim integer, skip integer, arrivals_days integer, popular_days integer,
  OUT page text, OUT total integer, OUT in_scope text)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  matching tsquery := to_tsquery('russian', search);
  uz boolean := lang = 'uz';
BEGIN
  WITH rolls AS (
    -- Rolls ordered per product over the last `popular_days` days, from orders that still stand.
    SELECT l.product_id, sum(l.rolls)::int AS rolls
    FROM orders o JOIN order_lines l ON l.order_id = o.id
    WHERE section = 'popular' AND o.created_at >= now() - make_interval(days => popular_days)
      AND o.status NOT IN ('cancelled', 'expired') AND l.product_id IS NOT NULL
    GROUP BY l.product_id
  ), scope AS (
    SELECT p.id, p.count, p.updated_at, p.created_at, p.price_kopecks, r.rolls,
      CASE WHEN uz THEN coalesce(nullif(p.name_uz, ''), p.name_ru)
        ELSE coalesce(nullif(p.name_ru, ''), p.name_uz) END AS name,
      CASE WHEN matching IS NULL THEN 0
        ELSE (SELECT ts_rank(s.vector, matching) FROM product_search s WHERE s.product_id = p.id) END AS rank,
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
    FROM products p
    LEFT JOIN rolls r ON r.product_id = p.id
    WHERE (with_hidden OR p.show) AND (NOT in_stock OR p.count > 0)
      AND (matching IS NULL
        OR EXISTS (SELECT 1 FROM product_search s WHERE s.product_id = p.id AND s.vector @@ matching))
      AND (section IS NULL
        OR (section = 'bestseller' AND p.bestseller)
        OR (section = 'recommended' AND p.recommended)
        OR (section = 'latest' AND p.latest)
        OR (section = 'arrivals' AND greatest(p.created_at, coalesce(p.restocked_at, p.created_at))
          >= now() - make_interval(days => arrivals_days))
        -- Products with orders; while the shop has none in the period, its best sellers.
        OR (section = 'popular' AND (r.rolls IS NOT NULL OR (p.bestseller AND NOT EXISTS (SELECT 1 FROM rolls)))))
  ), ordered AS (
    SELECT scope.id, scope.count, scope.updated_at,
      row_number() OVER (ORDER BY
        CASE WHEN sort_key = 'popular' THEN scope.rolls END DESC NULLS LAST,
        CASE WHEN sort_key = 'relevance' THEN scope.rank END DESC,
        CASE WHEN sort_key = 'price_asc' THEN scope.price_kopecks END,
        CASE WHEN sort_key = 'price_desc' THEN scope.price_kopecks END DESC,
        CASE WHEN sort_key = 'name' THEN scope.name END,
        CASE WHEN sort_key IN ('newest', 'popular') THEN scope.created_at END DESC,
        CASE WHEN sort_key IN ('price_asc', 'name') THEN scope.id END,
        scope.id DESC) AS position
    FROM scope WHERE scope.misses = 0
    ORDER BY position
    LIMIT lim OFFSET skip
  )
  SELECT
    (SELECT coalesce(json_agg(json_build_array(o.id, o.count, o.updated_at) ORDER BY o.position), '[]')::text
      FROM ordered o),
    (SELECT count(*)::int FROM scope WHERE scope.misses = 0),
    (SELECT coalesce(json_agg(json_build_array(scope.id, scope.misses, scope.updated_at)), '[]')::text FROM scope)
  INTO page, total, in_scope;
END $$;
--> statement-breakpoint

-- A product's updated_at names its card (product_cards.built_from), so every change of a product must
-- give it a new name, even two writes within one millisecond or one transaction: a write that sets
-- updated_at gets the current clock, strictly after the previous value. Writes that leave updated_at
-- alone (stock taken by an order, which readers append to the card) keep the name.
CREATE FUNCTION products_next_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := greatest(clock_timestamp(), OLD.updated_at + interval '1 microsecond');
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint

CREATE TRIGGER products_next_version BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_next_version();
