import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { jobs } from "./jobs";
import { locations } from "./locations";
import { tenants } from "./tenants";
import { users } from "./users";

// Ads (lib/ads): the tenant's Google Ads account link, the link requests a platform admin
// decides, and the Search and Performance Max campaigns the tenant builds for its stores.

export type AdsAccountState = "NOT_LINKED" | "VALIDATING" | "CHECKING" | "LINKED";

/**
 * The tenant's account and where its link stands (spec §4): VALIDATING while a platform admin has
 * the request, CHECKING while the account's owner has the invitation, LINKED once accepted. No
 * row, or NOT_LINKED: none. The account's details are read from the API once it is linked.
 */
export const adsAccounts = pgTable(
  "ads_accounts",
  {
    tenantId: uuid("tenant_id")
      .primaryKey()
      .references(() => tenants.id, { onDelete: "cascade" }),
    /** Ten digits, no dashes. */
    customerId: text("customer_id").notNull(),
    currencyCode: text("currency_code"),
    dateTimeZone: text("date_time_zone"),
    descriptiveName: text("descriptive_name"),
    testAccount: boolean("test_account").notNull().default(false),
    status: text("status").$type<AdsAccountState>().notNull(),
    /** The manager's invitation (`customers/{manager}/customerClientLinks/{client}~{link}`). */
    managerLink: text("manager_link"),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    linkedAt: timestamp("linked_at", { withTimezone: true }),
    /** When the invitation's state was last read (CHECKING). */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "ads_accounts_status_check",
      sql`${t.status} in ('NOT_LINKED','VALIDATING','CHECKING','LINKED')`,
    ),
  ],
);

export type AdsRequestStatus = "PENDING" | "APPROVED" | "CANCELLED";

/** A tenant's request to link an account, approved or cancelled by a platform admin (spec §4). */
export const adsRequests = pgTable(
  "ads_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    status: text("status").$type<AdsRequestStatus>().notNull().default("PENDING"),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    // One pending request per tenant.
    uniqueIndex("ads_requests_pending_idx")
      .on(t.tenantId)
      .where(sql`${t.status} = 'PENDING'`),
    index("ads_requests_status_created_idx").on(t.status, t.createdAt, t.id),
    index("ads_requests_tenant_created_idx").on(t.tenantId, t.createdAt),
    check("ads_requests_status_check", sql`${t.status} in ('PENDING','APPROVED','CANCELLED')`),
  ],
);

export type CampaignType = "SEARCH" | "PERFORMANCE_MAX";
/**
 * DRAFT until sent; PROCESSING while the ads service reviews it (spec §4); then ACTIVE or
 * DISAPPROVED; PAUSED by the user (action 3) and ACTIVE again (action 2); ENDED after its end
 * date; FAILED when the service refused what was sent.
 */
export type CampaignStatus =
  "DRAFT" | "PROCESSING" | "ACTIVE" | "PAUSED" | "DISAPPROVED" | "ENDED" | "FAILED";

/** What a sent campaign became in the ads service: one per store, or one for all of them. */
export type CampaignRemote = {
  /** The store it targets; null for a campaign of all the stores. */
  locationId: string | null;
  /** `customers/{id}/campaigns/{id}` */
  campaign: string;
  /** `customers/{id}/campaignBudgets/{id}` */
  budget: string;
};

export const adCampaigns = pgTable(
  "ad_campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    type: text("type").$type<CampaignType>().notNull(),
    name: text("name").notNull(),
    status: text("status").$type<CampaignStatus>().notNull().default("DRAFT"),
    /** One campaign in the ads service per store (true) or one for all the stores (false). */
    perStore: boolean("per_store").notNull().default(false),
    radiusKm: real("radius_km"),
    /** In the account's currency, per campaign and day. */
    dailyBudget: numeric("daily_budget", { precision: 12, scale: 2, mode: "number" }),
    startDate: date("start_date"),
    endDate: date("end_date"),
    finalUrl: text("final_url"),
    keywords: text("keywords").array().notNull().default([]),
    headlines: text("headlines").array().notNull().default([]),
    longHeadlines: text("long_headlines").array().notNull().default([]),
    descriptions: text("descriptions").array().notNull().default([]),
    /** Resources of the tenant's library (lib/files), in the order chosen. */
    logoIds: uuid("logo_ids").array().notNull().default([]),
    imageIds: uuid("image_ids").array().notNull().default([]),
    videoUrls: text("video_urls").array().notNull().default([]),
    remotes: jsonb("remotes").$type<CampaignRemote[]>().notNull().default([]),
    /** Why the service disapproved it or refused it, as the service said. */
    statusReason: text("status_reason"),
    /** The job that sent it, or last changed its status. */
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Totals since it started, as the service last reported them (googleAds:search). */
    costMicros: bigint("cost_micros", { mode: "number" }).notNull().default(0),
    impressions: bigint("impressions", { mode: "number" }).notNull().default(0),
    clicks: bigint("clicks", { mode: "number" }).notNull().default(0),
    conversions: real("conversions").notNull().default(0),
    metricsAt: timestamp("metrics_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ad_campaigns_tenant_created_idx").on(t.tenantId, t.createdAt, t.id),
    index("ad_campaigns_tenant_type_status_idx").on(t.tenantId, t.type, t.status),
    // The review and metrics checks find the sent campaigns of every tenant.
    index("ad_campaigns_sent_idx")
      .on(t.status)
      .where(sql`${t.status} in ('PROCESSING','ACTIVE','PAUSED')`),
    check("ad_campaigns_type_check", sql`${t.type} in ('SEARCH','PERFORMANCE_MAX')`),
    check(
      "ad_campaigns_status_check",
      sql`${t.status} in ('DRAFT','PROCESSING','ACTIVE','PAUSED','DISAPPROVED','ENDED','FAILED')`,
    ),
  ],
);

/** The stores a campaign targets (a radius around each). */
export const adCampaignLocations = pgTable(
  "ad_campaign_locations",
  {
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => adCampaigns.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.locationId] }),
    index("ad_campaign_locations_location_idx").on(t.locationId),
  ],
);

/** A campaign's content kept to start others from (spec §1 templates): no stores, no dates. */
export const adTemplates = pgTable(
  "ad_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    type: text("type").$type<CampaignType>().notNull(),
    name: text("name").notNull(),
    /** The campaign fields it fills (a CampaignInput without id, stores and dates). */
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ad_templates_tenant_name_idx").on(t.tenantId, sql`lower(${t.name})`),
    check("ad_templates_type_check", sql`${t.type} in ('SEARCH','PERFORMANCE_MAX')`),
  ],
);
