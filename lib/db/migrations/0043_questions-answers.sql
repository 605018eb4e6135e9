CREATE TABLE "maps_sim"."questions" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"text" text NOT NULL,
	"create_time" timestamp with time zone NOT NULL,
	"update_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "author_type" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "owner_answer" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "owner_answer_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "answer_job_item_id" uuid;--> statement-breakpoint
ALTER TABLE "maps_sim"."questions" ADD CONSTRAINT "questions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "maps_sim"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_questions_location_idx" ON "maps_sim"."questions" USING btree ("location_id");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_answer_job_item_id_job_items_id_fk" FOREIGN KEY ("answer_job_item_id") REFERENCES "public"."job_items"("id") ON DELETE set null ON UPDATE no action;