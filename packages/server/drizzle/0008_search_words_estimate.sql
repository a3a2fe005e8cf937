-- Hand-written: a text has a few words, not the thousand PostgreSQL guesses for a set-returning
-- function. With that guess, plaza_typo_query's plan priced its lookup per typed word a thousand
-- times over, past jit_above_cost once search_words held tens of thousands of words, and each typo
-- search spent 0.6 s compiling it (1 ms without). PGlite has no JIT; the estimate does no harm there.
ALTER FUNCTION plaza_search_words(text) ROWS 10;
