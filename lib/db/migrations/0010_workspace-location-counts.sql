ALTER TABLE "workspaces" ADD COLUMN "location_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Keeps workspaces.location_count exact. Statement-level triggers with transition tables turn a
-- batch of links (a store choice, a seed, a cascade from deleted stores) into one update per workspace.
UPDATE "workspaces" AS w SET "location_count" = c.n
FROM (SELECT workspace_id, count(*)::int AS n FROM workspace_locations GROUP BY 1) AS c
WHERE w.id = c.workspace_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION workspace_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE workspaces AS w SET location_count = w.location_count + c.n
  FROM (SELECT workspace_id, count(*)::int AS n FROM new_rows GROUP BY 1) AS c
  WHERE w.id = c.workspace_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION workspace_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A workspace deleted with its links is already gone: the update finds nothing, as it should.
  UPDATE workspaces AS w SET location_count = w.location_count - c.n
  FROM (SELECT workspace_id, count(*)::int AS n FROM old_rows GROUP BY 1) AS c
  WHERE w.id = c.workspace_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION workspace_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE workspaces SET location_count = 0 WHERE location_count <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER workspace_counts_insert AFTER INSERT ON workspace_locations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION workspace_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER workspace_counts_delete AFTER DELETE ON workspace_locations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION workspace_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER workspace_counts_truncate AFTER TRUNCATE ON workspace_locations
  FOR EACH STATEMENT EXECUTE FUNCTION workspace_counts_after_truncate();
