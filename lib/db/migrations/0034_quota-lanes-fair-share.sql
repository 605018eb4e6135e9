CREATE TABLE "maps_quota_takes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maps_quota_takes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"tenant_id" uuid,
	"lane" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maps_quota_waiters" (
	"key" text NOT NULL,
	"tenant_id" uuid NOT NULL,
	"lane" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "maps_quota_waiters_key_tenant_id_lane_pk" PRIMARY KEY("key","tenant_id","lane")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "maps_daily_cap" integer;--> statement-breakpoint
ALTER TABLE "job_items" ADD COLUMN "wait_reason" jsonb;--> statement-breakpoint
ALTER TABLE "job_items" ADD COLUMN "wait_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lane" text DEFAULT 'interactive' NOT NULL;--> statement-breakpoint
ALTER TABLE "maps_quota_takes" ADD CONSTRAINT "maps_quota_takes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps_quota_waiters" ADD CONSTRAINT "maps_quota_waiters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maps_quota_takes_key_taken_idx" ON "maps_quota_takes" USING btree ("key","taken_at");--> statement-breakpoint
CREATE INDEX "maps_quota_takes_key_tenant_taken_idx" ON "maps_quota_takes" USING btree ("key","tenant_id","taken_at");