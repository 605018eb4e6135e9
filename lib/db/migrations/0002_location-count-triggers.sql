-- Keeps location_counts exact. Statement-level triggers with transition tables aggregate a whole
-- batch (a sync, a seed) into one counter update per group instead of one per row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION location_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO location_counts AS c (tenant_id, open_status, verified, count)
  SELECT tenant_id, open_status, coalesce(verified, 'NONE'), count(*) FROM new_rows GROUP BY 1, 2, 3
  ON CONFLICT (tenant_id, open_status, verified) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION location_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only UPDATE here: when a tenant is deleted its counter rows may already be gone.
  UPDATE location_counts AS c SET count = c.count - d.n
  FROM (SELECT tenant_id, open_status, coalesce(verified, 'NONE') AS verified, count(*) AS n FROM old_rows GROUP BY 1, 2, 3) AS d
  WHERE c.tenant_id = d.tenant_id AND c.open_status = d.open_status AND c.verified = d.verified;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION location_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO location_counts AS c (tenant_id, open_status, verified, count)
  SELECT tenant_id, open_status, verified, sum(n) FROM (
    SELECT tenant_id, open_status, coalesce(verified, 'NONE') AS verified, -1 AS n FROM old_rows
    UNION ALL
    SELECT tenant_id, open_status, coalesce(verified, 'NONE'), 1 FROM new_rows
  ) AS delta
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ON CONFLICT (tenant_id, open_status, verified) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION location_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM location_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER location_counts_insert AFTER INSERT ON locations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION location_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER location_counts_delete AFTER DELETE ON locations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION location_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER location_counts_update AFTER UPDATE ON locations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION location_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER location_counts_truncate AFTER TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION location_counts_after_truncate();
--> statement-breakpoint
INSERT INTO location_counts (tenant_id, open_status, verified, count)
SELECT tenant_id, open_status, coalesce(verified, 'NONE'), count(*) FROM locations GROUP BY 1, 2, 3
ON CONFLICT (tenant_id, open_status, verified) DO UPDATE SET count = excluded.count;
