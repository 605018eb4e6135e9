CREATE TABLE "review_counts" (
	"tenant_id" uuid NOT NULL,
	"star_rating" integer NOT NULL,
	"sentiment" text NOT NULL,
	"answered" boolean NOT NULL,
	"reply_state" text NOT NULL,
	"report_status" text NOT NULL,
	"with_comment" boolean NOT NULL,
	"removed" boolean NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_counts_pk" PRIMARY KEY("tenant_id","star_rating","sentiment","answered","reply_state","report_status","with_comment","removed")
);
--> statement-breakpoint
ALTER TABLE "review_counts" ADD CONSTRAINT "review_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_tenant_reported_idx" ON "reviews" USING btree ("tenant_id","update_time","id") WHERE "reviews"."report_status" is not null;--> statement-breakpoint
CREATE INDEX "reviews_reply_trgm_idx" ON "reviews" USING gin ("reply_comment" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "reviews_reviewer_trgm_idx" ON "reviews" USING gin ("reviewer_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Keeps review_counts exact. Statement-level triggers with transition tables turn a batch of
-- reviews (a sync page, an import, a cascade from a deleted store) into one upsert of deltas.
INSERT INTO "review_counts" ("tenant_id", "star_rating", "sentiment", "answered", "reply_state",
  "report_status", "with_comment", "removed", "count")
SELECT tenant_id, star_rating, sentiment, reply_comment IS NOT NULL, coalesce(reply_state, ''),
  coalesce(report_status, ''), comment IS NOT NULL, removed_at IS NOT NULL, count(*)::int
FROM reviews GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO review_counts AS c (tenant_id, star_rating, sentiment, answered, reply_state,
    report_status, with_comment, removed, count)
  SELECT tenant_id, star_rating, sentiment, answered, reply_state, report_status, with_comment,
    removed, sum(n)::int
  FROM (
    SELECT tenant_id, star_rating, sentiment, reply_comment IS NOT NULL AS answered,
      coalesce(reply_state, '') AS reply_state, coalesce(report_status, '') AS report_status,
      comment IS NOT NULL AS with_comment, removed_at IS NOT NULL AS removed, 1 AS n
    FROM new_rows
    UNION ALL
    SELECT tenant_id, star_rating, sentiment, reply_comment IS NOT NULL,
      coalesce(reply_state, ''), coalesce(report_status, ''), comment IS NOT NULL,
      removed_at IS NOT NULL, -1
    FROM old_rows
  ) AS delta
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  HAVING sum(n) <> 0
  ON CONFLICT ON CONSTRAINT review_counts_pk DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO review_counts AS c (tenant_id, star_rating, sentiment, answered, reply_state,
    report_status, with_comment, removed, count)
  SELECT tenant_id, star_rating, sentiment, reply_comment IS NOT NULL, coalesce(reply_state, ''),
    coalesce(report_status, ''), comment IS NOT NULL, removed_at IS NOT NULL, count(*)::int
  FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT ON CONSTRAINT review_counts_pk DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE review_counts AS c SET count = c.count - d.n
  FROM (
    SELECT tenant_id, star_rating, sentiment, reply_comment IS NOT NULL AS answered,
      coalesce(reply_state, '') AS reply_state, coalesce(report_status, '') AS report_status,
      comment IS NOT NULL AS with_comment, removed_at IS NOT NULL AS removed, count(*)::int AS n
    FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  ) AS d
  WHERE c.tenant_id = d.tenant_id AND c.star_rating = d.star_rating AND c.sentiment = d.sentiment
    AND c.answered = d.answered AND c.reply_state = d.reply_state
    AND c.report_status = d.report_status AND c.with_comment = d.with_comment
    AND c.removed = d.removed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM review_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_counts_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER review_counts_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER review_counts_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION review_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER review_counts_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION review_counts_after_truncate();
