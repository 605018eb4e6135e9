CREATE TABLE "maps_sim"."notification_settings" (
	"account_id" text PRIMARY KEY NOT NULL,
	"pubsub_topic" text DEFAULT '' NOT NULL,
	"notification_types" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maps_sim"."notification_settings" ADD CONSTRAINT "notification_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "maps_sim"."accounts"("id") ON DELETE cascade ON UPDATE no action;