import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
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
import { workspaces } from "./workspaces";

export type PostContent = {
  type: "BASIC" | "EVENT" | "OFFER" | "CALL" | "SHOP";
  title: string;
  secondTitle?: string | null;
  thirdTitle?: string | null;
  description: string;
  secondDescription?: string | null;
  imageIds: string[];
  /** Wall-clock "YYYY-MM-DDTHH:mm" of the event or offer (the stores' own time). */
  validFrom?: string | null;
  validTo?: string | null;
  redeemOnlineUrl?: string | null;
  url?: string | null;
  couponCode?: string | null;
  termsConditions?: string | null;
  actionType?: "BOOK" | "ORDER" | "SHOP" | "LEARN_MORE" | "SIGN_UP" | "CALL" | null;
  utmValue?: string | null;
};

/** The list's status is read from `state` and the stores' outcomes (lib/posts/status.ts). */
export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    type: text("type").$type<PostContent["type"]>().notNull(),
    title: text("title").notNull(),
    content: jsonb("content").$type<PostContent>().notNull(),
    state: text("state")
      .$type<"DRAFT" | "SCHEDULED" | "PAUSED" | "SENT" | "DELETED">()
      .notNull()
      .default("DRAFT"),
    /** When it goes out, on a quarter hour of the tenant's time zone; null for a draft. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** Counts edits: a store whose published version is older gets the post patched. */
    version: integer("version").notNull().default(1),
    /** The latest publishing job; items of earlier ones do nothing. */
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    workspaceId: uuid("workspace_id").references(() => workspaces.id, { onDelete: "set null" }),
    /** Occurrences of a recurring post share the first one's id. */
    seriesId: uuid("series_id"),
    recurrence: text("recurrence").$type<"WEEKLY" | "MONTHLY">(),
    templateId: uuid("template_id"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("posts_tenant_created_idx").on(t.tenantId, t.createdAt, t.id),
    index("posts_tenant_publish_idx").on(t.tenantId, t.publishAt),
    index("posts_series_idx").on(t.seriesId),
    check("posts_type_check", sql`${t.type} in ('BASIC','EVENT','OFFER','CALL','SHOP')`),
    check("posts_state_check", sql`${t.state} in ('DRAFT','SCHEDULED','PAUSED','SENT','DELETED')`),
  ],
);

export type PostRow = typeof posts.$inferSelect;

/** PENDING until sent, then the maps service's state; FAILS when refused, DELETED once taken down. */
export const postLocations = pgTable(
  "post_locations",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    status: text("status")
      .$type<"PENDING" | "PROCESSING" | "LIVE" | "REJECTED" | "FAILS" | "DELETED">()
      .notNull()
      .default("PENDING"),
    /** accounts/{a}/locations/{l}/localPosts/{p} once the maps service made it. */
    localPostName: text("local_post_name"),
    searchUrl: text("search_url"),
    publishedVersion: integer("published_version"),
    /** When a create was first tried: a retry looks for a post made since (no duplicate). */
    sendingSince: timestamp("sending_since", { withTimezone: true }),
    error: text("error"),
    errorDetail: text("error_detail"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.locationId] }),
    index("post_locations_tenant_location_idx").on(t.tenantId, t.locationId),
    index("post_locations_post_status_idx").on(t.postId, t.status),
  ],
);

export type PostLocationRow = typeof postLocations.$inferSelect;

export const postTemplates = pgTable(
  "post_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    content: jsonb("content").$type<PostContent>().notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("post_templates_tenant_name_idx").on(t.tenantId, sql`lower(${t.name})`)],
);

export type PostTemplateRow = typeof postTemplates.$inferSelect;
