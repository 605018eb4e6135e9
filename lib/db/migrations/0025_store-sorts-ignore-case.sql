-- The store table sorts name, store code and city ignoring case: by (tenant, lower(column), id),
-- read in order from these indexes, whose ranges also serve the filters that compare
-- lower(column). Each includes its column so a filter's total is counted from the index alone
-- (PostgreSQL reads an expression from an index only when the column it is made of is there).
DROP INDEX "locations_tenant_lower_name_idx";--> statement-breakpoint
DROP INDEX "locations_tenant_lower_store_code_idx";--> statement-breakpoint
DROP INDEX "locations_tenant_lower_locality_idx";--> statement-breakpoint
CREATE INDEX "locations_tenant_lower_name_idx" ON "locations" USING btree ("tenant_id",lower("location_name"),"id") INCLUDE ("location_name");--> statement-breakpoint
CREATE INDEX "locations_tenant_lower_store_code_idx" ON "locations" USING btree ("tenant_id",lower("store_code"),"id") INCLUDE ("store_code");--> statement-breakpoint
CREATE INDEX "locations_tenant_lower_locality_idx" ON "locations" USING btree ("tenant_id",lower("locality"),"id") INCLUDE ("locality");