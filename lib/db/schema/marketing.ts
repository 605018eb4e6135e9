import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { tenants } from "./tenants";
import { users } from "./users";
import { workspaces } from "./workspaces";

/** One row per tenant and connector type, written when it is configured or tested. */
export const connectors = pgTable(
  "connectors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    config: jsonb("config").$type<Record<string, unknown>>().notNull().default({}),
    /** READY, NOT_CONFIGURED or ERROR (the last test failed). */
    state: text("state").notNull(),
    lastTestedAt: timestamp("last_tested_at", { withTimezone: true }),
    lastError: text("last_error"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("connectors_tenant_type_key").on(t.tenantId, t.type)],
);

export type ExtractStep = {
  /** EXTRACTION, TRANSFORMATION, LOAD or BQ2SQL. */
  step: string;
  startedAt: string;
  finishedAt?: string | null;
  rows?: number;
  error?: string | null;
};

/** Spec §4 statuses: Pending, Extraction/Transformation Processing and Done, Done, Fail, BQ2SQL. */
export const extractJobs = pgTable(
  "extract_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull(),
    metrics: text("metrics").array().notNull(),
    workspaceId: uuid("workspace_id").references(() => workspaces.id, { onDelete: "set null" }),
    locationIds: uuid("location_ids").array(),
    dateFrom: date("date_from", { mode: "string" }).notNull(),
    dateTo: date("date_to", { mode: "string" }).notNull(),
    destination: text("destination").notNull(),
    engineJobId: uuid("engine_job_id"),
    rowCount: integer("row_count").notNull().default(0),
    error: text("error"),
    steps: jsonb("steps").$type<ExtractStep[]>().notNull().default([]),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("extract_jobs_tenant_created_idx").on(t.tenantId, t.createdAt)],
);

export const extractRaw = pgTable(
  "extract_raw",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => extractJobs.id, { onDelete: "cascade" }),
    locationId: uuid("location_id").notNull(),
    payload: jsonb("payload").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.locationId] })],
);

export const extractRows = pgTable(
  "extract_rows",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => extractJobs.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    locationId: uuid("location_id").notNull(),
    storeCode: text("store_code"),
    storeName: text("store_name").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    metric: text("metric").notNull(),
    value: bigint("value", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.locationId, t.metric, t.day] })],
);
