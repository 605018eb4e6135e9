import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { locations } from "./locations";
import { tenants } from "./tenants";

/** The unique index on (tenant, workspaceNameKey(name)); its violation means "name already taken". */
export const WORKSPACE_NAME_INDEX = "workspaces_tenant_name_key";

/** "Sur 1" and " sur   1" are one name; the app writes names collapsed, the key also covers rows
 * written before it did. */
export const workspaceNameKey = (name: SQL | AnyPgColumn | string): SQL =>
  sql`lower(regexp_replace(btrim(${name}), '\\s+', ' ', 'g'))`;

/** Each tenant has one default workspace (isDefault) with no workspace_locations rows: it stands
 * for all the tenant's stores, so never goes stale on sync, and cannot be edited or deleted. */
export const workspaces = pgTable(
  "workspaces",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    /** Kept by statement triggers (migration 0010): the selector reads 50 totals without counting. */
    locationCount: integer("location_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("workspaces_tenant_name_idx").on(t.tenantId, t.name),
    // The service refuses a taken name first; this settles two requests that pass that check at once.
    uniqueIndex(WORKSPACE_NAME_INDEX).on(t.tenantId, workspaceNameKey(t.name)),
    // At most one default workspace per tenant, even when two requests create it at once.
    uniqueIndex("workspaces_tenant_default_idx")
      .on(t.tenantId)
      .where(sql`${t.isDefault}`),
  ],
);

export const workspaceLocations = pgTable(
  "workspace_locations",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    /** Copied from the workspace so tenant-wide reads and deletes need no join. */
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.locationId] }),
    index("workspace_locations_location_idx").on(t.locationId),
    index("workspace_locations_tenant_idx").on(t.tenantId),
  ],
);

export type WorkspaceRow = typeof workspaces.$inferSelect;
