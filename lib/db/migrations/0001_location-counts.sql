CREATE TABLE "location_counts" (
	"tenant_id" uuid NOT NULL,
	"open_status" text NOT NULL,
	"verified" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "location_counts_tenant_id_open_status_verified_pk" PRIMARY KEY("tenant_id","open_status","verified")
);
--> statement-breakpoint
ALTER TABLE "location_counts" ADD CONSTRAINT "location_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;