CREATE TABLE "store_import_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"store_code" text NOT NULL,
	"field" text NOT NULL,
	"old_value" text NOT NULL,
	"new_value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_import_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"row" integer NOT NULL,
	"field" text,
	"message" text NOT NULL,
	"store_code" text
);
--> statement-breakpoint
CREATE TABLE "store_import_patches" (
	"import_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"patch" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'READY' NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"changed_stores" integer DEFAULT 0 NOT NULL,
	"changes" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"unknown_codes" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"unchanged_rows" integer DEFAULT 0 NOT NULL,
	"unchanged_cells" integer DEFAULT 0 NOT NULL,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "store_import_changes" ADD CONSTRAINT "store_import_changes_import_id_store_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."store_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_import_changes" ADD CONSTRAINT "store_import_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_import_changes" ADD CONSTRAINT "store_import_changes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_import_errors" ADD CONSTRAINT "store_import_errors_import_id_store_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."store_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_import_errors" ADD CONSTRAINT "store_import_errors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_import_patches" ADD CONSTRAINT "store_import_patches_import_id_store_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."store_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_import_patches" ADD CONSTRAINT "store_import_patches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_import_patches" ADD CONSTRAINT "store_import_patches_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_imports" ADD CONSTRAINT "store_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_imports" ADD CONSTRAINT "store_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_imports" ADD CONSTRAINT "store_imports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_import_changes_import_idx" ON "store_import_changes" USING btree ("tenant_id","import_id","row","field");--> statement-breakpoint
CREATE INDEX "store_import_errors_import_idx" ON "store_import_errors" USING btree ("tenant_id","import_id","row");--> statement-breakpoint
CREATE UNIQUE INDEX "store_import_patches_import_idx" ON "store_import_patches" USING btree ("tenant_id","import_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_imports_tenant_id_idx" ON "store_imports" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "store_imports_tenant_created_idx" ON "store_imports" USING btree ("tenant_id","created_at");