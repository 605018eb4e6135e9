CREATE TABLE "review_workspace_counts" (
	"workspace_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"star_rating" integer NOT NULL,
	"sentiment" text NOT NULL,
	"answered" boolean NOT NULL,
	"reply_state" text NOT NULL,
	"report_status" text NOT NULL,
	"with_comment" boolean NOT NULL,
	"removed" boolean NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_workspace_counts_pk" PRIMARY KEY("workspace_id","star_rating","sentiment","answered","reply_state","report_status","with_comment","removed")
);
--> statement-breakpoint
ALTER TABLE "review_workspace_counts" ADD CONSTRAINT "review_workspace_counts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_workspace_counts" ADD CONSTRAINT "review_workspace_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept exact like review_counts (migration 0021), from both sides: a statement on reviews adds
-- its deltas to the workspaces holding the reviews' stores; a statement on workspace_locations
-- adds or takes away the reviews of the stores it puts in or takes out. A deleted store leaves
-- its workspaces before its row goes (see review_workspace_counts_store_deleted).
INSERT INTO "review_workspace_counts" ("workspace_id", "tenant_id", "star_rating", "sentiment",
  "answered", "reply_state", "report_status", "with_comment", "removed", "count")
SELECT w.workspace_id, r.tenant_id, r.star_rating, r.sentiment, r.reply_comment IS NOT NULL,
  coalesce(r.reply_state, ''), coalesce(r.report_status, ''), r.comment IS NOT NULL,
  r.removed_at IS NOT NULL, count(*)::int
