import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { jobs } from "./jobs";
import { tenants } from "./tenants";
import { users } from "./users";

/**
 * A tenant's approval rule: edits of stores by users holding any of these roles wait for an ADMIN
 * (lib/approvals). No row, or no roles, means every edit is sent at once.
 */
export const approvalRules = pgTable("approval_rules", {
  tenantId: uuid("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  roleIds: uuid("role_ids")
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A held store edit: its job (status AWAITING_APPROVAL, items written, none queued) and the
 * decision an ADMIN takes on it. `status` is PENDING until approved or rejected.
 */
export const storeEditApprovals = pgTable(
  "store_edit_approvals",
  {
    jobId: uuid("job_id")
      .primaryKey()
      .references(() => jobs.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    /** Where the edit came from (lib/approvals/gate.ts StoreEditSource). */
    source: text("source").notNull(),
    status: text("status")
      .$type<"PENDING" | "APPROVED" | "REJECTED">()
      .notNull()
      .default("PENDING"),
    reason: text("reason"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("store_edit_approvals_tenant_status_idx").on(t.tenantId, t.status, t.createdAt)],
);
