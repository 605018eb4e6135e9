-- Rollups the reports read, kept exact by statement triggers (transition tables) on the rows they
-- sum: inserts add, updates add the difference, deletes (cascades included) subtract.

CREATE FUNCTION tenant_metric_days_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tenant_metric_days (tenant_id, day, metric, value)
  SELECT tenant_id, day, metric, sum(value) FROM new_rows
  GROUP BY tenant_id, day, metric ORDER BY tenant_id, day, metric
  ON CONFLICT (tenant_id, day, metric) DO UPDATE SET value = tenant_metric_days.value + excluded.value;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tenant_metric_days_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tenant_metric_days (tenant_id, day, metric, value)
  SELECT n.tenant_id, n.day, n.metric, sum(n.value - o.value)
  FROM new_rows n JOIN old_rows o USING (location_id, metric, day)
  GROUP BY n.tenant_id, n.day, n.metric HAVING sum(n.value - o.value) <> 0
  ORDER BY n.tenant_id, n.day, n.metric
  ON CONFLICT (tenant_id, day, metric) DO UPDATE SET value = tenant_metric_days.value + excluded.value;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update, not an upsert: a tenant being deleted has no rollup left to write back.
CREATE FUNCTION tenant_metric_days_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tenant_metric_days t SET value = t.value - d.value
  FROM (SELECT tenant_id, day, metric, sum(value) AS value FROM old_rows GROUP BY tenant_id, day, metric) d
  WHERE t.tenant_id = d.tenant_id AND t.day = d.day AND t.metric = d.metric;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER daily_metrics_rollup_insert AFTER INSERT ON daily_metrics
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_metric_days_insert();
--> statement-breakpoint
CREATE TRIGGER daily_metrics_rollup_update AFTER UPDATE ON daily_metrics
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_metric_days_update();
--> statement-breakpoint
CREATE TRIGGER daily_metrics_rollup_delete AFTER DELETE ON daily_metrics
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_metric_days_delete();
--> statement-breakpoint
INSERT INTO tenant_metric_days (tenant_id, day, metric, value)
SELECT tenant_id, day, metric, sum(value) FROM daily_metrics GROUP BY tenant_id, day, metric;
--> statement-breakpoint
CREATE FUNCTION tenant_keyword_months_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tenant_keyword_months (tenant_id, month, keyword, value, below_threshold)
  SELECT tenant_id, month, keyword, sum(coalesce(value, 0)), count(*) FILTER (WHERE value IS NULL)
  FROM new_rows GROUP BY tenant_id, month, keyword ORDER BY tenant_id, month, keyword
  ON CONFLICT (tenant_id, month, keyword) DO UPDATE SET
    value = tenant_keyword_months.value + excluded.value,
    below_threshold = tenant_keyword_months.below_threshold + excluded.below_threshold;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tenant_keyword_months_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tenant_keyword_months (tenant_id, month, keyword, value, below_threshold)
  SELECT n.tenant_id, n.month, n.keyword,
    sum(coalesce(n.value, 0) - coalesce(o.value, 0)),
    count(*) FILTER (WHERE n.value IS NULL) - count(*) FILTER (WHERE o.value IS NULL)
  FROM new_rows n JOIN old_rows o USING (location_id, month, keyword)
  GROUP BY n.tenant_id, n.month, n.keyword ORDER BY n.tenant_id, n.month, n.keyword
  ON CONFLICT (tenant_id, month, keyword) DO UPDATE SET
    value = tenant_keyword_months.value + excluded.value,
    below_threshold = tenant_keyword_months.below_threshold + excluded.below_threshold;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tenant_keyword_months_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tenant_keyword_months t SET
    value = t.value - d.value, below_threshold = t.below_threshold - d.below_threshold
  FROM (
    SELECT tenant_id, month, keyword, sum(coalesce(value, 0)) AS value,
      count(*) FILTER (WHERE value IS NULL) AS below_threshold
    FROM old_rows GROUP BY tenant_id, month, keyword
  ) d
  WHERE t.tenant_id = d.tenant_id AND t.month = d.month AND t.keyword = d.keyword;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_keyword_months_rollup_insert AFTER INSERT ON search_keyword_months
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_keyword_months_insert();
--> statement-breakpoint
CREATE TRIGGER search_keyword_months_rollup_update AFTER UPDATE ON search_keyword_months
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_keyword_months_update();
--> statement-breakpoint
CREATE TRIGGER search_keyword_months_rollup_delete AFTER DELETE ON search_keyword_months
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_keyword_months_delete();
