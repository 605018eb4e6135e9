CREATE SCHEMA "ads_sim";
--> statement-breakpoint
CREATE TABLE "ad_campaign_locations" (
	"campaign_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	CONSTRAINT "ad_campaign_locations_campaign_id_location_id_pk" PRIMARY KEY("campaign_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "ad_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"per_store" boolean DEFAULT false NOT NULL,
	"radius_km" real,
	"daily_budget" numeric(12, 2),
	"start_date" date,
	"end_date" date,
	"final_url" text,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"headlines" text[] DEFAULT '{}' NOT NULL,
	"long_headlines" text[] DEFAULT '{}' NOT NULL,
	"descriptions" text[] DEFAULT '{}' NOT NULL,
	"logo_ids" uuid[] DEFAULT '{}' NOT NULL,
	"image_ids" uuid[] DEFAULT '{}' NOT NULL,
	"video_urls" text[] DEFAULT '{}' NOT NULL,
	"remotes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status_reason" text,
	"job_id" uuid,
	"sent_at" timestamp with time zone,
	"cost_micros" bigint DEFAULT 0 NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" real DEFAULT 0 NOT NULL,
	"metrics_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_campaigns_type_check" CHECK ("ad_campaigns"."type" in ('SEARCH','PERFORMANCE_MAX')),
	CONSTRAINT "ad_campaigns_status_check" CHECK ("ad_campaigns"."status" in ('DRAFT','PROCESSING','ACTIVE','PAUSED','DISAPPROVED','ENDED','FAILED'))
);
--> statement-breakpoint
CREATE TABLE "ad_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_templates_type_check" CHECK ("ad_templates"."type" in ('SEARCH','PERFORMANCE_MAX'))
);
--> statement-breakpoint
CREATE TABLE "ads_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "ads_requests_status_check" CHECK ("ads_requests"."status" in ('PENDING','APPROVED','CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "ads_sim"."customers" (
	"id" text PRIMARY KEY NOT NULL,
	"descriptive_name" text NOT NULL,
	"currency_code" text NOT NULL,
	"time_zone" text NOT NULL,
	"test_account" boolean DEFAULT false NOT NULL,
	"manager" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_sim"."links" (
	"manager_id" text NOT NULL,
	"client_id" text NOT NULL,
	"link_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "links_manager_id_client_id_link_id_pk" PRIMARY KEY("manager_id","client_id","link_id")
);
--> statement-breakpoint
CREATE TABLE "ads_sim"."resources" (
	"resource_name" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"type" text NOT NULL,
	"campaign" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ads_accounts" ALTER COLUMN "currency_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ads_accounts" ALTER COLUMN "date_time_zone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ads_accounts" ALTER COLUMN "descriptive_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ads_accounts" ADD COLUMN "manager_link" text;--> statement-breakpoint
ALTER TABLE "ads_accounts" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "ads_accounts" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads_accounts" ADD COLUMN "linked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads_accounts" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_campaign_locations" ADD CONSTRAINT "ad_campaign_locations_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaign_locations" ADD CONSTRAINT "ad_campaign_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaign_locations" ADD CONSTRAINT "ad_campaign_locations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_templates" ADD CONSTRAINT "ad_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_templates" ADD CONSTRAINT "ad_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_requests" ADD CONSTRAINT "ads_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_requests" ADD CONSTRAINT "ads_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_requests" ADD CONSTRAINT "ads_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_campaign_locations_location_idx" ON "ad_campaign_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "ad_campaigns_tenant_created_idx" ON "ad_campaigns" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ad_campaigns_tenant_type_status_idx" ON "ad_campaigns" USING btree ("tenant_id","type","status");--> statement-breakpoint
CREATE INDEX "ad_campaigns_sent_idx" ON "ad_campaigns" USING btree ("status") WHERE "ad_campaigns"."status" in ('PROCESSING','ACTIVE','PAUSED');--> statement-breakpoint
CREATE UNIQUE INDEX "ad_templates_tenant_name_idx" ON "ad_templates" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "ads_requests_pending_idx" ON "ads_requests" USING btree ("tenant_id") WHERE "ads_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "ads_requests_status_created_idx" ON "ads_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "ads_requests_tenant_created_idx" ON "ads_requests" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "ads_sim_resources_customer_type_idx" ON "ads_sim"."resources" USING btree ("customer_id","type");--> statement-breakpoint
CREATE INDEX "ads_sim_resources_campaign_idx" ON "ads_sim"."resources" USING btree ("campaign") WHERE "ads_sim"."resources"."campaign" is not null;--> statement-breakpoint
ALTER TABLE "ads_accounts" ADD CONSTRAINT "ads_accounts_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_accounts" ADD CONSTRAINT "ads_accounts_status_check" CHECK ("ads_accounts"."status" in ('NOT_LINKED','VALIDATING','CHECKING','LINKED'));