-- The toolbar search finds stores by name, store code or city, best match first
-- (lib/locations/search-tiers.ts). lower() indexes answer "the whole name or code" in any case; a
-- trigram index on the city lets the OR of three ILIKEs stay a union of index scans. fastupdate is
-- off from the start, as migration 0005 set it for the other trigram indexes.
CREATE INDEX "locations_tenant_lower_name_idx" ON "locations" USING btree ("tenant_id",lower("location_name"));--> statement-breakpoint
CREATE INDEX "locations_tenant_lower_store_code_idx" ON "locations" USING btree ("tenant_id",lower("store_code"));--> statement-breakpoint
CREATE INDEX "locations_locality_trgm_idx" ON "locations" USING gin ("locality" gin_trgm_ops) WITH (fastupdate=off);