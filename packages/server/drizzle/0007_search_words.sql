CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_text_index";--> statement-breakpoint
CREATE INDEX "search_words_trigram_index" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Hand-written: what a misspelt search reads. The words of a text as search_words keeps them:
-- three characters or more, with a letter (a model's number is no word to misspell).
CREATE FUNCTION plaza_search_words(value text) RETURNS SETOF text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
	AS $$
		SELECT DISTINCT word FROM regexp_split_to_table(value, '[^[:alnum:]]+') AS word
		WHERE length(word) >= 3 AND word ~ '[[:alpha:]]'
	$$;--> statement-breakpoint
-- A product's words go into search_words as it is written, in order, so two transactions adding
-- the same new words never wait for each other in a circle.
CREATE FUNCTION plaza_keep_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_words (word)
		SELECT word FROM plaza_search_words(NEW.search_text) AS word ORDER BY word
		ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words AFTER INSERT OR UPDATE OF name, brand, short_description
	ON "products" FOR EACH ROW EXECUTE FUNCTION plaza_keep_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
	SELECT DISTINCT word FROM products, plaza_search_words(products.search_text) AS word
	ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE AGGREGATE plaza_any_of(tsquery) (SFUNC = tsquery_or, STYPE = tsquery);--> statement-breakpoint
CREATE AGGREGATE plaza_all_of(tsquery) (SFUNC = tsquery_and, STYPE = tsquery);--> statement-breakpoint
-- A search with a typo, as a full-text query: each of its words becomes any of the five closest
-- words in search_words (pg_trgm's % over the trigram index, similarity at least 0.5), and the
-- products must have all of its words so. A word with none close makes it null: no product.
CREATE FUNCTION plaza_typo_query(search text) RETURNS tsquery
	LANGUAGE sql STABLE PARALLEL SAFE STRICT
	AS $$
		SELECT CASE WHEN bool_and(close IS NOT NULL) THEN plaza_all_of(close) END
		FROM (
			SELECT (
				SELECT plaza_any_of(plaza_search_query(word)) FROM (
					SELECT word FROM search_words
					WHERE word % typed AND similarity(word, typed) >= 0.5
					ORDER BY similarity(word, typed) DESC, word
					LIMIT 5
				) AS closest
			) AS close
			FROM plaza_search_words(lower(plaza_unaccent(search))) AS typed
		) AS typed_words
	$$;
