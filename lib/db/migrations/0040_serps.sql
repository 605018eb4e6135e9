CREATE TABLE "serp_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"serp_id" uuid NOT NULL,
	"job_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"calls" integer DEFAULT 0 NOT NULL,
	"cost_usd" numeric(12, 6) DEFAULT '0' NOT NULL,
	"items" jsonb
);
--> statement-breakpoint
CREATE TABLE "serps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"keyword" text NOT NULL,
	"device" text NOT NULL,
	"language_code" text NOT NULL,
	"location_id" uuid,
	"sites" text[] DEFAULT '{}' NOT NULL,
	"competitors" text[] DEFAULT '{}' NOT NULL,
	"frequency" text NOT NULL,
	"state" text DEFAULT 'ACTIVE' NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "serps_frequency_check" CHECK ("serps"."frequency" in ('ONCE','MONTHLY','TWICE_A_MONTH')),
	CONSTRAINT "serps_device_check" CHECK ("serps"."device" in ('DESKTOP','MOBILE')),
	CONSTRAINT "serps_state_check" CHECK ("serps"."state" in ('ACTIVE','PAUSED'))
);
--> statement-breakpoint
ALTER TABLE "serp_runs" ADD CONSTRAINT "serp_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serp_runs" ADD CONSTRAINT "serp_runs_serp_id_serps_id_fk" FOREIGN KEY ("serp_id") REFERENCES "public"."serps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serp_runs" ADD CONSTRAINT "serp_runs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serps" ADD CONSTRAINT "serps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serps" ADD CONSTRAINT "serps_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serps" ADD CONSTRAINT "serps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "serp_runs_serp_started_idx" ON "serp_runs" USING btree ("serp_id","started_at");--> statement-breakpoint
CREATE INDEX "serps_tenant_created_idx" ON "serps" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "serps_location_idx" ON "serps" USING btree ("location_id") WHERE "serps"."location_id" is not null;--> statement-breakpoint
CREATE INDEX "serps_due_idx" ON "serps" USING btree ("next_run_at") WHERE "serps"."state" = 'ACTIVE';