CREATE TABLE "review_topics" (
	"tenant_id" uuid NOT NULL,
	"review_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"sentiment" text NOT NULL,
	"review_time" timestamp with time zone NOT NULL,
	CONSTRAINT "review_topics_review_id_topic_pk" PRIMARY KEY("review_id","topic"),
	CONSTRAINT "review_topics_sentiment_check" CHECK ("review_topics"."sentiment" in ('POSITIVE','NEUTRAL','NEGATIVE'))
);
--> statement-breakpoint
CREATE TABLE "tenant_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"keywords_es" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"keywords_en" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_topics" ADD CONSTRAINT "review_topics_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_topics" ADD CONSTRAINT "review_topics_store_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_topics" ADD CONSTRAINT "tenant_topics_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_topics_tenant_topic_time_idx" ON "review_topics" USING btree ("tenant_id","topic","review_time");--> statement-breakpoint
CREATE INDEX "review_topics_tenant_store_idx" ON "review_topics" USING btree ("tenant_id","location_id","topic","review_time");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_topics_tenant_key_idx" ON "tenant_topics" USING btree ("tenant_id","key");