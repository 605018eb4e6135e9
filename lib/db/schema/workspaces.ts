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

/**
 * A workspace name as names are compared: without case, outer spaces or runs of inner ones
 * ("Sur 1" and " sur   1" are one name). The app writes names collapsed already (the workspace
 * rule in lib/workspaces/schema.ts); the key also holds rows written before it did.
 */
export const workspaceNameKey = (name: SQL | AnyPgColumn | string): SQL =>
  sql`lower(regexp_replace(btrim(${name}), '\\s+', ' ', 'g'))`;

/**
 * A named group of a tenant's stores (spec §3 "Workspace"). Each tenant has exactly one default
 * workspace row (isDefault): it has no rows in workspace_locations and stands for "all the
 * tenant's stores", so it never goes stale when stores are synchronised. It cannot be edited,
 * deleted or given stores.
 */
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
    /**
     * Rows in workspace_locations, kept exact by statement triggers (migration
     * 0010_workspace-location-counts): the selector reads 50 totals without counting thousands of links.
     */
    locationCount: integer("location_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("workspaces_tenant_name_idx").on(t.tenantId, t.name),
    // One workspace of a name per tenant, whatever its case and spacing. The service refuses a
    // taken name with a field error first; this settles two requests that pass that check at once.
    uniqueIndex(WORKSPACE_NAME_INDEX).on(t.tenantId, workspaceNameKey(t.name)),
    // At most one default workspace per tenant, even when two requests create it at once.
    uniqueIndex("workspaces_tenant_default_idx")
      .on(t.tenantId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Stores of a workspace; a store can belong to many workspaces. */
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
    // "Which workspaces hold this store" and the cascade from locations.
    index("workspace_locations_location_idx").on(t.locationId),
    index("workspace_locations_tenant_idx").on(t.tenantId),
  ],
);

export type WorkspaceRow = typeof workspaces.$inferSelect;
