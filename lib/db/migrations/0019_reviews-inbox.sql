CREATE TABLE "auto_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"review_id" uuid NOT NULL,
	"rule_id" uuid,
	"template_id" uuid,
	"comment" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"error" text,
	"job_id" uuid,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_reply_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"star_rating" integer NOT NULL,
	"with_comment" boolean NOT NULL,
	"template_ids" uuid[] NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	"last_reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_reply_rules_stars_check" CHECK ("auto_reply_rules"."star_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "auto_reply_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"delay_minutes" integer DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "review_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reviewer_photo_url" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "sentiment" text DEFAULT 'NEUTRAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_state" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_policy_violation" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_source" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_job_item_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "report_status" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "report_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auto_replies" ADD CONSTRAINT "auto_replies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_replies" ADD CONSTRAINT "auto_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_replies" ADD CONSTRAINT "auto_replies_rule_id_auto_reply_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."auto_reply_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_replies" ADD CONSTRAINT "auto_replies_template_id_review_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."review_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_replies" ADD CONSTRAINT "auto_replies_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reply_rules" ADD CONSTRAINT "auto_reply_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reply_settings" ADD CONSTRAINT "auto_reply_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reply_settings" ADD CONSTRAINT "auto_reply_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_templates" ADD CONSTRAINT "review_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_replies_review_idx" ON "auto_replies" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "auto_replies_tenant_created_idx" ON "auto_replies" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_reply_rules_tenant_case_idx" ON "auto_reply_rules" USING btree ("tenant_id","star_rating","with_comment");--> statement-breakpoint
CREATE UNIQUE INDEX "review_templates_tenant_name_idx" ON "review_templates" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_job_item_id_job_items_id_fk" FOREIGN KEY ("reply_job_item_id") REFERENCES "public"."job_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_tenant_update_idx" ON "reviews" USING btree ("tenant_id","update_time","id");--> statement-breakpoint
CREATE INDEX "reviews_tenant_rating_idx" ON "reviews" USING btree ("tenant_id","star_rating","update_time","id");--> statement-breakpoint
CREATE INDEX "reviews_tenant_unanswered_idx" ON "reviews" USING btree ("tenant_id","update_time","id") WHERE "reviews"."reply_comment" is null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_sentiment_check" CHECK ("reviews"."sentiment" in ('POSITIVE','NEUTRAL','NEGATIVE'));--> statement-breakpoint
CREATE INDEX "reviews_comment_trgm_idx" ON "reviews" USING gin ("comment" gin_trgm_ops) WITH (fastupdate=off);