CREATE TABLE "brand_voices" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"tone" text DEFAULT 'WARM' NOT NULL,
	"formality" text DEFAULT 'USTED' NOT NULL,
	"sign_off" text DEFAULT '' NOT NULL,
	"avoid_words" text[] DEFAULT '{}' NOT NULL,
	"max_length" integer DEFAULT 400 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_voices_tone_check" CHECK ("brand_voices"."tone" in ('WARM','FRIENDLY','PROFESSIONAL','CONCISE')),
	CONSTRAINT "brand_voices_formality_check" CHECK ("brand_voices"."formality" in ('USTED','TU')),
	CONSTRAINT "brand_voices_max_length_check" CHECK ("brand_voices"."max_length" between 50 and 400)
);
--> statement-breakpoint
CREATE TABLE "review_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"review_id" uuid NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"source" text NOT NULL,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "review_drafts_status_check" CHECK ("review_drafts"."status" in ('DRAFT','APPROVED','DISCARDED'))
);
--> statement-breakpoint
ALTER TABLE "brand_voices" ADD CONSTRAINT "brand_voices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_drafts" ADD CONSTRAINT "review_drafts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_drafts" ADD CONSTRAINT "review_drafts_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_drafts" ADD CONSTRAINT "review_drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_drafts" ADD CONSTRAINT "review_drafts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_drafts_open_review_idx" ON "review_drafts" USING btree ("review_id") WHERE "review_drafts"."status" = 'DRAFT';--> statement-breakpoint
CREATE INDEX "review_drafts_tenant_status_idx" ON "review_drafts" USING btree ("tenant_id","status","created_at","id");