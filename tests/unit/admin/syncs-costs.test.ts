// The sync periods of spec §9 and the cost table's exact decimal arithmetic.
import { describe, expect, it } from "vitest";
import {
  costLines,
  fromMicros,
  isValidPrice,
  lineMicros,
  monthRange,
  toMicros,
} from "@/lib/costs/items";
import { planReviewSync, readCutoff } from "@/lib/reviews/sync-plan";
import {
  defaultSyncSetting,
  isSyncPeriodFor,
  periodFromEnum,
  periodStart,
  SYNC_KIND_RULES,
  SYNC_PERIOD_CODES,
  SYNC_PERIOD_ENUM,
} from "@/lib/syncs/periods";

describe("sync periods", () => {
  it("lists spec §9's periods plus the default sync's 30 days", () => {
    expect(SYNC_PERIOD_CODES).toEqual(["30D", "1M", "2M", "3M", "6M", "12M", "24M", "1Y", "ALL"]);
  });

  it("defaults reviews to 30 days, questions and metrics to 3 months, stores to all, all scheduled", () => {
    expect(defaultSyncSetting("REVIEWS")).toEqual({ period: "30D", scheduled: true });
    expect(defaultSyncSetting("QANDA")).toEqual({ period: "3M", scheduled: true });
    expect(defaultSyncSetting("METRICS")).toEqual({ period: "3M", scheduled: true });
    expect(defaultSyncSetting("STORES")).toEqual({ period: "ALL", scheduled: true });
    for (const rules of Object.values(SYNC_KIND_RULES))
      expect(rules.periods).toContain(rules.default);
  });

  it("keeps metrics within the service's 18 months and stores to a whole re-import", () => {
    expect(isSyncPeriodFor("METRICS", "12M")).toBe(true);
    expect(isSyncPeriodFor("METRICS", "24M")).toBe(false);
    expect(isSyncPeriodFor("METRICS", "ALL")).toBe(false);
    expect(isSyncPeriodFor("STORES", "3M")).toBe(false);
    expect(isSyncPeriodFor("QANDA", "ALL")).toBe(true);
    expect(isSyncPeriodFor("REVIEWS", "7D")).toBe(false);
  });

  it("counts a period back from now in UTC", () => {
    const now = new Date("2026-03-31T10:00:00Z");
    expect(periodStart("30D", now)?.toISOString()).toBe("2026-03-01T10:00:00.000Z");
    expect(periodStart("3M", now)?.toISOString()).toBe("2025-12-31T10:00:00.000Z");
    expect(periodStart("1Y", now)?.toISOString()).toBe("2025-03-31T10:00:00.000Z");
    expect(periodStart("24M", now)?.toISOString()).toBe("2024-03-31T10:00:00.000Z");
    expect(periodStart("ALL", now)).toBeNull();
  });

  it("maps every code to a GraphQL enum name and back", () => {
    for (const code of SYNC_PERIOD_CODES) expect(periodFromEnum(SYNC_PERIOD_ENUM[code])).toBe(code);
    expect(periodFromEnum("30D")).toBeNull();
    expect(periodFromEnum("WEEK")).toBeNull();
  });
});

describe("a review sync over a period", () => {
  const now = new Date("2026-03-31T10:00:00Z");
  const store = (id: string, since: string | null, fullPassAt: string | null) => ({
    id,
    googleId: `locations/${id}`,
    account: "accounts/1",
    since: since ? new Date(since) : null,
    fullPassAt: fullPassAt ? new Date(fullPassAt) : null,
  });
  const stores = [
    store("new", null, null),
    store("due", "2026-03-31T09:00:00Z", "2026-03-29T00:00:00Z"),
    store("recent", "2026-03-31T09:30:00Z", "2026-03-31T08:00:00Z"),
  ];

  it("bounds its full reads by the period, and leaves incremental reads as they were", () => {
    const from = periodStart("30D", now)!;
    const items = planReviewSync(stores, now, { readFrom: from });
    const full = items.filter((item) => item.full);
    const recent = items.filter((item) => !item.full);
    expect(full.flatMap((item) => item.stores.map((s) => s.id)).sort()).toEqual(["due", "new"]);
    for (const item of full) {
      expect(item.from).toBe(from.toISOString());
      expect(readCutoff(item)).toBe(from.getTime());
    }
    expect(recent).toHaveLength(1);
    expect(recent[0]!.from).toBeUndefined();
    expect(readCutoff(recent[0]!)).toBe(Date.parse("2026-03-31T09:30:00Z"));
  });

  it("reads whole stores without a period, as before", () => {
    for (const item of planReviewSync(stores, now).filter((item) => item.full)) {
      expect(item.from).toBeUndefined();
      expect(readCutoff(item)).toBeNull();
    }
  });
});

describe("cost arithmetic", () => {
  it("accepts non-negative prices with at most 6 decimals", () => {
    for (const ok of ["0", "0.5", "12.000001", "999999.999999", " 3.25 "])
      expect(isValidPrice(ok)).toBe(true);
    for (const bad of ["-1", "0.0000001", "1e-3", "", "abc", "1,5", "1000000", ".5", "5."])
      expect(isValidPrice(bad)).toBe(false);
  });

  it("multiplies and sums exactly where floats drift", () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004.
    expect(fromMicros(toMicros("0.1") + toMicros("0.2"))).toBe("0.300000");
    expect(fromMicros(lineMicros(3, "0.1"))).toBe("0.300000");
    expect(fromMicros(lineMicros(1_000_003, "0.000007"))).toBe("7.000021");
    expect(fromMicros(lineMicros(123_456_789, "999999.999999"))).toBe("123456788999876.543211");
    expect(fromMicros(0n)).toBe("0.000000");
    expect(() => toMicros("1.0000001")).toThrow(RangeError);
    expect(toMicros("2.5000000")).toBe(2_500_000n);
  });

  it("prices every item of a tenant's month and totals them per currency", () => {
    const { lines, totals } = costLines(
      { MAPS_CALLS: 10_001, EDITS: 3, STORES: 7, POSTS: 2 },
      {
        MAPS_CALLS: { unitPrice: "0.002", currency: "USD" },
        EDITS: { unitPrice: "0.1", currency: "USD" },
        STORES: { unitPrice: "1.5", currency: "USD" },
        POSTS: { unitPrice: "0.25", currency: "EUR" },
      },
    );
    expect(lines.map((l) => [l.item, l.quantity, l.amount, l.currency])).toEqual([
      ["MAPS_CALLS", 10_001, "20.002000", "USD"],
      ["EDITS", 3, "0.300000", "USD"],
      ["STORES", 7, "10.500000", "USD"],
      ["POSTS", 2, "0.500000", "EUR"],
      ["ADS_SPEND", 0, "0.000000", "USD"],
      ["MODEL_TOKENS", 0, "0.000000", "USD"],
    ]);
    expect(totals).toEqual([
      { currency: "EUR", amount: "0.500000" },
      { currency: "USD", amount: "30.802000" },
    ]);
  });

  it("reads a month as its first day and the next month's", () => {
    expect(monthRange("2026-12")).toEqual({ start: "2026-12-01", end: "2027-01-01" });
    expect(monthRange("2026-02")).toEqual({ start: "2026-02-01", end: "2026-03-01" });
    for (const bad of ["2026-13", "2026-1", "26-01", "2026-00", "x"])
      expect(monthRange(bad)).toBeNull();
  });
});
