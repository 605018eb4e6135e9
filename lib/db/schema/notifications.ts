import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { locations } from "./locations";
import { tenants } from "./tenants";
import { users } from "./users";

/** The GraphQL `objectId` of an update is this row's id. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    /** With the type and `dedupeKey`, keeps a re-run sync from notifying the same event twice. */
    subject: text("subject").notNull(),
    /** Distinguishes repeated events on one subject (e.g. a review's updateTime); "" when none. */
    dedupeKey: text("dedupe_key").notNull().default(""),
    /** Related info URLs the notification opens with (spec §2: "a list of related info URLs"). */
    infoUrl: text("info_url").array().notNull().default([]),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "set null" }),
    /** Snapshot of the store's name, kept when the store is renamed or removed. */
    locationName: text("location_name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("notifications_event_idx").on(t.tenantId, t.type, t.subject, t.dedupeKey),
    index("notifications_tenant_type_created_idx").on(t.tenantId, t.type, t.createdAt),
  ],
);

export const notificationReads = pgTable(
  "notification_reads",
  {
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);
