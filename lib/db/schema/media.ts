import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { jobs } from "./jobs";
import { locations } from "./locations";
import { tenants } from "./tenants";
import { users } from "./users";

/** The bytes live in the file storage under `storageKey`, a key of ours, never a user's path. */
export const resources = pgTable(
  "resources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    /** Letters, digits, "-" and "_" only; unique in the tenant whatever the case. */
    name: text("name").notNull(),
    tags: text("tags").array().notNull().default([]),
    kind: text("kind").$type<"IMAGE" | "VIDEO">().notNull(),
    /** As sniffed from the bytes: image/jpeg, image/png, video/mp4, video/quicktime. */
    mimeType: text("mime_type").notNull(),
    byteSize: bigint("byte_size", { mode: "number" }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    durationMs: integer("duration_ms"),
    storageKey: text("storage_key").notNull(),
    originalName: text("original_name").notNull().default(""),
    /** Set for files uploaded through a share link (no account). */
    mediaLinkId: uuid("media_link_id").references((): AnyPgColumn => mediaLinks.id, {
      onDelete: "set null",
    }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("resources_tenant_name_idx").on(t.tenantId, sql`lower(${t.name})`),
    index("resources_tenant_created_idx").on(t.tenantId, t.createdAt, t.id),
    index("resources_tags_idx").using("gin", t.tags),
    check("resources_kind_check", sql`${t.kind} in ('IMAGE','VIDEO')`),
  ],
);

export type ResourceRow = typeof resources.$inferSelect;

/** A dismissed package leaves the list until its share link reloads it (spec §4). */
export const mediaPackages = pgTable(
  "media_packages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    category: text("category").notNull(),
    mediaFormat: text("media_format").notNull(),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("media_packages_tenant_created_idx").on(t.tenantId, t.createdAt, t.id),
    check("media_packages_format_check", sql`${t.mediaFormat} in ('PHOTO','VIDEO')`),
  ],
);

export type MediaPackageRow = typeof mediaPackages.$inferSelect;

export const mediaPackageFiles = pgTable(
  "media_package_files",
  {
    packageId: uuid("package_id")
      .notNull()
      .references(() => mediaPackages.id, { onDelete: "cascade" }),
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.resourceId] }),
    index("media_package_files_resource_idx").on(t.resourceId),
  ],
);

export const mediaPackageLocations = pgTable(
  "media_package_locations",
  {
    packageId: uuid("package_id")
      .notNull()
      .references(() => mediaPackages.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.locationId] }),
    index("media_package_locations_location_idx").on(t.locationId),
  ],
);

/** Only the token's SHA-256 is stored; links expire and can be revoked. */
export const mediaLinks = pgTable(
  "media_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    packageId: uuid("package_id").references(() => mediaPackages.id, { onDelete: "cascade" }),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("media_links_tenant_created_idx").on(t.tenantId, t.createdAt),
    check("media_links_target_check", sql`(${t.packageId} is null) <> (${t.locationId} is null)`),
  ],
);

export type MediaLinkRow = typeof mediaLinks.$inferSelect;

/** Spec §4: approved or rejected raise MEDIA_*_REPORTED. */
export const mediaReports = pgTable(
  "media_reports",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    /** The MediaItem's resource name: accounts/{a}/locations/{l}/media/customers/{m}. */
    mediaName: text("media_name").notNull(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    /** IN_PROCESS, APPROVED or REJECTED. */
    status: text("status").notNull(),
    reason: text("reason").notNull().default(""),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.mediaName] }),
    index("media_reports_location_idx").on(t.locationId),
    check("media_reports_status_check", sql`${t.status} in ('IN_PROCESS','APPROVED','REJECTED')`),
  ],
);
