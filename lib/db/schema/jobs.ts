import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Lane } from "@/lib/jobs/lanes";
import type { QuotaWaitReason } from "@/lib/jobs/quota-policy";
import { locations } from "./locations";
import { tenants } from "./tenants";
import { users } from "./users";

/** AWAITING_APPROVAL: a held store edit whose items are written but not queued (lib/approvals);
 * REJECTED: one an ADMIN refused, which never runs. */
export const jobStatus = pgEnum("job_status", [
  "QUEUED",
  "RUNNING",
  "DONE",
  "FAILED",
  "AWAITING_APPROVAL",
  "REJECTED",
]);
export const jobItemStatus = pgEnum("job_item_status", ["PENDING", "RUNNING", "DONE", "FAILED"]);

/** A job with a lock key is the tenant's only active one of that key: the partial unique index is
 * the lock, so it holds across server processes and on PGlite alike. */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** Set for work that must not run twice at once for a tenant (a sync); null otherwise. */
    lockKey: text("lock_key"),
    /** Where the job's maps calls wait for quota, decided when it is enqueued (lib/jobs/lanes.ts). */
    lane: text("lane").$type<Lane>().notNull().default("interactive"),
    status: jobStatus("status").notNull().default("QUEUED"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    total: integer("total").notNull().default(0),
    done: integer("done").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    result: jsonb("result").$type<Record<string, unknown>>(),
    /** A reason code, never a stack or a message with user data. */
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Moved on while the job runs; an active job whose heartbeat stopped is taken over. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("jobs_one_active_per_tenant_lock")
      .on(t.tenantId, t.lockKey)
      .where(sql`${t.status} in ('QUEUED', 'RUNNING') and ${t.lockKey} is not null`),
    index("jobs_tenant_kind_created_idx").on(t.tenantId, t.kind, t.createdAt),
    index("jobs_tenant_created_idx").on(t.tenantId, t.createdAt),
  ],
);

export const jobItems = pgTable(
  "job_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "cascade" }),
    status: jobItemStatus("status").notNull().default("PENDING"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer("attempts").notNull().default(0),
    /** A stable code (e.g. PHONE_NUMBERS_ERROR, QUOTA, INVALID_ARGUMENT). */
    error: text("error"),
    /** The maps service's own reason, shown to the user beside the translated code. */
    errorDetail: text("error_detail"),
    result: jsonb("result").$type<Record<string, unknown>>(),
    /** When a worker took the item; a claim older than the lease is taken over. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** Why the item last waited for quota and when it expected to start, for the job page. */
    waitReason: jsonb("wait_reason").$type<QuotaWaitReason>(),
    waitUntil: timestamp("wait_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("job_items_job_status_idx").on(t.jobId, t.status),
    index("job_items_location_idx").on(t.tenantId, t.locationId, t.updatedAt),
  ],
);

/**
 * One row per unit taken of a shared maps quota: a window's use is counted, never rewritten, so
 * workers taking units of one key add rows instead of queueing on one row.
 */
export const mapsQuotaTakes = pgTable(
  "maps_quota_takes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    key: text("key").notNull(),
    /** Null for a call made outside any tenant's job. */
    tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "cascade" }),
    lane: text("lane").$type<Lane>().notNull(),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("maps_quota_takes_key_taken_idx").on(t.key, t.takenAt),
    index("maps_quota_takes_key_tenant_taken_idx").on(t.key, t.tenantId, t.takenAt),
  ],
);

/** A tenant refused a unit of a key: it contends for the key's next units until `until`. */
export const mapsQuotaWaiters = pgTable(
  "maps_quota_waiters",
  {
    key: text("key").notNull(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    lane: text("lane").$type<Lane>().notNull(),
    until: timestamp("until", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.tenantId, t.lane] })],
);

/** A maps project's quota settings an admin sets (lib/jobs/quota-policy.ts has the defaults). */
export const mapsProjectSettings = pgTable("maps_project_settings", {
  project: text("project").primaryKey(),
  /** The most of a minute background work may use, in percent. */
  backgroundSharePercent: integer("background_share_percent").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type Job = typeof jobs.$inferSelect;
export type JobItem = typeof jobItems.$inferSelect;
