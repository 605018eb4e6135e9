CREATE TABLE "maps_sim"."create_requests" (
	"account_id" text NOT NULL,
	"request_id" text NOT NULL,
	"location_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "create_requests_account_id_request_id_pk" PRIMARY KEY("account_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "maps_sim"."faults" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"http_status" integer NOT NULL,
	"google_status" text NOT NULL,
	"field" text,
	"method" text,
	"remaining" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maps_sim"."place_action_links" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"place_action_type" text NOT NULL,
	"uri" text NOT NULL,
	"is_preferred" boolean DEFAULT false NOT NULL,
	"provider_type" text DEFAULT 'MERCHANT' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maps_sim"."quota_usage" (
	"bucket" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"used" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maps_sim"."locations" ADD COLUMN "attributes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "maps_sim"."create_requests" ADD CONSTRAINT "create_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "maps_sim"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps_sim"."faults" ADD CONSTRAINT "faults_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "maps_sim"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps_sim"."place_action_links" ADD CONSTRAINT "place_action_links_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "maps_sim"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_faults_location_idx" ON "maps_sim"."faults" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_place_action_links_unique_idx" ON "maps_sim"."place_action_links" USING btree ("location_id","place_action_type","uri");--> statement-breakpoint
CREATE INDEX "sim_place_action_links_location_idx" ON "maps_sim"."place_action_links" USING btree ("location_id","create_time");