FROM reviews r JOIN workspace_locations w ON w.location_id = r.location_id
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_workspace_counts_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO review_workspace_counts AS c (workspace_id, tenant_id, star_rating, sentiment, answered,
      reply_state, report_status, with_comment, removed, count)
    SELECT w.workspace_id, r.tenant_id, r.star_rating, r.sentiment, r.reply_comment IS NOT NULL,
      coalesce(r.reply_state, ''), coalesce(r.report_status, ''), r.comment IS NOT NULL,
      r.removed_at IS NOT NULL, count(*)::int
    FROM new_rows r JOIN workspace_locations w ON w.location_id = r.location_id
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT review_workspace_counts_pk
    DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO review_workspace_counts AS c (workspace_id, tenant_id, star_rating, sentiment, answered,
      reply_state, report_status, with_comment, removed, count)
    SELECT workspace_id, tenant_id, star_rating, sentiment, answered, reply_state, report_status,
      with_comment, removed, sum(n)::int
    FROM (
      SELECT w.workspace_id, r.tenant_id, r.star_rating, r.sentiment, r.reply_comment IS NOT NULL,
      coalesce(r.reply_state, ''), coalesce(r.report_status, ''), r.comment IS NOT NULL,
      r.removed_at IS NOT NULL, 1
      FROM new_rows r JOIN workspace_locations w ON w.location_id = r.location_id
      UNION ALL
      SELECT w.workspace_id, r.tenant_id, r.star_rating, r.sentiment, r.reply_comment IS NOT NULL,
      coalesce(r.reply_state, ''), coalesce(r.report_status, ''), r.comment IS NOT NULL,
      r.removed_at IS NOT NULL, -1
      FROM old_rows r JOIN workspace_locations w ON w.location_id = r.location_id
    ) AS delta (workspace_id, tenant_id, star_rating, sentiment, answered,
      reply_state, report_status, with_comment, removed, n)
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    HAVING sum(n) <> 0
    ON CONFLICT ON CONSTRAINT review_workspace_counts_pk
    DO UPDATE SET count = c.count + excluded.count;
  ELSE
    UPDATE review_workspace_counts AS c SET count = c.count - d.n
    FROM (
      SELECT w.workspace_id, r.star_rating, r.sentiment, r.reply_comment IS NOT NULL,
      coalesce(r.reply_state, ''), coalesce(r.report_status, ''), r.comment IS NOT NULL,
      r.removed_at IS NOT NULL, count(*)::int
      FROM old_rows r JOIN workspace_locations w ON w.location_id = r.location_id
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    ) AS d (workspace_id, star_rating, sentiment, answered, reply_state, report_status,
      with_comment, removed, n)
    WHERE c.workspace_id = d.workspace_id AND c.star_rating = d.star_rating
      AND c.sentiment = d.sentiment AND c.answered = d.answered AND c.reply_state = d.reply_state
      AND c.report_status = d.report_status AND c.with_comment = d.with_comment
      AND c.removed = d.removed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_workspace_counts_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A review written at the same moment as its store joins or leaves would be missed by both
  -- statements (neither sees the other's uncommitted row). Locking the stores first waits for such
  -- writes (their foreign key check shares the store's row) and makes later ones wait for this.
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM locations WHERE id IN (SELECT location_id FROM new_rows) FOR UPDATE;
    INSERT INTO review_workspace_counts AS c (workspace_id, tenant_id, star_rating, sentiment, answered,
      reply_state, report_status, with_comment, removed, count)
    SELECT m.workspace_id, r.tenant_id, r.star_rating, r.sentiment, r.reply_comment IS NOT NULL,
      coalesce(r.reply_state, ''), coalesce(r.report_status, ''), r.comment IS NOT NULL,
      r.removed_at IS NOT NULL, count(*)::int
    FROM new_rows m JOIN reviews r ON r.tenant_id = m.tenant_id AND r.location_id = m.location_id
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT review_workspace_counts_pk
    DO UPDATE SET count = c.count + excluded.count;
  ELSE
    PERFORM 1 FROM locations WHERE id IN (SELECT location_id FROM old_rows) FOR UPDATE;
    UPDATE review_workspace_counts AS c SET count = c.count - d.n
    FROM (
      SELECT m.workspace_id, r.star_rating, r.sentiment, r.reply_comment IS NOT NULL,
      coalesce(r.reply_state, ''), coalesce(r.report_status, ''), r.comment IS NOT NULL,
      r.removed_at IS NOT NULL, count(*)::int
      FROM old_rows m JOIN reviews r ON r.tenant_id = m.tenant_id AND r.location_id = m.location_id
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    ) AS d (workspace_id, star_rating, sentiment, answered, reply_state, report_status,
      with_comment, removed, n)
    WHERE c.workspace_id = d.workspace_id AND c.star_rating = d.star_rating
      AND c.sentiment = d.sentiment AND c.answered = d.answered AND c.reply_state = d.reply_state
      AND c.report_status = d.report_status AND c.with_comment = d.with_comment
      AND c.removed = d.removed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_workspace_counts_after_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM review_workspace_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_workspace_counts_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_workspace_counts_reviews();
--> statement-breakpoint
CREATE TRIGGER review_workspace_counts_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_workspace_counts_reviews();
--> statement-breakpoint
CREATE TRIGGER review_workspace_counts_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_workspace_counts_reviews();
--> statement-breakpoint
CREATE TRIGGER review_workspace_counts_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION review_workspace_counts_after_truncate();
--> statement-breakpoint
CREATE TRIGGER review_workspace_counts_members_insert AFTER INSERT ON workspace_locations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_workspace_counts_members();
--> statement-breakpoint
CREATE TRIGGER review_workspace_counts_members_delete AFTER DELETE ON workspace_locations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION review_workspace_counts_members();
--> statement-breakpoint
CREATE TRIGGER review_workspace_counts_members_truncate AFTER TRUNCATE ON workspace_locations
  FOR EACH STATEMENT EXECUTE FUNCTION review_workspace_counts_after_truncate();
--> statement-breakpoint
-- The cascades of a store's deletion fire their statement triggers only once both have run, so
-- each would find the other's rows gone and the store's reviews would stay counted. The store
-- leaves its workspaces first, while its reviews are still there to be counted out.
CREATE OR REPLACE FUNCTION review_workspace_counts_store_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM workspace_locations WHERE location_id = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_workspace_counts_store_deleted BEFORE DELETE ON locations
  FOR EACH ROW EXECUTE FUNCTION review_workspace_counts_store_deleted();
