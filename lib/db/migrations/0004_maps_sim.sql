CREATE TABLE "maps_sim"."account_admins" (
	"account_id" text NOT NULL,
	"sub" text NOT NULL,
	"role" text DEFAULT 'PRIMARY_OWNER' NOT NULL,
	CONSTRAINT "account_admins_account_id_sub_pk" PRIMARY KEY("account_id","sub")
);
--> statement-breakpoint
CREATE TABLE "maps_sim"."accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"type" text DEFAULT 'LOCATION_GROUP' NOT NULL,
	"verification_state" text DEFAULT 'VERIFIED' NOT NULL,
	"vetted_state" text DEFAULT 'NOT_VETTED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maps_sim"."identities" (
	"sub" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identities_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "maps_sim"."locations" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"store_code" text,
	"open_status" text DEFAULT 'OPEN' NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maps_sim"."oauth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"sub" text NOT NULL,
	"client_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"scope" text NOT NULL,
	"code_challenge" text,
	"code_challenge_method" text,
	"nonce" text,
	"access_type" text DEFAULT 'online' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maps_sim"."oauth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sub" text NOT NULL,
	"client_id" text NOT NULL,
	"scope" text NOT NULL,
	"code_hash" text,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maps_sim"."verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maps_sim"."account_admins" ADD CONSTRAINT "account_admins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "maps_sim"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps_sim"."account_admins" ADD CONSTRAINT "account_admins_sub_identities_sub_fk" FOREIGN KEY ("sub") REFERENCES "maps_sim"."identities"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps_sim"."locations" ADD CONSTRAINT "locations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "maps_sim"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps_sim"."verifications" ADD CONSTRAINT "verifications_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "maps_sim"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_account_admins_sub_idx" ON "maps_sim"."account_admins" USING btree ("sub");--> statement-breakpoint
CREATE INDEX "sim_locations_account_position_idx" ON "maps_sim"."locations" USING btree ("account_id","position");--> statement-breakpoint
CREATE INDEX "sim_locations_account_title_idx" ON "maps_sim"."locations" USING btree ("account_id","title","id");--> statement-breakpoint
CREATE INDEX "sim_locations_account_store_code_idx" ON "maps_sim"."locations" USING btree ("account_id","store_code");--> statement-breakpoint
CREATE INDEX "sim_oauth_tokens_sub_idx" ON "maps_sim"."oauth_tokens" USING btree ("sub");--> statement-breakpoint
CREATE INDEX "sim_oauth_tokens_code_idx" ON "maps_sim"."oauth_tokens" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "sim_verifications_location_idx" ON "maps_sim"."verifications" USING btree ("location_id","create_time");