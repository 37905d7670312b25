-- The search box's two statements as PL/pgSQL functions: a function's statements are planned once per
-- connection and their plans reused (forced generic: the plans do not depend on the values), where the
-- same SQL sent as text is parsed and planned on every keystroke. The API calls them from
-- catalog.repository.ts (lookupWords, findSuggestions).

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

-- Search suggestions: the newest `lim` products matching `query` (walked backwards along the search
-- table's key, so a broad word stops after a page instead of visiting every match), as their cards with
-- today's stock, comma-joined; `stale` lists products whose card is missing or older than the product;
-- `more` says whether further products match.
CREATE FUNCTION catalog_suggest(query text, lang text, with_hidden boolean, lim integer,
  OUT items text, OUT stale integer[], OUT more boolean)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  -- Parsed once: inside the statement, to_tsquery of a parameter would be parsed again for every row.
  matching tsquery := to_tsquery('russian', query);
BEGIN
  WITH hits AS (
    SELECT p.id, p.count, p.updated_at
    FROM product_search s JOIN products p ON p.id = s.product_id
    WHERE s.vector @@ matching AND (with_hidden OR p.show)
    ORDER BY s.product_id DESC
    LIMIT lim + 1
  ), page AS (
    SELECT hits.*, row_number() OVER (ORDER BY hits.id DESC) AS position FROM hits
  )
  SELECT
    coalesce(string_agg(c.head || ',"count":' || page.count || '}', ',' ORDER BY page.position)
      FILTER (WHERE page.position <= lim), ''),
    coalesce(array_agg(page.id) FILTER (WHERE c.head IS NULL AND page.position <= lim), '{}'),
    count(*) > lim
  INTO items, stale, more
  FROM page
  LEFT JOIN product_cards c
    ON c.product_id = page.id AND c.lang = catalog_suggest.lang AND c.built_from = page.updated_at;
END $$;
