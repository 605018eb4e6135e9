CREATE TABLE "maps_project_settings" (
	"project" text PRIMARY KEY NOT NULL,
	"background_share_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "maps_project" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "maps_weight" integer DEFAULT 1 NOT NULL;