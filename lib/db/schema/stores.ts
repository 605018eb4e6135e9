import { jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Location } from "@/lib/maps/types";
import type { Attribute, PlaceActionLink } from "@/lib/maps/types-business";
import { locations } from "./locations";
import { tenants } from "./tenants";

/** Kept so lists and forms show a listing without calling the service for every store. */
export const locationDetails = pgTable("location_details", {
  locationId: uuid("location_id")
    .primaryKey()
    .references(() => locations.id, { onDelete: "cascade" }),
  tenantId: uuid("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" }),
  location: jsonb("location").$type<Location>().notNull(),
  attributes: jsonb("attributes").$type<Attribute[]>().notNull().default([]),
  placeActionLinks: jsonb("place_action_links").$type<PlaceActionLink[]>().notNull().default([]),
  syncedAt: timestamp("synced_at", { withTimezone: true }).notNull().defaultNow(),
});

export type LocationDetails = typeof locationDetails.$inferSelect;
