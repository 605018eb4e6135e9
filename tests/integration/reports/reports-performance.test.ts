// Performance numbers equal plain sums of the rows inserted, whichever path (tenant rollups or
// the stores' running totals) answers them.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postLocations, posts } from "@/lib/db/schema";
import { comparisonGap } from "@/lib/reports/format";
import { addDays } from "@/lib/reports/range";
import { dayStart } from "@/lib/reviews/day-range";
import { DAYS, handSums, setUpReports, ZONE_A, type ReportsFixture } from "./reports-fixture";
import { perf } from "./reports-queries";
import { ReportFilterOptionsQuery } from "@/lib/reports/operations";

let r: ReportsFixture;
let range: { from: string; to: string };
let previous: { from: string; to: string };

beforeAll(async () => {
  r = await setUpReports();
  ({ range, previous } = r);
}, 120_000);

afterAll(async () => {
  await r?.close();
});

describe("performance", () => {
  it("sums the tenant's rows over the range and the period before", async () => {
    const report = await perf(r, "adminA", {});
    expect(report.range).toEqual(range);
    expect(report.compareRange).toEqual(previous);
    expect(report.storeCount).toBe(3);
    const cur = handSums(r.rows, r.f.locationsA, range.from, range.to);
    const prev = handSums(r.rows, r.f.locationsA, previous.from, previous.to);
    for (const m of report.metrics) {
      expect(m.totalValue, m.metric).toBe(cur.get(m.metric) ?? 0);
      expect(m.totalPrevious, m.metric).toBe(prev.get(m.metric) ?? 0);
    }
    const impressions = [...cur]
      .filter(([k]) => k.includes("IMPRESSION"))
      .reduce((s, [, v]) => s + v, 0);
    expect(report.impressions.totalValue).toBe(impressions);
    const actions = ["BUSINESS_DIRECTION_REQUESTS", "CALL_CLICKS", "WEBSITE_CLICKS"];
    expect(report.actions.totalValue).toBe(actions.reduce((s, k) => s + (cur.get(k) ?? 0), 0));
    expect(report.actions.totalPrevious).toBe(actions.reduce((s, k) => s + (prev.get(k) ?? 0), 0));
    const calls = report.daily.find((s: { metric: string }) => s.metric === "CALL_CLICKS");
    expect(calls.points).toHaveLength(30);
    const day = addDays(range.to, -4);
    expect(calls.points.find((p: { day: string }) => p.day === day).value).toBe(
      handSums(r.rows, r.f.locationsA, day, day).get("CALL_CLICKS"),
    );
  });

  it("ranks stores by actions with each one's own sums", async () => {
    const report = await perf(r, "adminA", {});
    const actionsOf = (store: string, from: string, to: string) => {
      const sums = handSums(r.rows, [store], from, to);
      return ["BUSINESS_DIRECTION_REQUESTS", "CALL_CLICKS", "WEBSITE_CLICKS"].reduce(
        (s, k) => s + (sums.get(k) ?? 0),
        0,
      );
    };
    const expected = r.f.locationsA
      .map((id) => ({ id, actions: actionsOf(id, range.from, range.to) }))
      .sort((x, y) => y.actions - x.actions);
    expect(report.topStores.map((s: { actions: number }) => s.actions)).toEqual(
      expected.map((s) => s.actions),
    );
    for (const store of report.topStores) {
      expect(store.actionsPrevious).toBe(actionsOf(store.locationId, previous.from, previous.to));
    }
    expect(report.bottomStores).toHaveLength(1);
    expect(report.bottomStores[0].actions).toBe(expected.at(-1)!.actions);
  });

  it("answers the same through the stores' rows as through the tenant rollups", async () => {
    const whole = await perf(r, "adminA", {});
    const byDefault = await perf(r, "adminA", { workspaceId: r.defaultWorkspaceA });
    const byStores = await perf(r, "adminA", { storeIds: r.f.locationsA });
    expect(byDefault).toEqual(whole);
    expect(byStores.metrics).toEqual(whole.metrics);
    expect(byStores.daily).toEqual(whole.daily);
    expect(byStores.topStores).toEqual(whole.topStores);
    expect(byStores.keywords).toEqual(whole.keywords);
  });

  it("narrows to a workspace, a city and a label", async () => {
    const north = await perf(r, "adminA", { workspaceId: r.workspaceA });
    expect(north.storeCount).toBe(2);
    const sums = handSums(r.rows, r.f.locationsA.slice(0, 2), range.from, range.to);
    for (const m of north.metrics) expect(m.totalValue, m.metric).toBe(sums.get(m.metric) ?? 0);
    // Stores 1 and 3 of the fixture are in Palermo.
    const palermo = await perf(r, "adminA", { cities: ["Palermo"] });
    const odd = [r.f.locationsA[0], r.f.locationsA[2]];
    const citySums = handSums(r.rows, odd, range.from, range.to);
    expect(palermo.storeCount).toBe(2);
    for (const m of palermo.metrics)
      expect(m.totalValue, m.metric).toBe(citySums.get(m.metric) ?? 0);
    expect((await perf(r, "adminA", { labels: ["A-label"] })).metrics).toEqual(
      (await perf(r, "adminA", {})).metrics,
    );
    expect((await perf(r, "adminA", { labels: ["nope"] })).storeCount).toBe(0);
  });

  it("sums keywords by month, counting the stores below the threshold", async () => {
    const whole = await perf(r, "adminA", {});
    expect(whole.keywords).toEqual([
      { keyword: "lentes", value: 90, belowThreshold: 0 },
      { keyword: "optica", value: 65, belowThreshold: 1 },
    ]);
    const north = await perf(r, "adminA", { workspaceId: r.workspaceA });
    expect(north.keywords).toEqual([{ keyword: "optica", value: 65, belowThreshold: 0 }]);
  });

  it("compares with the year before or with nothing", async () => {
    const none = await perf(r, "adminA", { compareTo: "NONE" });
    expect(none.compareRange).toBeNull();
    expect(none.actions.totalPrevious).toBe(0);
    expect(none.topStores[0].actionsPrevious).toBe(0);
    const year = await perf(r, "adminA", { compareTo: "PREVIOUS_YEAR" });
    expect(year.compareRange.from).toBe(
      `${Number(range.from.slice(0, 4)) - 1}${range.from.slice(4)}`,
    );
    expect(year.actions.totalPrevious).toBe(0);
  });
});

