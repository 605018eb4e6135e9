import { pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { locations } from "./locations";
import { tenants } from "./tenants";

/** No row: never synced, so the next sync reads the store whole, silently unless reviews exist. */
export const reviewSyncStores = pgTable(
  "review_sync_stores",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    /** Every review changed since this moment has been read; the next sync stops paging here. */
    syncedUntil: timestamp("synced_until", { withTimezone: true }).notNull(),
    /** When every review of the store was last read, to find those deleted on the service. */
    fullPassAt: timestamp("full_pass_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.locationId] })],
);

export type ReviewSyncStore = typeof reviewSyncStores.$inferSelect;
