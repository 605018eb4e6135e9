-- The store table filters address lines and labels as one text each: kept as generated columns
-- now, so a filter and its indexes read the text instead of joining each row's array again.
DROP INDEX "locations_tenant_lower_address_idx";--> statement-breakpoint
DROP INDEX "locations_tenant_lower_labels_idx";--> statement-breakpoint
DROP INDEX "locations_address_trgm_idx";--> statement-breakpoint
DROP INDEX "locations_labels_trgm_idx";--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "address_text" text GENERATED ALWAYS AS (join_text_array("locations"."address_lines")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "labels_text" text GENERATED ALWAYS AS (join_text_array("locations"."labels")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "locations_tenant_lower_address_idx" ON "locations" USING btree ("tenant_id",lower("address_text"));--> statement-breakpoint
CREATE INDEX "locations_tenant_lower_labels_idx" ON "locations" USING btree ("tenant_id",lower("labels_text"));--> statement-breakpoint
CREATE INDEX "locations_address_trgm_idx" ON "locations" USING gin ("address_text" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "locations_labels_trgm_idx" ON "locations" USING gin ("labels_text" gin_trgm_ops) WITH (fastupdate=off);