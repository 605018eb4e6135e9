// Report numbers equal plain sums of the rows inserted, whichever path (tenant rollups or the
// stores' own rows) answers, and a report never reaches another tenant's stores.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "@/lib/db/schema";
import { addDays, compareRange } from "@/lib/reports/range";
import { dayStart } from "@/lib/reviews/day-range";
import { handSums, setUpReports, ZONE_A, type ReportsFixture } from "./reports-fixture";

let r: ReportsFixture;
let range: { from: string; to: string };
let previous: { from: string; to: string };

const PERFORMANCE = /* GraphQL */ `
  query Perf(
    $range: DateRangeInput!
    $compareTo: ReportComparison
    $workspaceId: ID
    $storeIds: [ID!]
    $labels: [String!]
    $cities: [String!]
  ) {
    performance(
      range: $range
      compareTo: $compareTo
      workspaceId: $workspaceId
      storeIds: $storeIds
      labels: $labels
      cities: $cities
    ) {
      range {
        from
        to
      }
      compareRange {
        from
        to
      }
      storeCount
      metrics {
        metric
        totalValue
        totalPrevious
      }
      impressions {
        totalValue
        totalPrevious
      }
      actions {
        totalValue
        totalPrevious
      }
      daily {
        metric
        points {
          day
          value
        }
      }
      topStores(limit: 5) {
        locationId
        actions
        actionsPrevious
        directions
        calls
        website
        impressions
      }
      bottomStores(limit: 1) {
        locationId
        actions
      }
      keywords {
        keyword
        value
        belowThreshold
      }
      posts {
        published
        publishedPrevious
      }
    }
  }
`;

const codeOf = (answer: { body: { errors?: { extensions: { code: string } }[] } }) =>
  answer.body.errors?.[0]?.extensions.code;
const issuesOf = (answer: { body: { errors?: { extensions: { issues?: unknown } }[] } }) =>
  answer.body.errors?.[0]?.extensions.issues;

async function perf(user: string, variables: Record<string, unknown>) {
  const answer = await r.as(user, PERFORMANCE, { range, ...variables });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.performance;
}

beforeAll(async () => {
  r = await setUpReports();
  range = { from: addDays(r.today, -31), to: addDays(r.today, -2) };
  const p = compareRange({ start: range.from, end: range.to })!;
  previous = { from: p.start, to: p.end };
  const at = (day: string, hour: number) =>
    new Date(dayStart(day, ZONE_A).getTime() + hour * 3_600_000);
  const review = (
    store: string,
    tenantId: string,
    stars: number,
    day: string,
    replyHours?: number,
  ) => ({
    tenantId,
    locationId: store,
    googleId: `reviews/${store}/${day}/${stars}/${replyHours ?? "none"}`,
    starRating: stars,
    createTime: at(day, 10),
    updateTime: at(day, 10),
    replyComment: replyHours === undefined ? null : "Thanks",
    replyUpdateTime: replyHours === undefined ? null : at(day, 10 + replyHours),
  });
  const [a0, a1, a2] = r.f.locationsA;
  await r.db
    .insert(reviews)
    .values([
      review(a0, r.f.tenantA, 5, addDays(range.to, -1), 2),
      review(a0, r.f.tenantA, 3, addDays(range.to, -5), 10),
      review(a1, r.f.tenantA, 1, addDays(range.to, -3)),
      review(a2, r.f.tenantA, 4, addDays(range.to, -10), 4),
      review(a1, r.f.tenantA, 2, addDays(previous.to, -2), 1),
      { ...review(a0, r.f.tenantA, 1, addDays(range.to, -2)), removedAt: new Date() },
      review(r.f.locationsB[0], r.f.tenantB, 5, addDays(range.to, -1), 1),
    ]);
}, 120_000);

afterAll(async () => {
  await r?.close();
});

