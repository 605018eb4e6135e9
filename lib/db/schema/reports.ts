import {
  bigint,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { storeOfTenant } from "./locations";
import { tenants } from "./tenants";
import { users } from "./users";

const running = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);

/** Dense running totals per store and day (zeros included): any range is two primary-key reads,
 * so the top stores of 10,000 over a year read 20,000 rows, not 40 million. */
export const metricRunningTotals = pgTable(
  "metric_running_totals",
  {
    locationId: uuid("location_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    tenantId: uuid("tenant_id").notNull(),
    impressionsDesktopMaps: running("impressions_desktop_maps"),
    impressionsDesktopSearch: running("impressions_desktop_search"),
    impressionsMobileMaps: running("impressions_mobile_maps"),
    impressionsMobileSearch: running("impressions_mobile_search"),
    directionRequests: running("direction_requests"),
    callClicks: running("call_clicks"),
    websiteClicks: running("website_clicks"),
    conversations: running("conversations"),
    bookings: running("bookings"),
    foodOrders: running("food_orders"),
    foodMenuClicks: running("food_menu_clicks"),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.day] }),
    index("metric_running_totals_tenant_day_idx").on(t.tenantId, t.day),
    storeOfTenant("metric_running_totals", t),
  ],
);

/** The whole tenant per day, kept by statement triggers on daily_metrics (deletes included). */
export const tenantMetricDays = pgTable(
  "tenant_metric_days",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    metric: text("metric").notNull(),
    value: bigint("value", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.metric] })],
);

/** One row per month and keyword; for small counts the service gives only a threshold. */
export const searchKeywordMonths = pgTable(
  "search_keyword_months",
  {
    tenantId: uuid("tenant_id").notNull(),
    locationId: uuid("location_id").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    keyword: text("keyword").notNull(),
    value: bigint("value", { mode: "number" }),
    threshold: bigint("threshold", { mode: "number" }),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.month, t.keyword] }),
    index("search_keyword_months_tenant_month_idx").on(t.tenantId, t.month),
    storeOfTenant("search_keyword_months", t),
  ],
);

/** Kept by triggers; `belowThreshold` counts the stores that gave only a threshold. */
export const tenantKeywordMonths = pgTable(
  "tenant_keyword_months",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    month: date("month", { mode: "string" }).notNull(),
    keyword: text("keyword").notNull(),
    value: bigint("value", { mode: "number" }).notNull().default(0),
    belowThreshold: bigint("below_threshold", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.month, t.keyword] })],
);

export const reportSettings = pgTable("report_settings", {
  tenantId: uuid("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  ticket: numeric("ticket", { precision: 12, scale: 2 }).notNull(),
  conversionPercent: numeric("conversion_percent", { precision: 5, scale: 2 }).notNull(),
  /** USD, EUR or ARS (spec §9's currency symbols). */
  currency: text("currency").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ReportFilterSnapshot = {
  workspaceId?: string | null;
  storeIds?: string[];
  labels?: string[];
  cities?: string[];
  /** Days the report covers, ending yesterday when it is sent or opened. */
  days: number;
};

export const reportSchedules = pgTable(
  "report_schedules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    frequency: text("frequency").notNull(),
    recipients: text("recipients").array().notNull(),
    format: text("format").notNull(),
    locale: text("locale").notNull(),
    filters: jsonb("filters").$type<ReportFilterSnapshot>().notNull(),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("report_schedules_tenant_idx").on(t.tenantId),
    index("report_schedules_next_run_idx").on(t.nextRunAt),
  ],
);

export const reportShareLinks = pgTable(
  "report_share_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /** SHA-256 of the link's random token; the token itself is shown once. */
    tokenHash: text("token_hash").notNull().unique(),
    filters: jsonb("filters").$type<ReportFilterSnapshot>().notNull(),
    locale: text("locale").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("report_share_links_tenant_idx").on(t.tenantId)],
);

export type OutboxAttachment = { filename: string; contentType: string; base64: string };

/** Written here first: delivered over SMTP when configured, else CAUGHT for the mail catcher. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "cascade" }),
    recipients: text("recipients").array().notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    /** PENDING, SENT, CAUGHT or FAILED. */
    status: text("status").notNull().default("PENDING"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("email_outbox_status_created_idx").on(t.status, t.createdAt),
    index("email_outbox_tenant_created_idx").on(t.tenantId, t.createdAt),
  ],
);
