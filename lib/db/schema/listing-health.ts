import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { storeOfTenant } from "./locations";

/**
 * Each store's standing on the maps service as the last listing-health check read it
 * (lib/listing-health). `severity` is the state's place in lib/listing-health/rules.ts'
 * LISTING_HEALTH_STATES (0 = most urgent), kept beside it so the health page reads the stores that
 * need action first straight from an index.
 */
export const listingHealth = pgTable(
  "listing_health",
  {
    tenantId: uuid("tenant_id").notNull(),
    locationId: uuid("location_id").notNull(),
    state: text("state").notNull(),
    severity: smallint("severity").notNull(),
    /** When the store entered its state: kept while the state holds, reset when it changes. */
    since: timestamp("since", { withTimezone: true }).notNull(),
    nextAction: text("next_action").notNull(),
    /** What the check read beside the state (the duplicated store, a pending verification). */
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.locationId] }),
    // Needs action first: severity, then the longest in its state.
    index("listing_health_tenant_severity_idx").on(t.tenantId, t.severity, t.since, t.locationId),
    index("listing_health_tenant_state_idx").on(t.tenantId, t.state, t.since, t.locationId),
    storeOfTenant("listing_health", t),
  ],
);

export type ListingHealthRow = typeof listingHealth.$inferSelect;
