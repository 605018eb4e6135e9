-- Searches compare text without case or accents ("Malaga" finds "Málaga"). unaccent (migration
-- 0024) is only stable, as its dictionary could change; named explicitly it is safe to declare the
-- wrapper immutable, which an index needs. Schema-qualified so any search_path finds it.
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
CREATE INDEX "locations_name_fold_trgm_idx" ON "locations" USING gin (search_fold("location_name") gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "locations_store_code_fold_trgm_idx" ON "locations" USING gin (search_fold("store_code") gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "locations_locality_fold_trgm_idx" ON "locations" USING gin (search_fold("locality") gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
-- Workspace names are one name whatever their case and spacing ("Sur 1" / "sur   1"). Names
-- saved before that rule are collapsed; of two that become one, the later gets a number.
DROP INDEX "workspaces_tenant_lower_name_key";--> statement-breakpoint
UPDATE "workspaces" AS w SET "name" = regexp_replace(btrim(w."name"), '\s+', ' ', 'g') || ' (' || d.n || ')'
  FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "tenant_id", lower(regexp_replace(btrim("name"), '\s+', ' ', 'g'))
      ORDER BY "created_at", "id") - 1 AS n
    FROM "workspaces"
  ) AS d
  WHERE d."id" = w."id" AND d.n > 0;--> statement-breakpoint
UPDATE "workspaces" SET "name" = regexp_replace(btrim("name"), '\s+', ' ', 'g')
  WHERE "name" <> regexp_replace(btrim("name"), '\s+', ' ', 'g');--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_tenant_name_key" ON "workspaces" USING btree ("tenant_id",lower(regexp_replace(btrim("name"), '\s+', ' ', 'g')));
