// The per-store metric tables' one key (tenant_id, location_id) to the store of that tenant: a
// row naming another tenant's store is refused, whichever table it is written to.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { dailyMetrics } from "@/lib/db/schema";
import { addDays, monthStart } from "@/lib/insights/incremental";
import { isoDay } from "@/lib/insights/period";
import { DAILY_METRICS } from "@/lib/maps/types";
import { setUpReviewSync, type ReviewSyncSetUp } from "@/tests/integration/helpers/review-sync";

let s: ReviewSyncSetUp;

beforeAll(async () => {
  s = await setUpReviewSync({ stores: 3 });
});
afterAll(async () => {
  await s?.close();
});

describe("store keys", () => {
  it("refuse a row that names another tenant's store, in every per-store table", async () => {
    const storeOfA = s.storesA[2]!.id;
    const day = addDays(isoDay(new Date()), -3);
    for (const statement of [
      sql`insert into daily_metrics (tenant_id, location_id, metric, day, value)
        values (${s.f.tenantB}, ${storeOfA}, ${DAILY_METRICS[0]}, ${day}, 5)`,
      sql`insert into metric_running_totals (tenant_id, location_id, day)
        values (${s.f.tenantB}, ${storeOfA}, ${day})`,
      sql`insert into search_keyword_months (tenant_id, location_id, month, keyword, value)
        values (${s.f.tenantB}, ${storeOfA}, ${monthStart(day)}, 'pizza', 5)`,
    ])
      await expect(s.db.execute(statement)).rejects.toThrow();
    const [written] = await s.db
      .select({ n: sql<number>`count(*)::int` })
      .from(dailyMetrics)
      .where(and(eq(dailyMetrics.locationId, storeOfA), eq(dailyMetrics.tenantId, s.f.tenantB)));
    expect(written!.n).toBe(0);
  });
});
