CREATE SCHEMA "maps_sim";
--> statement-breakpoint
CREATE TYPE "public"."tenant_status" AS ENUM('ACTIVE', 'DISABLE');--> statement-breakpoint
CREATE TYPE "public"."lead_step" AS ENUM('info', 'locations', 'insights', 'user');--> statement-breakpoint
CREATE TYPE "public"."user_kind" AS ENUM('lead', 'maps', 'storeplus', 'admin', 'master', 'super_admin');--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "log_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid,
	"module" text NOT NULL,
	"name" text NOT NULL,
	"usertype" text NOT NULL,
	"eventdate" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_status" (
	"name" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"config" text NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" "tenant_status" DEFAULT 'ACTIVE' NOT NULL,
	"whitelisted_domains" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ads_accounts" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"currency_code" text NOT NULL,
	"date_time_zone" text NOT NULL,
	"descriptive_name" text NOT NULL,
	"test_account" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"sync_account" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"view_sections_info" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"kind" "user_kind" NOT NULL,
	"email" text NOT NULL,
	"username" text,
	"password_hash" text,
	"maps_subject" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"position" text,
	"business" text,
	"country" text,
	"store_number" integer,
	"picture" text,
	"language" text,
	"is_storeplus_user" boolean DEFAULT false NOT NULL,
	"is_master_account" boolean DEFAULT false NOT NULL,
	"is_leads" boolean DEFAULT false NOT NULL,
	"lead_step" "lead_step",
	"trial_started_at" timestamp with time zone,
	"home_info" boolean DEFAULT false NOT NULL,
	"validate_google_account" boolean DEFAULT false NOT NULL,
	"has_user_account" boolean DEFAULT true NOT NULL,
	"theme_settings" jsonb,
	"session_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"google_id" text NOT NULL,
	"account" text NOT NULL,
	"location_name" text NOT NULL,
	"store_code" text,
	"labels" text[] DEFAULT '{}' NOT NULL,
	"region_code" text,
	"language_code" text,
	"postal_code" text,
	"administrative_area" text,
	"locality" text,
	"address_lines" text[] DEFAULT '{}' NOT NULL,
	"duplicate_location" boolean DEFAULT false NOT NULL,
	"maps_uri" text,
	"new_review_uri" text,
	"place_id" text,
	"open_status" text DEFAULT 'OPEN' NOT NULL,
	"verified" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feature_flags" ADD CONSTRAINT "feature_flags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_events" ADD CONSTRAINT "log_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_configs" ADD CONSTRAINT "tenant_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_accounts" ADD CONSTRAINT "ads_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_settings" ADD CONSTRAINT "member_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_settings" ADD CONSTRAINT "member_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feature_flags_tenant_name_idx" ON "feature_flags" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "log_events_tenant_date_idx" ON "log_events" USING btree ("tenant_id","eventdate");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_configs_tenant_config_idx" ON "tenant_configs" USING btree ("tenant_id","config");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_maps_subject_idx" ON "users" USING btree ("maps_subject");--> statement-breakpoint
CREATE INDEX "users_tenant_idx" ON "users" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_tenant_google_idx" ON "locations" USING btree ("tenant_id","google_id");--> statement-breakpoint
CREATE INDEX "locations_tenant_name_idx" ON "locations" USING btree ("tenant_id","location_name","id");--> statement-breakpoint
CREATE INDEX "locations_tenant_store_code_idx" ON "locations" USING btree ("tenant_id","store_code","id");--> statement-breakpoint
CREATE INDEX "locations_tenant_locality_idx" ON "locations" USING btree ("tenant_id","locality","id");--> statement-breakpoint
CREATE INDEX "locations_tenant_created_idx" ON "locations" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "locations_tenant_status_idx" ON "locations" USING btree ("tenant_id","open_status");