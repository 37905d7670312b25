-- The tsquery of a typed search in one statement (replaces 0007's catalog_search_query, which asked
-- catalog_words, a second function, about every word): the same rules, a third less time per keystroke.
-- `plan` is what the API's searchPlan made of the text: chunks (AND-ed), each with variants (OR-ed: as
-- typed, other keyboard layout, other script), each a list of words (AND-ed, matched as prefixes). A word
-- is known when some catalogue word starts with it as typed or with its Russian stem (`~>=~`/`~<~`
-- compare bytes, so the prefix index answers). A chunk keeps the variants all of whose words are known;
-- a chunk left with none takes, for each of its unknown words of letters only and at least
-- `min_corrected` long, the two nearest catalogue words by trigram distance (a typo): looked up only for
-- such chunks, in the trigram index of words without digits. Null when some chunk has nothing, so no
-- product is looked at for a word the catalogue does not have.
CREATE OR REPLACE FUNCTION catalog_search_query(plan jsonb, min_corrected integer) RETURNS text
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
    SELECT d.word,
      EXISTS (SELECT 1 FROM search_words s WHERE s.word ~>=~ d.word AND s.word ~<~ (d.word || chr(1114111)))
      OR EXISTS (SELECT 1 FROM search_words s WHERE s.word ~>=~ d.stem AND s.word ~<~ (d.stem || chr(1114111)))
        AS known
    FROM (SELECT DISTINCT w.word, coalesce((ts_lexize('russian_stem', w.word))[1], w.word) AS stem FROM words w) d
  ), usable AS (
    SELECT w.chunk, '(' || string_agg(w.word || ':*', ' & ') || ')' AS q
    FROM words w JOIN looked l ON l.word = w.word
    GROUP BY w.chunk, w.variant
    HAVING bool_and(l.known)
  ), corrected AS (
    SELECT DISTINCT w.chunk, '(' || n.word || ':*)' AS q
    FROM words w JOIN looked l ON l.word = w.word
    CROSS JOIN LATERAL (
      SELECT s.word FROM search_words s
      WHERE s.word !~ '[0-9]' AND s.word % w.word
      ORDER BY s.word <-> w.word
      LIMIT 2
    ) n
    WHERE NOT l.known AND char_length(w.word) >= min_corrected AND w.word !~ '[0-9]'
      AND NOT EXISTS (SELECT 1 FROM usable u WHERE u.chunk = w.chunk)
  ), chunks AS (
    SELECT x.chunk, '(' || string_agg(x.q, ' | ' ORDER BY x.q) || ')' AS q
    FROM (SELECT * FROM usable UNION ALL SELECT * FROM corrected) x
    GROUP BY x.chunk
  )
  SELECT CASE WHEN count(*) = (SELECT count(DISTINCT chunk) FROM words) THEN string_agg(q, ' & ' ORDER BY chunk) END
  INTO result
  FROM chunks;
  RETURN result;
END $$;
--> statement-breakpoint

DROP FUNCTION catalog_words(text[], integer);
