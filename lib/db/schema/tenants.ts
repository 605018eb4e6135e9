import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const tenantStatus = pgEnum("tenant_status", ["ACTIVE", "DISABLE"]);

export const tenants = pgTable("tenants", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** One word, no special characters (spec §5); see lib/validation/tenant.ts. */
  name: text("name").notNull().unique(),
  status: tenantStatus("status").notNull().default("ACTIVE"),
  whitelistedDomains: text("whitelisted_domains").array().notNull().default([]),
  /** IANA time zone the tenant plans in (posts go out on its quarter hours). */
  timeZone: text("time_zone").notNull().default("Europe/Madrid"),
  /** The most maps updates a day the tenant may use of the shared project's; null for no cap. */
  mapsDailyCap: integer("maps_daily_cap"),
  /** The maps project (MAPS_PROJECTS) whose OAuth client and quotas the tenant uses; null: the first. */
  mapsProject: text("maps_project"),
  /** The tenant's weight in the fair share of a project's quotas (from its plan; 1 by default). */
  mapsWeight: integer("maps_weight").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type TenantConfigValue = {
  name: string;
  value?: string | null;
  stringValue?: string | null;
  boolean?: boolean | null;
};

export const tenantConfigs = pgTable(
  "tenant_configs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    config: text("config").notNull(),
    values: jsonb("values").$type<TenantConfigValue[]>().notNull().default([]),
  },
  (t) => [uniqueIndex("tenant_configs_tenant_config_idx").on(t.tenantId, t.config)],
);

export const featureFlags = pgTable(
  "feature_flags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    isActive: boolean("is_active").notNull().default(false),
    value: text("value"),
  },
  (t) => [uniqueIndex("feature_flags_tenant_name_idx").on(t.tenantId, t.name)],
);

export const moduleStatus = pgTable("module_status", {
  name: text("name").primaryKey(),
  /** ACTIVE or MAINTENANCE. */
  status: text("status").notNull().default("ACTIVE"),
});

export const logEvents = pgTable(
  "log_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "cascade" }),
    userId: uuid("user_id"),
    module: text("module").notNull(),
    name: text("name").notNull(),
    /** "storeplus" or "gbp" (spec §3). */
    usertype: text("usertype").notNull(),
    eventdate: timestamp("eventdate", { withTimezone: true }).notNull(),
    source: text("source").notNull(),
    params: jsonb("params").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("log_events_tenant_date_idx").on(t.tenantId, t.eventdate)],
);

export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});
