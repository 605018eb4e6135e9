CREATE TABLE "listing_health" (
	"tenant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"state" text NOT NULL,
	"severity" smallint NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"next_action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_health_tenant_id_location_id_pk" PRIMARY KEY("tenant_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "maps_sim"."location_standing" (
	"location_id" text PRIMARY KEY NOT NULL,
	"standing" text,
	"next_verify_outcome" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_health" ADD CONSTRAINT "listing_health_store_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps_sim"."location_standing" ADD CONSTRAINT "location_standing_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "maps_sim"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_health_tenant_severity_idx" ON "listing_health" USING btree ("tenant_id","severity","since","location_id");--> statement-breakpoint
CREATE INDEX "listing_health_tenant_state_idx" ON "listing_health" USING btree ("tenant_id","state","since","location_id");