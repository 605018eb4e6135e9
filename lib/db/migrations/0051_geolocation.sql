CREATE TABLE "geolocation_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "geolocation_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "pin_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"job_id" uuid,
	CONSTRAINT "pin_proposals_decision_check" CHECK ("pin_proposals"."decision" is null or "pin_proposals"."decision" in ('CONFIRMED', 'DISCARDED'))
);
--> statement-breakpoint
ALTER TABLE "geolocation_links" ADD CONSTRAINT "geolocation_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geolocation_links" ADD CONSTRAINT "geolocation_links_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geolocation_links" ADD CONSTRAINT "geolocation_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_proposals" ADD CONSTRAINT "pin_proposals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_proposals" ADD CONSTRAINT "pin_proposals_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_proposals" ADD CONSTRAINT "pin_proposals_link_id_geolocation_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."geolocation_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_proposals" ADD CONSTRAINT "pin_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_proposals" ADD CONSTRAINT "pin_proposals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geolocation_links_store_idx" ON "geolocation_links" USING btree ("tenant_id","location_id","created_at");--> statement-breakpoint
CREATE INDEX "pin_proposals_store_idx" ON "pin_proposals" USING btree ("tenant_id","location_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pin_proposals_link_idx" ON "pin_proposals" USING btree ("link_id");