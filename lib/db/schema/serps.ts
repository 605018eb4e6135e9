import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { jobs } from "./jobs";
import { locations } from "./locations";
import { tenants } from "./tenants";
import { users } from "./users";

// Saved searches (lib/serps): a keyword's organic results page, searched once or on a schedule,
// from a store's spot or from the language's country; each run keeps the page it found.

export const serps = pgTable(
  "serps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    keyword: text("keyword").notNull(),
    device: text("device").$type<"DESKTOP" | "MOBILE">().notNull(),
    languageCode: text("language_code").notNull(),
    /**
     * The store whose spot the search is made from (of the same tenant, as the service checks).
     * Its store deleted, the search goes on from the language's country rather than vanish.
     */
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "set null" }),
    /** The tenant's own domains, and the competitors' (host names). */
    sites: text("sites").array().notNull().default([]),
    competitors: text("competitors").array().notNull().default([]),
    frequency: text("frequency").$type<"ONCE" | "MONTHLY" | "TWICE_A_MONTH">().notNull(),
    state: text("state").$type<"ACTIVE" | "PAUSED">().notNull().default("ACTIVE"),
    /** When the scheduler runs it next; null once a once search ran. */
    nextRunAt: timestamp("next_run_at", { withTimezone: true }),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("serps_tenant_created_idx").on(t.tenantId, t.createdAt, t.id),
    // Deleting a store finds the searches made from it.
    index("serps_location_idx")
      .on(t.locationId)
      .where(sql`${t.locationId} is not null`),
    index("serps_due_idx")
      .on(t.nextRunAt)
      .where(sql`${t.state} = 'ACTIVE'`),
    check("serps_frequency_check", sql`${t.frequency} in ('ONCE','MONTHLY','TWICE_A_MONTH')`),
    check("serps_device_check", sql`${t.device} in ('DESKTOP','MOBILE')`),
    check("serps_state_check", sql`${t.state} in ('ACTIVE','PAUSED')`),
  ],
);

export type SerpRow = typeof serps.$inferSelect;

/** A web result of a run's page. */
export type SerpItem = { rank: number; title: string; url: string; domain: string };

/** One run of a saved search: the engine's job that made its call, its cost and the page found. */
export const serpRuns = pgTable(
  "serp_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    serpId: uuid("serp_id")
      .notNull()
      .references(() => serps.id, { onDelete: "cascade" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Calls made to the search-results provider, and their cost in US dollars. */
    calls: integer("calls").notNull().default(0),
    costUsd: numeric("cost_usd", { precision: 12, scale: 6 }).notNull().default("0"),
    /** The results, best first (up to 100); null until the search answered, or when it failed. */
    items: jsonb("items").$type<SerpItem[]>(),
  },
  (t) => [index("serp_runs_serp_started_idx").on(t.serpId, t.startedAt)],
);

export type SerpRunRow = typeof serpRuns.$inferSelect;
