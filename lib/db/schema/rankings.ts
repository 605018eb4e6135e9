import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { jobs } from "./jobs";
import { storeOfTenant } from "./locations";
import { tenants } from "./tenants";
import { users } from "./users";

// Rank tracking (lib/rankings): a ranking checks where its stores show on the map for its
// keywords, at the points of a grid around each store, once or on a schedule; each run keeps
// every point's rank and the places above the store there.

export const rankingJobs = pgTable(
  "ranking_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    keywords: jsonb("keywords").$type<string[]>().notNull(),
    competitors: jsonb("competitors").$type<string[]>().notNull(),
    businessNames: jsonb("business_names").$type<string[]>().notNull(),
    frequency: text("frequency").$type<"ONCE" | "MONTHLY" | "TWICE_A_MONTH">().notNull(),
    device: text("device").$type<"DESKTOP" | "MOBILE">().notNull(),
    /** Points per side of the grid around each store; null checks the store's own spot only. */
    gridSize: smallint("grid_size"),
    gridSpacingKm: doublePrecision("grid_spacing_km"),
    state: text("state").$type<"ACTIVE" | "PAUSED">().notNull().default("ACTIVE"),
    /** When the scheduler runs it next; null once a once ranking ran, or while paused. */
    nextRunAt: timestamp("next_run_at", { withTimezone: true }),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ranking_jobs_tenant_created_idx").on(t.tenantId, t.createdAt, t.id),
    index("ranking_jobs_due_idx")
      .on(t.nextRunAt)
      .where(sql`${t.state} = 'ACTIVE'`),
    check(
      "ranking_jobs_frequency_check",
      sql`${t.frequency} in ('ONCE','MONTHLY','TWICE_A_MONTH')`,
    ),
    check("ranking_jobs_device_check", sql`${t.device} in ('DESKTOP','MOBILE')`),
    check("ranking_jobs_state_check", sql`${t.state} in ('ACTIVE','PAUSED')`),
    check("ranking_jobs_grid_check", sql`(${t.gridSize} is null) = (${t.gridSpacingKm} is null)`),
  ],
);

export type RankingJobRow = typeof rankingJobs.$inferSelect;

export const rankingJobStores = pgTable(
  "ranking_job_stores",
  {
    rankingJobId: uuid("ranking_job_id")
      .notNull()
      .references(() => rankingJobs.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id").notNull(),
    locationId: uuid("location_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.rankingJobId, t.locationId] }),
    storeOfTenant("ranking_job_stores", t),
  ],
);

/** One run of a ranking: the engine's job that made its calls, and what they cost. */
export const rankingRuns = pgTable(
  "ranking_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    rankingJobId: uuid("ranking_job_id")
      .notNull()
      .references(() => rankingJobs.id, { onDelete: "cascade" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Calls made to the search-results provider, and their cost in US dollars. */
    calls: integer("calls").notNull().default(0),
    costUsd: numeric("cost_usd", { precision: 12, scale: 6 }).notNull().default("0"),
  },
  (t) => [index("ranking_runs_job_started_idx").on(t.rankingJobId, t.startedAt)],
);

/** A place that showed above the store at a point. */
export type RankedPlace = { rank: number; title: string; placeId: string; competitor: boolean };

/** Where a store stood for a keyword at one point of its grid in one run; rank null: not shown. */
export const rankingPoints = pgTable(
  "ranking_points",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => rankingRuns.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id").notNull(),
    locationId: uuid("location_id").notNull(),
    keyword: text("keyword").notNull(),
    row: smallint("row").notNull(),
    column: smallint("column").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    rank: smallint("rank"),
    /** The first places above the store there (or the first three when it did not show). */
    above: jsonb("above").$type<RankedPlace[]>().notNull(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.locationId, t.keyword, t.row, t.column] }),
    index("ranking_points_store_idx").on(t.tenantId, t.locationId, t.keyword, t.checkedAt),
    storeOfTenant("ranking_points", t),
  ],
);
