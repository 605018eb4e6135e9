CREATE TYPE "public"."job_item_status" AS ENUM('PENDING', 'RUNNING', 'DONE', 'FAILED');--> statement-breakpoint
CREATE TABLE "job_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"location_id" uuid,
	"status" "job_item_status" DEFAULT 'PENDING' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"error_detail" text,
	"result" jsonb,
	"claimed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maps_quotas" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_one_active_per_tenant_kind";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lock_key" text;--> statement-breakpoint
ALTER TABLE "job_items" ADD CONSTRAINT "job_items_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_items" ADD CONSTRAINT "job_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_items" ADD CONSTRAINT "job_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_items_job_status_idx" ON "job_items" USING btree ("job_id","status");--> statement-breakpoint
CREATE INDEX "job_items_location_idx" ON "job_items" USING btree ("tenant_id","location_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_active_per_tenant_lock" ON "jobs" USING btree ("tenant_id","lock_key") WHERE "jobs"."status" in ('QUEUED', 'RUNNING') and "jobs"."lock_key" is not null;--> statement-breakpoint
CREATE INDEX "jobs_tenant_created_idx" ON "jobs" USING btree ("tenant_id","created_at");