describe("filter options", () => {
  it("offers the labels and cities of the workspace's stores only", async () => {
    const q = ReportFilterOptionsQuery;
    const all = await r.as("adminA", q, {});
    expect(all.body.data.reportFilterOptions).toEqual({
      labels: ["A-label"],
      cities: ["Belgrano", "Palermo"],
    });
    // The North workspace holds stores 1 (Palermo) and 2 (Belgrano) of A; B sees its own.
    const north = await r.as("adminA", q, { workspaceId: r.workspaceA });
    expect(north.body.data.reportFilterOptions.cities).toEqual(["Belgrano", "Palermo"]);
    const b = await r.as("adminB", q, {});
    expect(b.body.data.reportFilterOptions.labels).toEqual(["B-label"]);
  });
});

describe("posts", () => {
  it("counts posts published at the scope's stores once a day, not refused ones", async () => {
    const [a0, a1, a2] = r.f.locationsA;
    const content = { type: "BASIC" as const, title: "News", description: "Open", imageIds: [] };
    const post = async (
      day: string,
      copies: { store: string; status: string; version?: number }[],
    ) => {
      const at = dayStart(day, ZONE_A);
      const [row] = await r.db
        .insert(posts)
        .values({
          tenantId: r.f.tenantA,
          type: "BASIC",
          title: "News",
          content,
          state: "SENT",
          publishAt: at,
        })
        .returning({ id: posts.id });
      await r.db.insert(postLocations).values(
        copies.map((copy) => ({
          postId: row.id,
          tenantId: r.f.tenantA,
          locationId: copy.store,
          status: copy.status as "LIVE",
          publishedVersion: copy.version ?? 1,
          sendingSince: new Date(at.getTime() + 3_600_000),
        })),
      );
    };
    await post(addDays(range.to, -3), [
      { store: a0, status: "LIVE" },
      { store: a2, status: "LIVE" },
    ]);
    await post(addDays(range.to, -3), [{ store: a1, status: "REJECTED" }]);
    await post(addDays(range.to, -8), [{ store: a2, status: "PROCESSING" }]);
    await post(addDays(previous.to, -1), [{ store: a0, status: "LIVE" }]);
    await post(addDays(range.to, -6), [{ store: a1, status: "PENDING", version: undefined }]);
    await r.db
      .update(postLocations)
      .set({ publishedVersion: null })
      .where(eq(postLocations.status, "PENDING"));

    const whole = (await perf(r, "adminA", {})).posts;
    expect(whole).toMatchObject({ published: 2, publishedPrevious: 1 });
    const north = (await perf(r, "adminA", { workspaceId: r.workspaceA })).posts;
    expect(north).toMatchObject({ published: 1, publishedPrevious: 1 });
    const day = (
      await r.as(
        "adminA",
        `query($range: DateRangeInput!) { performance(range: $range) { posts { daily { day value } } } }`,
        { range },
      )
    ).body.data.performance.posts.daily;
    expect(day.find((p: { day: string }) => p.day === addDays(range.to, -3)).value).toBe(1);
    expect(day.reduce((sum: number, p: { value: number }) => sum + p.value, 0)).toBe(2);
    expect((await perf(r, "adminB", {})).posts.published).toBe(0);
  });
});

describe("first day of data", () => {
  // Regression: with three months of metrics imported, a comparison with the year before read
  // "+4,292 %" against empty months. The report names the first day of metrics, and the page,
  // the PDF and the CSV say "no data before" it instead of a change.
  it("names the scope's first day of metrics, whole tenant or some stores", async () => {
    const first = addDays(r.today, -DAYS - 1);
    const period = await perf(r, "adminA", {});
    expect(period.dataFrom).toBe(first);
    expect(comparisonGap(period.compareRange, period.dataFrom)).toBeNull();
    const year = await perf(r, "adminA", { compareTo: "PREVIOUS_YEAR" });
    expect(year.dataFrom).toBe(first);
    expect(comparisonGap(year.compareRange, year.dataFrom)).toBe(first);
    // Through the stores' running totals: the third store started 20 days later.
    const late = await perf(r, "adminA", { storeIds: [r.f.locationsA[2]] });
    expect(late.dataFrom).toBe(addDays(first, 20));
    const both = await perf(r, "adminA", { storeIds: [r.f.locationsA[2], r.f.locationsA[0]] });
    expect(both.dataFrom).toBe(first);
  });

  it("is null for stores without metrics", async () => {
    await r.db.execute(sql`delete from daily_metrics where location_id = ${r.f.locationsA[1]}`);
    await r.db.execute(
      sql`delete from metric_running_totals where location_id = ${r.f.locationsA[1]}`,
    );
    const none = await perf(r, "adminA", { storeIds: [r.f.locationsA[1]] });
    expect(none.dataFrom).toBeNull();
    expect(comparisonGap(none.compareRange, none.dataFrom)).toBeNull();
  });
});
