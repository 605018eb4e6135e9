import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tenants } from "./tenants";
import { users } from "./users";

/** Per-user profile extras of /pages/profile: the keywords and business vertical they work with. */
export const profileDetails = pgTable(
  "profile_details",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    keywords: jsonb("keywords").$type<string[]>().notNull().default([]),
    vertical: text("vertical"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("profile_details_tenant_idx").on(t.tenantId)],
);
