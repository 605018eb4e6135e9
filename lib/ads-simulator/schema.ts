import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

// The Google Ads simulator's state, apart from the product's tables: its customers (accounts),
// the manager's links to them, and every resource created through its mutate endpoints.

export const adsSim = pgSchema("ads_sim");

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A Google Ads account: a client, or the platform's manager account. Ids are ten digits. */
export const adsSimCustomers = adsSim.table("customers", {
  id: text("id").primaryKey(),
  descriptiveName: text("descriptive_name").notNull(),
  currencyCode: text("currency_code").notNull(),
  timeZone: text("time_zone").notNull(),
  testAccount: boolean("test_account").notNull().default(false),
  manager: boolean("manager").notNull().default(false),
  createdAt: createdAt(),
});

/**
 * A manager's invitation to a client and its answer (CustomerClientLink / CustomerManagerLink):
 * PENDING, then ACTIVE when the client accepts, REFUSED, CANCELED by the manager, INACTIVE when
 * ended.
 */
export const adsSimLinks = adsSim.table(
  "links",
  {
    managerId: text("manager_id").notNull(),
    clientId: text("client_id").notNull(),
    linkId: integer("link_id").notNull(),
    status: text("status").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.managerId, t.clientId, t.linkId] })],
);

/**
 * A resource made through a mutate call, in the API's JSON (camelCase) as read back by
 * googleAds:search: campaignBudget, campaign, adGroup, adGroupAd, adGroupCriterion,
 * campaignCriterion, asset, assetGroup, assetGroupAsset.
 */
export const adsSimResources = adsSim.table(
  "resources",
  {
    resourceName: text("resource_name").primaryKey(),
    customerId: text("customer_id").notNull(),
    type: text("type").notNull(),
    /** The campaign it belongs to, when it belongs to one. */
    campaign: text("campaign"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ads_sim_resources_customer_type_idx").on(t.customerId, t.type),
    index("ads_sim_resources_campaign_idx")
      .on(t.campaign)
      .where(sql`${t.campaign} is not null`),
  ],
);
