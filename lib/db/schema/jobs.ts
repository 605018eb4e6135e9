import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { tenants } from "./tenants";
import { users } from "./users";

export const jobStatus = pgEnum("job_status", ["QUEUED", "RUNNING", "DONE", "FAILED"]);

/**
 * Long work done for a tenant (syncs, imports, writes to the maps service), with its progress and
 * outcome. At most one job of a kind is active per tenant: the partial unique index is the lock,
 * so it holds across server processes and on PGlite alike.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
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
    uniqueIndex("jobs_one_active_per_tenant_kind")
      .on(t.tenantId, t.kind)
      .where(sql`${t.status} in ('QUEUED', 'RUNNING')`),
    index("jobs_tenant_kind_created_idx").on(t.tenantId, t.kind, t.createdAt),
  ],
);

export type Job = typeof jobs.$inferSelect;
