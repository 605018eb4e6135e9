import { describe, expect, it } from "vitest";
import {
  parseReportParams,
  presetRange,
  rangeDays,
  reportFiltersInput,
  reportVariables,
  writeReportParams,
  type ReportParams,
} from "@/lib/reports/params";

const NOW = new Date("2026-11-26T15:00:00Z");
const STORE = "5b0c1f0e-7a52-4d8e-9a41-2c3f4b5a6d7e";
const WORKSPACE = "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";

function parsed(raw: Record<string, string | string[]>): ReportParams {
  const result = parseReportParams(raw, NOW);
  if (!result.ok) throw new Error(result.error);
  return result.params;
}

describe("parseReportParams", () => {
  it("defaults to the last 30 days ending yesterday, compared with the previous period", () => {
    expect(parsed({})).toEqual({
      workspaceId: null,
      preset: 30,
      range: { from: "2026-10-27", to: "2026-11-25" },
      compare: "previous",
      storeIds: [],
      labels: [],
      cities: [],
    });
  });

  it("reads a preset, a comparison, a workspace and repeated stores, labels and cities", () => {
    const params = parsed({
      days: "90",
      compare: "year",
      workspace: WORKSPACE,
      store: [STORE, STORE],
      label: [" Centro ", "Centro", ""],
      city: "Madrid",
    });
    expect(params.range).toEqual({ from: "2026-08-28", to: "2026-11-25" });
    expect(rangeDays(params.range)).toBe(90);
    expect(params).toMatchObject({
      preset: 90,
      compare: "year",
      workspaceId: WORKSPACE,
      storeIds: [STORE],
      labels: ["Centro"],
      cities: ["Madrid"],
    });
  });

  it("reads a custom range up to today", () => {
    expect(parsed({ from: "2026-01-01", to: "2026-11-26" })).toMatchObject({
      preset: null,
      range: { from: "2026-01-01", to: "2026-11-26" },
    });
  });

  it.each([
    [{ days: "14" }, "invalidPreset"],
    [{ days: "abc" }, "invalidPreset"],
    [{ from: "2026-02-30", to: "2026-03-01" }, "invalidDay"],
    [{ from: "2026-03-01" }, "invalidDay"],
    [{ from: "2026-03-02", to: "2026-03-01" }, "rangeOrder"],
    [{ from: "2026-11-01", to: "2026-11-27" }, "rangeInFuture"],
    [{ from: "2024-11-01", to: "2026-11-01" }, "rangeTooLong"],
    [{ compare: "lastWeek" }, "invalidComparison"],
    [{ compare: "toString" }, "invalidComparison"],
    [{ workspace: "1 or 1=1" }, "invalidWorkspace"],
    [{ store: "42" }, "invalidStore"],
    [{ label: "x".repeat(101) }, "tooManyValues"],
  ])("refuses %j with %s", (raw, error) => {
    expect(parseReportParams(raw, NOW)).toEqual({ ok: false, error });
  });

  it("refuses more than 20 stores", () => {
    const ids = Array.from(
      { length: 21 },
      (_, i) => `5b0c1f0e-7a52-4d8e-9a41-${String(i).padStart(12, "0")}`,
    );
    expect(parseReportParams({ store: ids }, NOW)).toEqual({ ok: false, error: "tooManyStores" });
  });
});

describe("writeReportParams", () => {
  it("leaves the defaults out and round-trips the rest", () => {
    expect(writeReportParams(parsed({})).toString()).toBe("");
    const raw = { days: "7", compare: "none", store: STORE, label: "A", city: "B" };
    const written = writeReportParams(parsed(raw));
    expect(Object.fromEntries(written)).toEqual(raw);
    const custom = writeReportParams(parsed({ from: "2026-01-01", to: "2026-01-31" }));
    expect(custom.toString()).toBe("from=2026-01-01&to=2026-01-31");
  });
});

describe("report variables", () => {
  it("sends the comparison's GraphQL name and no empty lists", () => {
    expect(reportVariables(parsed({ compare: "year" }))).toEqual({
      range: { from: "2026-10-27", to: "2026-11-25" },
      compareTo: "PREVIOUS_YEAR",
      workspaceId: null,
      storeIds: null,
      labels: null,
      cities: null,
    });
    expect(reportFiltersInput(parsed({ days: "365", store: STORE }))).toMatchObject({
      days: 365,
      storeIds: [STORE],
    });
  });

  it("presetRange ends yesterday", () => {
    expect(presetRange(7, NOW)).toEqual({ from: "2026-11-19", to: "2026-11-25" });
  });
});