describe("performance", () => {
  it("sums the tenant's rows over the range and the period before", async () => {
    const report = await perf("adminA", {});
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
    const report = await perf("adminA", {});
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
    const whole = await perf("adminA", {});
    const byDefault = await perf("adminA", { workspaceId: r.defaultWorkspaceA });
    const byStores = await perf("adminA", { storeIds: r.f.locationsA });
    expect(byDefault).toEqual(whole);
    expect(byStores.metrics).toEqual(whole.metrics);
    expect(byStores.daily).toEqual(whole.daily);
    expect(byStores.topStores).toEqual(whole.topStores);
    expect(byStores.keywords).toEqual(whole.keywords);
  });

  it("narrows to a workspace, a city and a label", async () => {
    const north = await perf("adminA", { workspaceId: r.workspaceA });
    expect(north.storeCount).toBe(2);
    const sums = handSums(r.rows, r.f.locationsA.slice(0, 2), range.from, range.to);
    for (const m of north.metrics) expect(m.totalValue, m.metric).toBe(sums.get(m.metric) ?? 0);
    // Stores 1 and 3 of the fixture are in Palermo.
    const palermo = await perf("adminA", { cities: ["Palermo"] });
    const odd = [r.f.locationsA[0], r.f.locationsA[2]];
    const citySums = handSums(r.rows, odd, range.from, range.to);
    expect(palermo.storeCount).toBe(2);
    for (const m of palermo.metrics)
      expect(m.totalValue, m.metric).toBe(citySums.get(m.metric) ?? 0);
    expect((await perf("adminA", { labels: ["A-label"] })).metrics).toEqual(
      (await perf("adminA", {})).metrics,
    );
    expect((await perf("adminA", { labels: ["nope"] })).storeCount).toBe(0);
  });

  it("sums keywords by month, counting the stores below the threshold", async () => {
    const whole = await perf("adminA", {});
    expect(whole.keywords).toEqual([
      { keyword: "lentes", value: 90, belowThreshold: 0 },
      { keyword: "optica", value: 65, belowThreshold: 1 },
    ]);
    const north = await perf("adminA", { workspaceId: r.workspaceA });
    expect(north.keywords).toEqual([{ keyword: "optica", value: 65, belowThreshold: 0 }]);
  });

  it("compares with the year before or with nothing", async () => {
    const none = await perf("adminA", { compareTo: "NONE" });
    expect(none.compareRange).toBeNull();
    expect(none.actions.totalPrevious).toBe(0);
    expect(none.topStores[0].actionsPrevious).toBe(0);
    const year = await perf("adminA", { compareTo: "PREVIOUS_YEAR" });
    expect(year.compareRange.from).toBe(
      `${Number(range.from.slice(0, 4)) - 1}${range.from.slice(4)}`,
    );
    expect(year.actions.totalPrevious).toBe(0);
  });
});

describe("refusals", () => {
  it("refuses another tenant's workspace and stores without telling them apart from missing ones", async () => {
    const foreign = await r.as("adminA", PERFORMANCE, { range, workspaceId: r.workspaceB });
    expect(codeOf(foreign)).toBe("BAD_USER_INPUT");
    expect(issuesOf(foreign)).toEqual([{ path: "workspaceId", message: "workspaceNotFound" }]);
    const missing = await r.as("adminA", PERFORMANCE, {
      range,
      workspaceId: "00000000-0000-4000-8000-000000000000",
    });
    expect(issuesOf(missing)).toEqual(issuesOf(foreign));
    const stores = await r.as("adminA", PERFORMANCE, {
      range,
      storeIds: [r.f.locationsA[0], r.f.locationsB[0]],
    });
    expect(issuesOf(stores)).toEqual([{ path: "storeIds", message: "storeNotFound" }]);
    const options = await r.as(
      "adminA",
      `query($w: ID) { reportFilterOptions(workspaceId: $w) { cities } }`,
      {
        w: r.workspaceB,
      },
    );
    expect(codeOf(options)).toBe("BAD_USER_INPUT");
  });

  it("shows each tenant only its own numbers", async () => {
    const b = await perf("adminB", {});
    const sums = handSums(r.rows, r.f.locationsB, range.from, range.to);
    expect(b.storeCount).toBe(2);
    for (const m of b.metrics) expect(m.totalValue, m.metric).toBe(sums.get(m.metric) ?? 0);
    expect(b.keywords).toEqual([{ keyword: "bravo", value: 500, belowThreshold: 0 }]);
  });

  it("lets REPORT and ADMIN users in and keeps the others out", async () => {
    expect((await perf("reportA", {})).storeCount).toBe(3);
    for (const user of ["storeA", "reviewsA"]) {
      for (const query of [
        PERFORMANCE,
        `query($range: DateRangeInput!) { reviewStats(range: $range) { total } }`,
        `query($range: DateRangeInput!) { revenue(range: $range) { income } }`,
        `{ revenueSettings { ticket } }`,
      ]) {
        expect(codeOf(await r.as(user, query, { range })), `${user}`).toBe("FORBIDDEN");
      }
      const save = await r.as(user, SAVE, {
        input: { ticket: 5, conversionPercent: 5, currency: "EUR" },
      });
      expect(codeOf(save)).toBe("FORBIDDEN");
    }
  });

  it("refuses bad ranges with the field and a message key", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ from: "2024-02-30", to: range.to }, "range.from", "invalidDay"],
      [{ from: range.to, to: range.from }, "range.from", "rangeOrder"],
      [{ from: range.from, to: addDays(r.today, 1) }, "range.to", "rangeInFuture"],
      [{ from: addDays(range.to, -366), to: range.to }, "range", "rangeTooLong"],
    ];
    for (const [bad, path, message] of cases) {
      const answer = await r.as("adminA", PERFORMANCE, { range: bad });
      expect(answer.status).toBe(200);
      expect(issuesOf(answer), message).toEqual([{ path, message }]);
    }
    const limit = await r.as(
      "adminA",
      `query($range: DateRangeInput!) { performance(range: $range) { topStores(limit: 51) { name } } }`,
      { range },
    );
    expect(codeOf(limit)).toBe("BAD_USER_INPUT");
  });
});

