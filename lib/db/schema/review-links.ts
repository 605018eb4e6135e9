import {
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { storeOfTenant } from "./locations";

/**
 * A store's short public review link (`/r/{code}`), the one its QR card encodes: the code is
 * random, so a link names no store or tenant and cannot be guessed from another.
 */
export const reviewLinks = pgTable(
  "review_links",
  {
    code: text("code").primaryKey(),
    tenantId: uuid("tenant_id").notNull(),
    locationId: uuid("location_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("review_links_store_idx").on(t.tenantId, t.locationId),
    storeOfTenant("review_links", t),
  ],
);

/** Scans of a review link per store and day: a count only, nothing about who scanned. */
export const reviewLinkScans = pgTable(
  "review_link_scans",
  {
    tenantId: uuid("tenant_id").notNull(),
    locationId: uuid("location_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    scans: integer("scans").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.locationId, t.day] }),
    storeOfTenant("review_link_scans", t),
  ],
);
