-- The tsquery of a typed search, worked out word by word. PL/pgSQL walks the plan and asks the prefix index
-- one small question per word, stopping at a variant's first unknown word: the single statement it replaced
-- (migration 0009) built a plan of some thirty nodes (CTEs, hash joins, aggregates) and started all of them
-- on every keystroke for a handful of words; this takes about 60 % of its time with the same answers
-- (a typical search 0.23–0.50 → 0.14–0.27 ms, migration 0010).
-- The rules: `plan` is what the API's searchPlan made of the text: chunks (AND-ed), each with variants
-- (OR-ed: as typed, other keyboard layout, other script), each a list of words (AND-ed, matched as
-- prefixes). A word is known when some catalogue word starts with it as typed or with its Russian stem
-- (`~>=~`/`~<~` compare bytes, so the prefix index answers). A chunk keeps the variants all of whose words
-- are known; a chunk left with none takes, for each of its unknown words of letters only and at least
-- `min_corrected` long, the two nearest catalogue words by trigram distance (a typo). Null when some chunk
-- has nothing, so no product is looked at for a word the catalogue does not have.
CREATE OR REPLACE FUNCTION catalog_search_query(plan jsonb, min_corrected integer) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  chunk jsonb;
  variant jsonb;
  typed text;
  stem text;
  words text[];
  alternatives text[];
  chunks text[] := '{}';
BEGIN
  FOR c IN 0 .. jsonb_array_length(plan) - 1 LOOP
    chunk := plan -> c;
    alternatives := '{}';
    FOR v IN 0 .. jsonb_array_length(chunk) - 1 LOOP
      variant := chunk -> v;
      CONTINUE WHEN jsonb_array_length(variant) = 0;
      words := '{}';
      FOR w IN 0 .. jsonb_array_length(variant) - 1 LOOP
        typed := variant ->> w;
        IF NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word ~>=~ typed AND s.word ~<~ (typed || chr(1114111))) THEN
          stem := coalesce((ts_lexize('russian_stem', typed))[1], typed);
          IF stem = typed
            OR NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word ~>=~ stem AND s.word ~<~ (stem || chr(1114111))) THEN
            words := NULL;
            EXIT;
          END IF;
        END IF;
        words := words || (typed || ':*');
      END LOOP;
      IF words IS NOT NULL THEN
        alternatives := alternatives || ('(' || array_to_string(words, ' & ') || ')');
      END IF;
    END LOOP;
    IF cardinality(alternatives) = 0 THEN
      SELECT coalesce(array_agg(DISTINCT '(' || n.word || ':*)'), '{}') INTO alternatives
      FROM (SELECT DISTINCT t.typed, coalesce((ts_lexize('russian_stem', t.typed))[1], t.typed) AS stem
        FROM jsonb_array_elements(chunk) v(words), jsonb_array_elements_text(v.words) t(typed)
        WHERE char_length(t.typed) >= min_corrected AND t.typed !~ '[0-9]') u
      CROSS JOIN LATERAL (
        SELECT s.word FROM search_words s
        WHERE s.word !~ '[0-9]' AND s.word % u.typed
        ORDER BY s.word <-> u.typed
        LIMIT 2
      ) n
      WHERE NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word ~>=~ u.typed AND s.word ~<~ (u.typed || chr(1114111)))
        AND NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word ~>=~ u.stem AND s.word ~<~ (u.stem || chr(1114111)));
      IF cardinality(alternatives) = 0 THEN
        RETURN NULL;
      END IF;
    END IF;
    chunks := chunks || ('(' || array_to_string(ARRAY(SELECT a FROM unnest(alternatives) a ORDER BY a), ' | ') || ')');
  END LOOP;
  RETURN nullif(array_to_string(chunks, ' & '), '');
END $$;
