import { index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { notifications } from "./notifications";
import { tenants } from "./tenants";
import { users } from "./users";

// Push notifications (lib/push): the phones and browsers a user registered, which notification
// types the user wants pushed, and how each push to a device ended.

export const pushDevices = pgTable(
  "push_devices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text("platform").$type<"ANDROID" | "IOS" | "WEB">().notNull(),
    /** The FCM registration token, or a browser subscription's endpoint. */
    token: varchar("token", { length: 4096 }).notNull(),
    /** A browser subscription's keys (RFC 8291): the user agent's public key and auth secret. */
    p256dh: text("p256dh"),
    auth: text("auth"),
    /** The language the device's app or page was in when registered (its pushes' language when
     * the user's profile names none). */
    language: text("language"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One row per token: a device registered again (or by its next user) is updated, not added.
  (t) => [
    uniqueIndex("push_devices_token_idx").on(t.token),
    index("push_devices_tenant_user_idx").on(t.tenantId, t.userId),
  ],
);

/** The types a user turned off; a type added later is pushed until turned off. */
export const pushPreferences = pgTable("push_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tenantId: uuid("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" }),
  disabledTypes: text("disabled_types").array().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    /** Null once the device is gone (a dead token is removed; its deliveries stay). */
    deviceId: uuid("device_id").references(() => pushDevices.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    platform: text("platform").notNull(),
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    /** SENT, FAILED (kept the device), or DEAD (the service said the token is gone). */
    status: text("status").$type<"SENT" | "FAILED" | "DEAD">().notNull(),
    /** The service's error code (UNREGISTERED, INVALID_ARGUMENT, HTTP_410…); null when sent. */
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_deliveries_device_notification_idx").on(t.deviceId, t.notificationId),
    index("push_deliveries_tenant_created_idx").on(t.tenantId, t.createdAt),
  ],
);

export type PushDevice = typeof pushDevices.$inferSelect;
