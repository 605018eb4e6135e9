CREATE TABLE "post_locations" (
	"post_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"local_post_name" text,
	"search_url" text,
	"published_version" integer,
	"sending_since" timestamp with time zone,
	"error" text,
	"error_detail" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_locations_post_id_location_id_pk" PRIMARY KEY("post_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "post_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"publish_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"job_id" uuid,
	"workspace_id" uuid,
	"series_id" uuid,
	"recurrence" text,
	"template_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_type_check" CHECK ("posts"."type" in ('BASIC','EVENT','OFFER','CALL','SHOP')),
	CONSTRAINT "posts_state_check" CHECK ("posts"."state" in ('DRAFT','SCHEDULED','PAUSED','SENT','DELETED'))
);
--> statement-breakpoint
CREATE TABLE "maps_sim"."local_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"outcome" text DEFAULT 'LIVE' NOT NULL,
	"settles_at" timestamp with time zone DEFAULT now() NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "time_zone" text DEFAULT 'Europe/Madrid' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_locations" ADD CONSTRAINT "post_locations_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_locations" ADD CONSTRAINT "post_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_locations" ADD CONSTRAINT "post_locations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_templates" ADD CONSTRAINT "post_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_templates" ADD CONSTRAINT "post_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps_sim"."local_posts" ADD CONSTRAINT "local_posts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "maps_sim"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_locations_tenant_location_idx" ON "post_locations" USING btree ("tenant_id","location_id");--> statement-breakpoint
CREATE INDEX "post_locations_post_status_idx" ON "post_locations" USING btree ("post_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "post_templates_tenant_name_idx" ON "post_templates" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "posts_tenant_created_idx" ON "posts" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_tenant_publish_idx" ON "posts" USING btree ("tenant_id","publish_at");--> statement-breakpoint
CREATE INDEX "posts_series_idx" ON "posts" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "sim_local_posts_location_idx" ON "maps_sim"."local_posts" USING btree ("location_id","create_time");