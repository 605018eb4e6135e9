-- A GIN index with fastupdate parks new entries in a pending list that only vacuum merges.
-- PGlite runs no autovacuum, so after a large sync the list keeps growing, every search scans it,
-- and the planner stops choosing the trigram index. Writing entries straight into the index
-- costs a little on insert and keeps search fast on both databases. REINDEX empties any list
-- built before this migration.
ALTER INDEX "locations_name_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "locations_store_code_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
REINDEX INDEX "locations_name_trgm_idx";
--> statement-breakpoint
REINDEX INDEX "locations_store_code_trgm_idx";