const SAVE = /* GraphQL */ `
  mutation Save($input: RevenueSettingsInput!) {
    saveRevenueSettings(input: $input) {
      ticket
      conversionPercent
      currency
      isDefault
    }
  }
`;
const REVENUE = /* GraphQL */ `
  query Revenue($range: DateRangeInput!, $workspaceId: ID) {
    revenue(range: $range, workspaceId: $workspaceId) {
      settings {
        ticket
        conversionPercent
        currency
        isDefault
      }
      traffic
      trafficPrevious
      income
      incomePrevious
      daily {
        day
        value
      }
      stores(limit: 3) {
        locationId
        traffic
        income
        incomePrevious
      }
    }
  }
`;

const trafficOf = (sums: Map<string, number>) =>
  0.8 * (sums.get("BUSINESS_DIRECTION_REQUESTS") ?? 0) +
  0.4 * (sums.get("CALL_CLICKS") ?? 0) +
  0.1 * (sums.get("WEBSITE_CLICKS") ?? 0);

describe("revenue", () => {
  it("uses the estimator's defaults, then the saved ticket and conversion", async () => {
    const before = (await r.as("adminA", REVENUE, { range })).body.data.revenue;
    expect(before.settings).toEqual({
      ticket: 10,
      conversionPercent: 1,
      currency: "USD",
      isDefault: true,
    });
    const traffic = trafficOf(handSums(r.rows, r.f.locationsA, range.from, range.to));
    expect(before.traffic).toBeCloseTo(traffic, 6);
    expect(before.income).toBeCloseTo((10 * traffic * 1) / 100, 6);

    const saved = await r.as("reportA", SAVE, {
      input: { ticket: 25.5, conversionPercent: 3, currency: "EUR" },
    });
    expect(saved.body.data.saveRevenueSettings).toEqual({
      ticket: 25.5,
      conversionPercent: 3,
      currency: "EUR",
      isDefault: false,
    });
    const after = (await r.as("adminA", REVENUE, { range })).body.data.revenue;
    expect(after.income).toBeCloseTo((25.5 * traffic * 3) / 100, 6);
    const prevTraffic = trafficOf(handSums(r.rows, r.f.locationsA, previous.from, previous.to));
    expect(after.incomePrevious).toBeCloseTo((25.5 * prevTraffic * 3) / 100, 6);
    const day = addDays(range.to, -7);
    const dayTraffic = trafficOf(handSums(r.rows, r.f.locationsA, day, day));
    expect(after.daily.find((p: { day: string }) => p.day === day).value).toBeCloseTo(
      (25.5 * dayTraffic * 3) / 100,
      6,
    );
    const daySum = after.daily.reduce((s: number, p: { value: number }) => s + p.value, 0);
    expect(daySum).toBeCloseTo(after.income, 6);
    for (const store of after.stores) {
      const t = trafficOf(handSums(r.rows, [store.locationId], range.from, range.to));
      expect(store.traffic).toBeCloseTo(t, 6);
      expect(store.income).toBeCloseTo((25.5 * t * 3) / 100, 6);
    }
    // Another tenant keeps its own defaults.
    const b = (await r.as("adminB", REVENUE, { range })).body.data.revenue;
    expect(b.settings.isDefault).toBe(true);
  });

  it("refuses settings outside the sliders and keeps the saved ones", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ticket: 0, conversionPercent: 3, currency: "EUR" }, "ticket", "ticketRange"],
      [{ ticket: 10_001, conversionPercent: 3, currency: "EUR" }, "ticket", "ticketRange"],
      [
        { ticket: 5, conversionPercent: 0, currency: "EUR" },
        "conversionPercent",
        "conversionRange",
      ],
      [
        { ticket: 5, conversionPercent: 101, currency: "EUR" },
        "conversionPercent",
        "conversionRange",
      ],
      [{ ticket: 5, conversionPercent: 3, currency: "GBP" }, "currency", "currencyUnknown"],
    ];
    for (const [input, path, message] of cases) {
      const answer = await r.as("adminA", SAVE, { input });
      expect(issuesOf(answer), message).toEqual([{ path, message }]);
    }
    const kept = await r.as("adminA", `{ revenueSettings { ticket conversionPercent currency } }`);
    expect(kept.body.data.revenueSettings).toEqual({
      ticket: 25.5,
      conversionPercent: 3,
      currency: "EUR",
    });
  });
});

