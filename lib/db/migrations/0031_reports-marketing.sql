CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"recipients" text[] NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "metric_running_totals" (
	"location_id" uuid NOT NULL,
	"day" date NOT NULL,
	"tenant_id" uuid NOT NULL,
	"impressions_desktop_maps" bigint DEFAULT 0 NOT NULL,
	"impressions_desktop_search" bigint DEFAULT 0 NOT NULL,
	"impressions_mobile_maps" bigint DEFAULT 0 NOT NULL,
	"impressions_mobile_search" bigint DEFAULT 0 NOT NULL,
	"direction_requests" bigint DEFAULT 0 NOT NULL,
	"call_clicks" bigint DEFAULT 0 NOT NULL,
	"website_clicks" bigint DEFAULT 0 NOT NULL,
	"conversations" bigint DEFAULT 0 NOT NULL,
	"bookings" bigint DEFAULT 0 NOT NULL,
	"food_orders" bigint DEFAULT 0 NOT NULL,
	"food_menu_clicks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "metric_running_totals_location_id_day_pk" PRIMARY KEY("location_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_by" uuid,
	"frequency" text NOT NULL,
	"recipients" text[] NOT NULL,
	"format" text NOT NULL,
	"locale" text NOT NULL,
	"filters" jsonb NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"ticket" numeric(12, 2) NOT NULL,
	"conversion_percent" numeric(5, 2) NOT NULL,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_by" uuid,
	"token_hash" text NOT NULL,
	"filters" jsonb NOT NULL,
	"locale" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "search_keyword_months" (
	"tenant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"month" date NOT NULL,
	"keyword" text NOT NULL,
	"value" bigint,
	"threshold" bigint,
	CONSTRAINT "search_keyword_months_location_id_month_keyword_pk" PRIMARY KEY("location_id","month","keyword")
);
--> statement-breakpoint
CREATE TABLE "tenant_keyword_months" (
	"tenant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"keyword" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"below_threshold" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tenant_keyword_months_tenant_id_month_keyword_pk" PRIMARY KEY("tenant_id","month","keyword")
);
--> statement-breakpoint
CREATE TABLE "tenant_metric_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "tenant_metric_days_tenant_id_day_metric_pk" PRIMARY KEY("tenant_id","day","metric")
);
--> statement-breakpoint
CREATE TABLE "connectors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text NOT NULL,
	"last_tested_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extract_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_by" uuid,
	"status" text NOT NULL,
	"metrics" text[] NOT NULL,
	"workspace_id" uuid,
	"location_ids" uuid[],
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"destination" text NOT NULL,
	"engine_job_id" uuid,
	"row_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "extract_raw" (
	"job_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extract_raw_job_id_location_id_pk" PRIMARY KEY("job_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "extract_rows" (
	"job_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"store_code" text,
	"store_name" text NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "extract_rows_job_id_location_id_metric_day_pk" PRIMARY KEY("job_id","location_id","metric","day")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_running_totals" ADD CONSTRAINT "metric_running_totals_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_running_totals" ADD CONSTRAINT "metric_running_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_settings" ADD CONSTRAINT "report_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_share_links" ADD CONSTRAINT "report_share_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_share_links" ADD CONSTRAINT "report_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_keyword_months" ADD CONSTRAINT "search_keyword_months_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_keyword_months" ADD CONSTRAINT "search_keyword_months_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_keyword_months" ADD CONSTRAINT "tenant_keyword_months_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_metric_days" ADD CONSTRAINT "tenant_metric_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connectors" ADD CONSTRAINT "connectors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extract_jobs" ADD CONSTRAINT "extract_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extract_jobs" ADD CONSTRAINT "extract_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extract_jobs" ADD CONSTRAINT "extract_jobs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extract_raw" ADD CONSTRAINT "extract_raw_job_id_extract_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."extract_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extract_rows" ADD CONSTRAINT "extract_rows_job_id_extract_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."extract_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extract_rows" ADD CONSTRAINT "extract_rows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_status_created_idx" ON "email_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_tenant_created_idx" ON "email_outbox" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "metric_running_totals_tenant_day_idx" ON "metric_running_totals" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "report_schedules_tenant_idx" ON "report_schedules" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "report_schedules_next_run_idx" ON "report_schedules" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "report_share_links_tenant_idx" ON "report_share_links" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "search_keyword_months_tenant_month_idx" ON "search_keyword_months" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "connectors_tenant_type_key" ON "connectors" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE INDEX "extract_jobs_tenant_created_idx" ON "extract_jobs" USING btree ("tenant_id","created_at");