CREATE TABLE "review_sync_stores" (
	"tenant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"synced_until" timestamp with time zone NOT NULL,
	"full_pass_at" timestamp with time zone,
	CONSTRAINT "review_sync_stores_tenant_id_location_id_pk" PRIMARY KEY("tenant_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "review_sync_stores" ADD CONSTRAINT "review_sync_stores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_sync_stores" ADD CONSTRAINT "review_sync_stores_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;