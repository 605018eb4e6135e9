import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { tenants } from "./tenants";
import { users } from "./users";

// Alerts outside the app (lib/alerts): each user's channels and events, the events that happened,
// every delivery of one (or of a day's digest) with its attempts, and the secret that signs a
// tenant's webhooks.

/** Per event kind: sent at once, in the daily digest, or not at all. */
export type AlertEventModes = Partial<Record<string, "IMMEDIATE" | "DIGEST" | "OFF">>;

export const alertSettings = pgTable(
  "alert_settings",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    emailEnabled: boolean("email_enabled").notNull().default(false),
    webhookUrl: text("webhook_url"),
    /** SLACK (`{ text, blocks }`) or TEAMS (a MessageCard). */
    webhookFormat: text("webhook_format").$type<"SLACK" | "TEAMS">().notNull().default("SLACK"),
    events: jsonb("events").$type<AlertEventModes>().notNull().default({}),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("alert_settings_tenant_idx").on(t.tenantId)],
);

export const alertEvents = pgTable(
  "alert_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    /** LOW_RATING, RATING_DROP, JOB_FAILED or GOOGLE_UPDATE. */
    kind: text("kind").notNull(),
    /** The same happening recorded twice (a sync read again) is one event. */
    dedupeKey: text("dedupe_key").notNull(),
    /** What the texts name: the store, the stars, the job's counts… */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("alert_events_dedupe_idx").on(t.tenantId, t.kind, t.dedupeKey),
    index("alert_events_tenant_created_idx").on(t.tenantId, t.createdAt),
  ],
);

export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null for a digest and for a test. */
    eventId: uuid("event_id").references(() => alertEvents.id, { onDelete: "cascade" }),
    /** The event's kind, DIGEST or TEST. */
    kind: text("kind").notNull(),
    /** A digest's day in the tenant's time zone (YYYY-MM-DD): one per user, channel and day. */
    digestDay: text("digest_day"),
    channel: text("channel").$type<"EMAIL" | "WEBHOOK">().notNull(),
    status: text("status").$type<"PENDING" | "SENT" | "FAILED">().notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("alert_deliveries_event_idx").on(t.userId, t.eventId, t.channel),
    uniqueIndex("alert_deliveries_digest_idx").on(t.userId, t.digestDay, t.channel),
    index("alert_deliveries_user_created_idx").on(t.tenantId, t.userId, t.createdAt),
  ],
);

export const alertWebhookSecrets = pgTable("alert_webhook_secrets", {
  tenantId: uuid("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  rotatedAt: timestamp("rotated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type AlertSettingsRow = typeof alertSettings.$inferSelect;
export type AlertEventRow = typeof alertEvents.$inferSelect;
export type AlertDeliveryRow = typeof alertDeliveries.$inferSelect;