const REVIEWS = /* GraphQL */ `
  query Reviews($range: DateRangeInput!, $workspaceId: ID) {
    reviewStats(range: $range, workspaceId: $workspaceId) {
      total
      totalPrevious
      averageRating
      averageRatingPrevious
      replied
      replyRate
      replyRatePrevious
      averageReplyHours
      medianReplyHours
      ratings {
        stars
        count
      }
      series {
        day
        count
        averageRating
        replied
      }
    }
  }
`;

describe("review stats", () => {
  it("counts the range's reviews, their rating, replies and reply time", async () => {
    const stats = (await r.as("adminA", REVIEWS, { range })).body.data.reviewStats;
    expect(stats).toMatchObject({
      total: 4,
      totalPrevious: 1,
      averageRating: (5 + 3 + 1 + 4) / 4,
      averageRatingPrevious: 2,
      replied: 3,
      replyRate: 75,
      replyRatePrevious: 100,
    });
    expect(stats.averageReplyHours).toBeCloseTo((2 + 10 + 4) / 3, 6);
    expect(stats.medianReplyHours).toBeCloseTo(4, 6);
    expect(stats.ratings).toEqual([
      { stars: 1, count: 1 },
      { stars: 2, count: 0 },
      { stars: 3, count: 1 },
      { stars: 4, count: 1 },
      { stars: 5, count: 1 },
    ]);
    expect(stats.series).toHaveLength(30);
    expect(stats.series.find((p: { day: string }) => p.day === addDays(range.to, -1))).toEqual({
      day: addDays(range.to, -1),
      count: 1,
      averageRating: 5,
      replied: 1,
    });
    const north = (await r.as("adminA", REVIEWS, { range, workspaceId: r.workspaceA })).body.data
      .reviewStats;
    expect(north.total).toBe(3);
    const b = (await r.as("adminB", REVIEWS, { range })).body.data.reviewStats;
    expect(b.total).toBe(1);
  });

  it("buckets long ranges by week", async () => {
    const long = { from: addDays(range.to, -199), to: range.to };
    const stats = (await r.as("adminA", REVIEWS, { range: long })).body.data.reviewStats;
    expect(stats.series).toHaveLength(Math.ceil(200 / 7));
    expect(stats.series.reduce((s: number, p: { count: number }) => s + p.count, 0)).toBe(5);
  });
});
