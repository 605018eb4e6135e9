import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { locations } from "./locations";
import { tenants } from "./tenants";

/** A review of one of the tenant's stores, imported from the maps service (v4 reviews). */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    /** Maps-service resource name: accounts/{a}/locations/{l}/reviews/{r}. */
    googleId: text("google_id").notNull(),
    reviewerName: text("reviewer_name"),
    /** 1 to 5 (the service's ONE…FIVE). */
    starRating: integer("star_rating").notNull(),
    comment: text("comment"),
    createTime: timestamp("create_time", { withTimezone: true }).notNull(),
    updateTime: timestamp("update_time", { withTimezone: true }).notNull(),
    replyComment: text("reply_comment"),
    replyUpdateTime: timestamp("reply_update_time", { withTimezone: true }),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_tenant_google_idx").on(t.tenantId, t.googleId),
    index("reviews_tenant_location_idx").on(t.tenantId, t.locationId, t.updateTime),
  ],
);
