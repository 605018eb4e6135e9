import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { storeOfTenant } from "./locations";
import { tenants } from "./tenants";

export const dailyMetrics = pgTable(
  "daily_metrics",
  {
    tenantId: uuid("tenant_id").notNull(),
    locationId: uuid("location_id").notNull(),
    metric: text("metric").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    value: bigint("value", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.metric, t.day] }),
    index("daily_metrics_tenant_day_idx").on(t.tenantId, t.day),
    storeOfTenant("daily_metrics", t),
  ],
);

/** Drives the "stores are synchronising" message while an initial import runs. */
export const tenantImports = pgTable(
  "tenant_imports",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** RUNNING, DONE or FAILED. */
    status: text("status").notNull(),
    itemCount: integer("item_count").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind] })],
);
