CREATE TABLE "media_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"package_id" uuid,
	"location_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "media_links_target_check" CHECK (("media_links"."package_id" is null) <> ("media_links"."location_id" is null))
);
--> statement-breakpoint
CREATE TABLE "media_package_files" (
	"package_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "media_package_files_package_id_resource_id_pk" PRIMARY KEY("package_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "media_package_locations" (
	"package_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "media_package_locations_package_id_location_id_pk" PRIMARY KEY("package_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "media_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"media_format" text NOT NULL,
	"job_id" uuid,
	"sent_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_packages_format_check" CHECK ("media_packages"."media_format" in ('PHOTO','VIDEO'))
);
--> statement-breakpoint
CREATE TABLE "media_reports" (
	"tenant_id" uuid NOT NULL,
	"media_name" text NOT NULL,
	"location_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_reports_tenant_id_media_name_pk" PRIMARY KEY("tenant_id","media_name"),
	CONSTRAINT "media_reports_status_check" CHECK ("media_reports"."status" in ('IN_PROCESS','APPROVED','REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_ms" integer,
	"storage_key" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"media_link_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_kind_check" CHECK ("resources"."kind" in ('IMAGE','VIDEO'))
);
--> statement-breakpoint
CREATE TABLE "maps_sim"."media" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"source" text NOT NULL,
	"media_format" text NOT NULL,
	"category" text,
	"source_url" text,
	"mime_type" text NOT NULL,
	"width_pixels" integer NOT NULL,
	"height_pixels" integer NOT NULL,
	"description" text,
	"attribution_name" text,
	"view_count" integer DEFAULT 0 NOT NULL,
	"bytes" "bytea",
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_links" ADD CONSTRAINT "media_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_links" ADD CONSTRAINT "media_links_package_id_media_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."media_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_links" ADD CONSTRAINT "media_links_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_links" ADD CONSTRAINT "media_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_package_files" ADD CONSTRAINT "media_package_files_package_id_media_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."media_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_package_files" ADD CONSTRAINT "media_package_files_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_package_locations" ADD CONSTRAINT "media_package_locations_package_id_media_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."media_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_package_locations" ADD CONSTRAINT "media_package_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_packages" ADD CONSTRAINT "media_packages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_packages" ADD CONSTRAINT "media_packages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_packages" ADD CONSTRAINT "media_packages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_reports" ADD CONSTRAINT "media_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_reports" ADD CONSTRAINT "media_reports_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_reports" ADD CONSTRAINT "media_reports_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_media_link_id_media_links_id_fk" FOREIGN KEY ("media_link_id") REFERENCES "public"."media_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps_sim"."media" ADD CONSTRAINT "media_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "maps_sim"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_links_tenant_created_idx" ON "media_links" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "media_package_files_resource_idx" ON "media_package_files" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "media_package_locations_location_idx" ON "media_package_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "media_packages_tenant_created_idx" ON "media_packages" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "media_reports_location_idx" ON "media_reports" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_tenant_name_idx" ON "resources" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "resources_tenant_created_idx" ON "resources" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "resources_tags_idx" ON "resources" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "sim_media_location_idx" ON "maps_sim"."media" USING btree ("location_id","source","create_time");