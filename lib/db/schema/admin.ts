import {
  bigint,
  boolean,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { tenants } from "./tenants";
import { users } from "./users";

/** Append-only: a trigger (migration 0029) refuses UPDATE and DELETE for every role; no foreign
 * key to the tenant so no cascade can remove rows. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for platform actions and sign-ins of unknown users. */
    tenantId: uuid("tenant_id"),
    actorId: uuid("actor_id"),
    /** The actor as shown (email or user name), kept should the user be removed. */
    actor: text("actor").notNull().default(""),
    /** Dotted code, e.g. auth.signIn, auth.signInFailed, role.create, user.disable, maps.edit. */
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    /** What changed: { field: { from, to } } or a summary; never a password or a token. */
    changes: jsonb("changes").$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_tenant_created_idx").on(t.tenantId, t.createdAt),
    index("audit_log_action_created_idx").on(t.action, t.createdAt),
  ],
);

/** One-use links sent to a user: set a first password, or reset it. Only the SHA-256 is kept. */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    /** SET_PASSWORD (invite) or RESET_PASSWORD. */
    purpose: text("purpose").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_tokens_user_idx").on(t.userId)],
);

/** Admin state of lib/jobs/schedules.ts's jobs, with the spec's fields for external schedulers. */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  enabled: boolean("enabled").notNull().default(true),
  /** Cron expression in UTC; the registry's default until an admin changes it. */
  cron: text("cron").notNull(),
  lambdaName: text("lambda_name"),
  arn: text("arn"),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  /** DONE, FAILED or SKIPPED (a tick that came while the job was disabled). */
  lastOutcome: text("last_outcome"),
  lastError: text("last_error"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const tenantSyncSettings = pgTable(
  "tenant_sync_settings",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    scheduled: boolean("scheduled").notNull().default(true),
    /** One of SYNC_PERIODS (spec §9): 1M, 2M, 3M, 6M, 12M, 24M, 1Y, ALL. */
    period: text("period").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind] })],
);

export const mapsNotificationSettings = pgTable(
  "maps_notification_settings",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    account: text("account").notNull(),
    pubsubTopic: text("pubsub_topic").notNull().default(""),
    notificationTypes: text("notification_types").array().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.account] })],
);

/** Pub/Sub messages already handled, by message id: a redelivery does nothing. */
export const pubsubMessages = pgTable("pubsub_messages", {
  messageId: text("message_id").primaryKey(),
  tenantId: uuid("tenant_id"),
  type: text("type").notNull(),
  location: text("location"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Consumption counters per tenant and day (maps calls, edits…), summed by month for the cost table. */
export const tenantUsage = pgTable(
  "tenant_usage",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    item: text("item").notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.item] })],
);

export const costPrices = pgTable("cost_prices", {
  item: text("item").primaryKey(),
  unitPrice: numeric("unit_price", { precision: 12, scale: 6 }).notNull().default("0"),
  currency: text("currency").notNull().default("USD"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type AuditRow = typeof auditLog.$inferSelect;
export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;
