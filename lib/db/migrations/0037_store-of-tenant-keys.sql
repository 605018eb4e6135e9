-- Per-store tables with many rows a store hold one key, (tenant_id, location_id) to the store of
-- that tenant, instead of one key per column: half the checks per row written, and a row can no
-- longer name a store of another tenant. The stores' (tenant_id, id) index is what the keys need.
CREATE UNIQUE INDEX "locations_tenant_id_idx" ON "locations" USING btree ("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "daily_metrics" DROP CONSTRAINT "daily_metrics_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "daily_metrics" DROP CONSTRAINT "daily_metrics_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "metric_running_totals" DROP CONSTRAINT "metric_running_totals_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "metric_running_totals" DROP CONSTRAINT "metric_running_totals_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "search_keyword_months" DROP CONSTRAINT "search_keyword_months_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "search_keyword_months" DROP CONSTRAINT "search_keyword_months_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "daily_metrics" ADD CONSTRAINT "daily_metrics_store_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_running_totals" ADD CONSTRAINT "metric_running_totals_store_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_keyword_months" ADD CONSTRAINT "search_keyword_months_store_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
