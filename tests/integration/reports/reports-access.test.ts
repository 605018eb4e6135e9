// A report never reaches another tenant's workspaces or stores, nor a user outside the report
// section, and bad input is refused naming the field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/reports/range";
import { handSums, setUpReports, type ReportsFixture } from "./reports-fixture";
import { codeOf, issuesOf, perf, PERFORMANCE, SAVE } from "./reports-queries";
import { ReportFilterOptionsQuery } from "@/lib/reports/operations";

let r: ReportsFixture;
let range: { from: string; to: string };

beforeAll(async () => {
  r = await setUpReports();
  ({ range } = r);
}, 120_000);

afterAll(async () => {
  await r?.close();
});

describe("refusals", () => {
  it("refuses another tenant's workspace and stores without telling them apart from missing ones", async () => {
    const foreign = await r.as("adminA", PERFORMANCE, { range, workspaceId: r.workspaceB });
    expect(codeOf(foreign)).toBe("NOT_FOUND");
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
    const options = await r.as("adminA", ReportFilterOptionsQuery, {
      workspaceId: r.workspaceB,
    });
    expect(codeOf(options)).toBe("NOT_FOUND");
  });

  it("shows each tenant only its own numbers", async () => {
    const b = await perf(r, "adminB", {});
    const sums = handSums(r.rows, r.f.locationsB, range.from, range.to);
    expect(b.storeCount).toBe(2);
    for (const m of b.metrics) expect(m.totalValue, m.metric).toBe(sums.get(m.metric) ?? 0);
    expect(b.keywords).toEqual([{ keyword: "bravo", value: 500, belowThreshold: 0 }]);
  });

  it("lets REPORT and ADMIN users in and keeps the others out", async () => {
    expect((await perf(r, "reportA", {})).storeCount).toBe(3);
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

  it("refuses too many or too long labels and cities", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ labels: ["x".repeat(201)] }, "labels"],
      [{ cities: Array.from({ length: 101 }, (_, i) => `City ${i}`) }, "cities"],
    ];
    for (const [filter, path] of cases) {
      const answer = await r.as("adminA", PERFORMANCE, { range, ...filter });
      expect(issuesOf(answer)).toEqual([{ path, message: "tooManyValues" }]);
    }
  });
});
