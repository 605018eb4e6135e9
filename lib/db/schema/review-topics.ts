import { sql } from "drizzle-orm";
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { storeOfTenant } from "./locations";
import { reviews } from "./reviews";
import { tenants } from "./tenants";

/**
 * The topics each review speaks of (lib/review-topics), with the sentiment it shows on each. The
 * review's store and time are kept beside it (the time is the review's update_time, which the
 * inbox's days filter reads), so the topics view counts a topic per store and week from indexes
 * without reading the reviews. A review analyzed again has its rows replaced.
 */
export const reviewTopics = pgTable(
  "review_topics",
  {
    tenantId: uuid("tenant_id").notNull(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    locationId: uuid("location_id").notNull(),
    /** A built-in topic's key (WAIT_TIME) or one of the tenant's own (tenant_topics.key). */
    topic: text("topic").notNull(),
    sentiment: text("sentiment").notNull(),
    reviewTime: timestamp("review_time", { withTimezone: true }).notNull(),
  },
  (t) => [
    // Also the inbox's "reviews about this topic" probe: review first.
    primaryKey({ columns: [t.reviewId, t.topic] }),
    // Per topic over time (summary, trend) for the whole tenant.
    index("review_topics_tenant_topic_time_idx").on(t.tenantId, t.topic, t.reviewTime),
    // Per store (a store's, a city's or a workspace's stores).
    index("review_topics_tenant_store_idx").on(t.tenantId, t.locationId, t.topic, t.reviewTime),
    storeOfTenant("review_topics", t),
    check(
      "review_topics_sentiment_check",
      sql`${t.sentiment} in ('POSITIVE','NEUTRAL','NEGATIVE')`,
    ),
  ],
);

/** A topic a tenant adds to the built-in list: its names and the words that find it, es and en. */
export const tenantTopics = pgTable(
  "tenant_topics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    /** CUSTOM_<slug>: never one of the built-in keys. */
    key: text("key").notNull(),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
    keywordsEs: jsonb("keywords_es").$type<string[]>().notNull().default([]),
    keywordsEn: jsonb("keywords_en").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tenant_topics_tenant_key_idx").on(t.tenantId, t.key)],
);

export type ReviewTopicRow = typeof reviewTopics.$inferSelect;
export type TenantTopicRow = typeof tenantTopics.$inferSelect;
