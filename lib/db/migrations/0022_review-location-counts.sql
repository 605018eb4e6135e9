CREATE TABLE "review_location_counts" (
	"tenant_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"answered" boolean NOT NULL,
	"removed" boolean NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_location_counts_pk" PRIMARY KEY("tenant_id","location_id","answered","removed")
);
--> statement-breakpoint
ALTER TABLE "review_location_counts" ADD CONSTRAINT "review_location_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_location_counts" ADD CONSTRAINT "review_location_counts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept exact like review_counts (migration 0021): one upsert of deltas per statement on reviews.
INSERT INTO "review_location_counts" ("tenant_id", "location_id", "answered", "removed", "count")
SELECT tenant_id, location_id, reply_comment IS NOT NULL, removed_at IS NOT NULL, count(*)::int
FROM reviews GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_location_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO review_location_counts AS c (tenant_id, location_id, answered, removed, count)
    SELECT tenant_id, location_id, reply_comment IS NOT NULL, removed_at IS NOT NULL, count(*)::int
    FROM new_rows GROUP BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT review_location_counts_pk
    DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO review_location_counts AS c (tenant_id, location_id, answered, removed, count)
    SELECT tenant_id, location_id, answered, removed, sum(n)::int
    FROM (
      SELECT tenant_id, location_id, reply_comment IS NOT NULL AS answered,
        removed_at IS NOT NULL AS removed, 1 AS n
      FROM new_rows
      UNION ALL
      SELECT tenant_id, location_id, reply_comment IS NOT NULL, removed_at IS NOT NULL, -1
      FROM old_rows
    ) AS delta
    GROUP BY 1, 2, 3, 4
    HAVING sum(n) <> 0
    ON CONFLICT ON CONSTRAINT review_location_counts_pk
    DO UPDATE SET count = c.count + excluded.count;
  ELSE
    -- A store deleted with its reviews has lost its rows already: the update finds nothing.
    UPDATE review_location_counts AS c SET count = c.count - d.n
    FROM (
      SELECT tenant_id, location_id, reply_comment IS NOT NULL AS answered,
        removed_at IS NOT NULL AS removed, count(*)::int AS n
      FROM old_rows GROUP BY 1, 2, 3, 4
    ) AS d
    WHERE c.tenant_id = d.tenant_id AND c.location_id = d.location_id
      AND c.answered = d.answered AND c.removed = d.removed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_location_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM review_location_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_location_counts_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_location_counts_apply();
--> statement-breakpoint
CREATE TRIGGER review_location_counts_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_location_counts_apply();
--> statement-breakpoint
CREATE TRIGGER review_location_counts_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_location_counts_apply();
--> statement-breakpoint
CREATE TRIGGER review_location_counts_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION review_location_counts_after_truncate();
