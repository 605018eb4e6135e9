DROP INDEX "reviews_reply_trgm_idx";--> statement-breakpoint
DROP INDEX "reviews_reviewer_trgm_idx";--> statement-breakpoint
DROP INDEX "reviews_comment_trgm_idx";--> statement-breakpoint
-- The inbox's text search finds words, or their beginnings, in the comment, the reply and the
-- reviewer's name, in any case and with or without accents ("atencion" finds "atención"). The
-- words are kept in a generated column: counting and paging read them without parsing the text.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION storeplus_words (COPY = simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION storeplus_words
  ALTER MAPPING FOR word, hword, hword_part, numword, numhword, hword_numpart WITH unaccent, simple;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  to_tsvector('storeplus_words'::regconfig,
    coalesce("comment", '') || ' ' || coalesce("reply_comment", '') || ' ' || coalesce("reviewer_name", ''))
) STORED;--> statement-breakpoint
CREATE INDEX "reviews_search_idx" ON "reviews" USING gin ("search") WITH (fastupdate=off);
