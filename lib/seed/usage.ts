// The demo's usage counters and unit prices, so the admin's cost table shows numbers; drawn from
// a seeded generator, identical on every run.
import type { Db } from "@/lib/db/client";
import { costPrices, tenantUsage } from "@/lib/db/schema";
import { createRandom } from "./random";
import type { TenantPlan } from "./tenants";

/** The demo's unit prices (USD). */
export const DEMO_COST_PRICES = [
  { item: "MAPS_CALLS", unitPrice: "0.0005", currency: "USD" },
  { item: "EDITS", unitPrice: "0.01", currency: "USD" },
  { item: "STORES", unitPrice: "0.5", currency: "USD" },
  { item: "POSTS", unitPrice: "0.02", currency: "USD" },
  { item: "ADS_SPEND", unitPrice: "1", currency: "USD" },
];

const DAY_MS = 86_400_000;

export async function seedUsage(db: Db, plans: TenantPlan[], now: Date): Promise<void> {
  await db.insert(costPrices).values(DEMO_COST_PRICES);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows: (typeof tenantUsage.$inferInsert)[] = [];
  for (const plan of plans.filter((p) => p.status === "ACTIVE" && p.locationCount > 0)) {
    const random = createRandom(`usage:${plan.name}`);
    for (let at = first.getTime(); at <= today; at += DAY_MS) {
      const day = new Date(at).toISOString().slice(0, 10);
      const stores = plan.locationCount;
      rows.push(
        { tenantId: plan.id, day, item: "MAPS_CALLS", count: stores * random.int(8, 30) },
        { tenantId: plan.id, day, item: "STORES", count: stores },
      );
      const edits = random.int(0, Math.max(2, Math.ceil(stores / 20)));
      if (edits > 0) rows.push({ tenantId: plan.id, day, item: "EDITS", count: edits });
      if (random.int(0, 6) === 0)
        rows.push({ tenantId: plan.id, day, item: "POSTS", count: random.int(1, stores) });
    }
  }
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(tenantUsage).values(rows.slice(i, i + 1000));
}
