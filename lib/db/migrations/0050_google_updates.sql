CREATE TABLE "google_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"field" text NOT NULL,
	"ours" jsonb,
	"theirs" jsonb,
	"changed_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolved_by" uuid,
	"job_id" uuid
);
--> statement-breakpoint
CREATE TABLE "maps_sim"."google_updates" (
	"location_id" text NOT NULL,
	"field" text NOT NULL,
	"value" jsonb,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_updates_location_id_field_pk" PRIMARY KEY("location_id","field")
);
--> statement-breakpoint
ALTER TABLE "google_updates" ADD CONSTRAINT "google_updates_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_updates" ADD CONSTRAINT "google_updates_store_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps_sim"."google_updates" ADD CONSTRAINT "google_updates_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "maps_sim"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "google_updates_open_idx" ON "google_updates" USING btree ("tenant_id","location_id","field") WHERE "google_updates"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "google_updates_tenant_changed_idx" ON "google_updates" USING btree ("tenant_id","changed_at","id") WHERE "google_updates"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "google_updates_tenant_field_idx" ON "google_updates" USING btree ("tenant_id","field","changed_at","id") WHERE "google_updates"."resolved_at" is null;