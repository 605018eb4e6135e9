import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { storeOfTenant } from "./locations";
import { users } from "./users";

/**
 * Google's own changes to a store's listing (lib/google-updates), one row per store and field as
 * the check read getGoogleUpdated's diffMask: the value we set (`ours`) and the one Google shows
 * (`theirs`). A row is open until it is resolved (GOOGLE: its value accepted, OURS: ours
 * restored) or Google reverts the field itself (REVERTED); one open row per store and field.
 */
export const googleUpdates = pgTable(
  "google_updates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull(),
    locationId: uuid("location_id").notNull(),
    /** The diffMask's field path: title, phoneNumbers, regularHours, profile.description… */
    field: text("field").notNull(),
    ours: jsonb("ours").$type<unknown>(),
    theirs: jsonb("theirs").$type<unknown>(),
    /** When the check first saw Google's value (a new value of the field starts again). */
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /** GOOGLE, OURS or REVERTED. */
    resolution: text("resolution"),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    /** The edit job that sent the chosen value. */
    jobId: uuid("job_id"),
  },
  (t) => [
    uniqueIndex("google_updates_open_idx")
      .on(t.tenantId, t.locationId, t.field)
      .where(sql`${t.resolvedAt} is null`),
    // The page: open rows, newest change first, optionally of one field.
    index("google_updates_tenant_changed_idx")
      .on(t.tenantId, t.changedAt, t.id)
      .where(sql`${t.resolvedAt} is null`),
    index("google_updates_tenant_field_idx")
      .on(t.tenantId, t.field, t.changedAt, t.id)
      .where(sql`${t.resolvedAt} is null`),
    storeOfTenant("google_updates", t),
  ],
);

export type GoogleUpdateRow = typeof googleUpdates.$inferSelect;
