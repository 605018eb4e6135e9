import {
  check,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { jobs } from "./jobs";
import { locations } from "./locations";
import { tenants } from "./tenants";
import { users } from "./users";

/**
 * A link that lets someone at one store propose its map pin from a phone, without an account.
 * Only the token's hash is kept; the link takes one proposal (`usedAt`) before it expires.
 */
export const geolocationLinks = pgTable(
  "geolocation_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("geolocation_links_store_idx").on(t.tenantId, t.locationId, t.createdAt)],
);

export type GeolocationLinkRow = typeof geolocationLinks.$inferSelect;

/**
 * A pin proposed through a link: where the phone was and how sure it was. An ADMIN confirms it
 * (a LOCATION_EDIT of `latlng`, its job kept) or discards it.
 */
export const pinProposals = pgTable(
  "pin_proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    linkId: uuid("link_id")
      .notNull()
      .references(() => geolocationLinks.id, { onDelete: "cascade" }),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** Metres, as the browser reported it (95% confidence radius). */
    accuracy: doublePrecision("accuracy").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** CONFIRMED or DISCARDED once an ADMIN decided. */
    decision: text("decision"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
  },
  (t) => [
    index("pin_proposals_store_idx").on(t.tenantId, t.locationId, t.createdAt),
    uniqueIndex("pin_proposals_link_idx").on(t.linkId),
    check(
      "pin_proposals_decision_check",
      sql`${t.decision} is null or ${t.decision} in ('CONFIRMED', 'DISCARDED')`,
    ),
  ],
);

export type PinProposalRow = typeof pinProposals.$inferSelect;
