import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
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
import { jobItems, jobs } from "./jobs";
import { locations } from "./locations";
import { workspaces } from "./workspaces";
import { tenants } from "./tenants";
import { users } from "./users";

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
    googleId: text("google_id").notNull(),
    reviewerName: text("reviewer_name"),
    reviewerPhotoUrl: text("reviewer_photo_url"),
    /** 1 to 5 (the service's ONE…FIVE). */
    starRating: integer("star_rating").notNull(),
    comment: text("comment"),
    /** POSITIVE, NEUTRAL or NEGATIVE, worked out from the comment (and the stars without one). */
    sentiment: text("sentiment").notNull().default("NEUTRAL"),
    createTime: timestamp("create_time", { withTimezone: true }).notNull(),
    updateTime: timestamp("update_time", { withTimezone: true }).notNull(),
    replyComment: text("reply_comment"),
    replyUpdateTime: timestamp("reply_update_time", { withTimezone: true }),
    replyState: text("reply_state"),
    /** Why a REJECTED reply was refused (the service's PolicyViolation). */
    replyPolicyViolation: text("reply_policy_violation"),
    /** Who wrote the stored reply: PERSON (here or in the maps service) or AUTOMATIC. */
    replySource: text("reply_source"),
    replyJobItemId: uuid("reply_job_item_id").references(() => jobItems.id, {
      onDelete: "set null",
    }),
    /** REPORTED, APPROVED or REJECTED: what the user recorded of a report made to the service. */
    reportStatus: text("report_status"),
    reportUpdatedAt: timestamp("report_updated_at", { withTimezone: true }),
    /** Set when a sync no longer finds the review in the maps service (deleted by its author). */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_tenant_google_idx").on(t.tenantId, t.googleId),
    index("reviews_tenant_location_idx").on(t.tenantId, t.locationId, t.updateTime),
    index("reviews_tenant_update_idx").on(t.tenantId, t.updateTime, t.id),
    index("reviews_tenant_rating_idx").on(t.tenantId, t.starRating, t.updateTime, t.id),
    index("reviews_tenant_unanswered_idx")
      .on(t.tenantId, t.updateTime, t.id)
      .where(sql`${t.replyComment} is null`),
    // The inbox's "reported" filter: a few reviews in thousands, newest first.
    index("reviews_tenant_reported_idx")
      .on(t.tenantId, t.updateTime, t.id)
      .where(sql`${t.reportStatus} is not null`),
    // The text search uses the generated tsvector column `search` and its GIN index (migration 0024).
    check("reviews_sentiment_check", sql`${t.sentiment} in ('POSITIVE','NEUTRAL','NEGATIVE')`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

const facetColumns = () => ({
  starRating: integer("star_rating").notNull(),
  sentiment: text("sentiment").notNull(),
  answered: boolean("answered").notNull(),
  replyState: text("reply_state").notNull(),
  reportStatus: text("report_status").notNull(),
  withComment: boolean("with_comment").notNull(),
  removed: boolean("removed").notNull(),
  count: integer("count").notNull().default(0),
});

type FacetColumns = {
  [K in Exclude<keyof ReturnType<typeof facetColumns>, "count">]: AnyPgColumn;
};
const facetKey = (t: FacetColumns) => [
  t.starRating,
  t.sentiment,
  t.answered,
  t.replyState,
  t.reportStatus,
  t.withComment,
  t.removed,
];

/** Facet counts per tenant, kept by statement triggers (migration 0021): the inbox's total reads
 * a few hundred rows instead of counting 200,000 reviews. Absent values are '' (key columns). */
export const reviewCounts = pgTable(
  "review_counts",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    ...facetColumns(),
  },
  (t) => [primaryKey({ name: "review_counts_pk", columns: [t.tenantId, ...facetKey(t)] })],
);

/** The same per non-default workspace (triggers of migration 0023, also on workspace_locations). */
export const reviewWorkspaceCounts = pgTable(
  "review_workspace_counts",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    ...facetColumns(),
  },
  (t) => [
    primaryKey({ name: "review_workspace_counts_pk", columns: [t.workspaceId, ...facetKey(t)] }),
  ],
);

/** Reviews per store, kept by triggers (migration 0022): a workspace's inbox total sums these. */
export const reviewLocationCounts = pgTable(
  "review_location_counts",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    answered: boolean("answered").notNull(),
    removed: boolean("removed").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: "review_location_counts_pk",
      columns: [t.tenantId, t.locationId, t.answered, t.removed],
    }),
  ],
);

/** A reusable answer of the tenant; {firstName}, {storeName} and {city} are filled in when used. */
export const reviewTemplates = pgTable(
  "review_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("review_templates_tenant_name_idx").on(t.tenantId, sql`lower(${t.name})`)],
);

export type ReviewTemplate = typeof reviewTemplates.$inferSelect;

export const autoReplySettings = pgTable("auto_reply_settings", {
  tenantId: uuid("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(false),
  /** Wait before sending, so replies do not go out the second a review arrives. */
  delayMinutes: integer("delay_minutes").notNull().default(60),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/** `rotation` counts the rule's replies sent, so the next one takes the following template. */
export const autoReplyRules = pgTable(
  "auto_reply_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    starRating: integer("star_rating").notNull(),
    /** true: reviews with a comment; false: rating-only reviews. */
    withComment: boolean("with_comment").notNull(),
    templateIds: uuid("template_ids").array().notNull(),
    rotation: integer("rotation").notNull().default(0),
    /** The text of the rule's last reply: the next one must differ from it. */
    lastReply: text("last_reply"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("auto_reply_rules_tenant_case_idx").on(t.tenantId, t.starRating, t.withComment),
    check("auto_reply_rules_stars_check", sql`${t.starRating} between 1 and 5`),
  ],
);

export type AutoReplyRule = typeof autoReplyRules.$inferSelect;

/** Unique per review: a review is answered automatically once at most, whatever runs twice. */
export const autoReplies = pgTable(
  "auto_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    ruleId: uuid("rule_id").references(() => autoReplyRules.id, { onDelete: "set null" }),
    templateId: uuid("template_id").references(() => reviewTemplates.id, { onDelete: "set null" }),
    comment: text("comment").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** SKIPPED: answered or removed meanwhile, or it would repeat the rule's last reply. */
    status: text("status").notNull().default("SCHEDULED"),
    error: text("error"),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("auto_replies_review_idx").on(t.reviewId),
    index("auto_replies_tenant_created_idx").on(t.tenantId, t.createdAt),
  ],
);

export type AutoReply = typeof autoReplies.$inferSelect;
