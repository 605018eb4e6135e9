CREATE TABLE "ranking_job_stores" (
	"ranking_job_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "ranking_job_stores_ranking_job_id_location_id_pk" PRIMARY KEY("ranking_job_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "ranking_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"keywords" jsonb NOT NULL,
	"competitors" jsonb NOT NULL,
	"business_names" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"device" text NOT NULL,
	"grid_size" smallint,
	"grid_spacing_km" double precision,
	"state" text DEFAULT 'ACTIVE' NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ranking_jobs_frequency_check" CHECK ("ranking_jobs"."frequency" in ('ONCE','MONTHLY','TWICE_A_MONTH')),
	CONSTRAINT "ranking_jobs_device_check" CHECK ("ranking_jobs"."device" in ('DESKTOP','MOBILE')),
	CONSTRAINT "ranking_jobs_state_check" CHECK ("ranking_jobs"."state" in ('ACTIVE','PAUSED')),
	CONSTRAINT "ranking_jobs_grid_check" CHECK (("ranking_jobs"."grid_size" is null) = ("ranking_jobs"."grid_spacing_km" is null))
);
--> statement-breakpoint
CREATE TABLE "ranking_points" (
	"run_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"keyword" text NOT NULL,
	"row" smallint NOT NULL,
	"column" smallint NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"rank" smallint,
	"above" jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ranking_points_run_id_location_id_keyword_row_column_pk" PRIMARY KEY("run_id","location_id","keyword","row","column")
);
--> statement-breakpoint
CREATE TABLE "ranking_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"ranking_job_id" uuid NOT NULL,
	"job_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"calls" integer DEFAULT 0 NOT NULL,
	"cost_usd" numeric(12, 6) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ranking_job_stores" ADD CONSTRAINT "ranking_job_stores_ranking_job_id_ranking_jobs_id_fk" FOREIGN KEY ("ranking_job_id") REFERENCES "public"."ranking_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_job_stores" ADD CONSTRAINT "ranking_job_stores_store_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_jobs" ADD CONSTRAINT "ranking_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_jobs" ADD CONSTRAINT "ranking_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_points" ADD CONSTRAINT "ranking_points_run_id_ranking_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."ranking_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_points" ADD CONSTRAINT "ranking_points_store_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_runs" ADD CONSTRAINT "ranking_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_runs" ADD CONSTRAINT "ranking_runs_ranking_job_id_ranking_jobs_id_fk" FOREIGN KEY ("ranking_job_id") REFERENCES "public"."ranking_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_runs" ADD CONSTRAINT "ranking_runs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ranking_jobs_tenant_created_idx" ON "ranking_jobs" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ranking_jobs_due_idx" ON "ranking_jobs" USING btree ("next_run_at") WHERE "ranking_jobs"."state" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "ranking_points_store_idx" ON "ranking_points" USING btree ("tenant_id","location_id","keyword","checked_at");--> statement-breakpoint
CREATE INDEX "ranking_runs_job_started_idx" ON "ranking_runs" USING btree ("ranking_job_id","started_at");