-- The store table's filters (spec §5, lib/db/list-query.ts) on every filterable column: matches,
-- greater than and less than compare lower(column), served by the btrees; contains, starts with
-- and ends with are ILIKE, served by the trigram indexes (fastupdate off, see migration 0005).
-- Name and store code have both kinds from migrations 0003 and 0014, the city its trigram index.
-- Address lines and labels are filtered as one text: array_to_string is only stable, so an index
-- needs this immutable wrapper (true for text[], whose output depends on no setting).
CREATE OR REPLACE FUNCTION join_text_array(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ', ') $$;
--> statement-breakpoint
CREATE INDEX "locations_tenant_lower_locality_idx" ON "locations" USING btree ("tenant_id",lower("locality"));--> statement-breakpoint
CREATE INDEX "locations_tenant_lower_address_idx" ON "locations" USING btree ("tenant_id",lower(join_text_array("address_lines")));--> statement-breakpoint
CREATE INDEX "locations_tenant_lower_labels_idx" ON "locations" USING btree ("tenant_id",lower(join_text_array("labels")));--> statement-breakpoint
CREATE INDEX "locations_address_trgm_idx" ON "locations" USING gin (join_text_array("address_lines") gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "locations_labels_trgm_idx" ON "locations" USING gin (join_text_array("labels") gin_trgm_ops) WITH (fastupdate=off);