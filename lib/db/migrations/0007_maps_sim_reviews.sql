CREATE TABLE "maps_sim"."answers" (
	"location_id" text NOT NULL,
	"question_id" text NOT NULL,
	"text" text NOT NULL,
	"create_time" timestamp with time zone NOT NULL,
	"update_time" timestamp with time zone NOT NULL,
	CONSTRAINT "answers_location_id_question_id_pk" PRIMARY KEY("location_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "maps_sim"."reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"update_time" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maps_sim"."answers" ADD CONSTRAINT "answers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "maps_sim"."locations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "maps_sim"."reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "maps_sim"."locations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sim_reviews_location_idx" ON "maps_sim"."reviews" USING btree ("location_id","update_time");
