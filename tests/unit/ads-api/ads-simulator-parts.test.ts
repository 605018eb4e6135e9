// The ads simulator's pure parts: the GAQL reader (and what it refuses), the editorial policy,
// delivery that grows only while serving, and YouTube durations.
import { describe, expect, it } from "vitest";
import { campaignMetrics } from "@/lib/ads-simulator/metrics";
import { policyTopics } from "@/lib/ads-simulator/review";
import { parseGaql, runGaql } from "@/lib/ads-simulator/search/gaql";
import { isoDuration, simVideoSeconds } from "@/lib/ads-simulator/youtube";

describe("the GAQL reader", () => {
  const rows = [
    {
      campaign: { resourceName: "customers/1/campaigns/1", name: "B", status: "ENABLED" },
      metrics: { impressions: "10" },
    },
    {
      campaign: { resourceName: "customers/1/campaigns/2", name: "A", status: "PAUSED" },
      metrics: { impressions: "5" },
    },
    {
      campaign: { resourceName: "customers/1/campaigns/3", name: "C", status: "REMOVED" },
      metrics: { impressions: "0" },
    },
  ];

  it("selects, filters, orders and limits", () => {
    const q = parseGaql(
      "SELECT campaign.name, metrics.impressions FROM campaign WHERE campaign.status IN ('ENABLED', 'PAUSED') AND metrics.impressions >= 5 ORDER BY campaign.name LIMIT 5",
    );
    expect(q).toMatchObject({
      resource: "campaign",
      limit: 5,
      orderBy: { field: "campaign.name", desc: false },
    });
    expect(runGaql(q, rows, ["campaign", "metrics"])).toEqual({
      results: [
        { campaign: { name: "A" }, metrics: { impressions: "5" } },
        { campaign: { name: "B" }, metrics: { impressions: "10" } },
      ],
      fieldMask: "campaign.name,metrics.impressions",
    });
  });

  it("reads enum constants, != and NOT IN, and string escapes", () => {
    const q = parseGaql(
      "SELECT campaign.name FROM campaign WHERE campaign.status != REMOVED AND campaign.name NOT IN ('A', 'it\\'s')",
    );
    expect(runGaql(q, rows, ["campaign"]).results).toEqual([{ campaign: { name: "B" } }]);
  });

  it.each([
    "campaign.name FROM campaign",
    "SELECT campaign.name",
    "SELECT campaign.name FROM campaign WHERE campaign.id BETWEEN 1 AND 2",
    "SELECT campaign.name FROM campaign WHERE campaign.name = 'a' OR campaign.name = 'b'",
    "SELECT name FROM campaign",
    "SELECT campaign.name FROM campaign LIMIT -1",
  ])("refuses %s", (query) =>
    expect(() => parseGaql(query)).toThrow(expect.objectContaining({ code: "QUERY_ERROR" })),
  );

  it("refuses a field of a resource the row does not join", () => {
    expect(() =>
      runGaql(parseGaql("SELECT segments.date FROM campaign"), rows, ["campaign"]),
    ).toThrow(expect.objectContaining({ code: "UNRECOGNIZED_FIELD" }));
  });
});

describe("the editorial policy", () => {
  it.each([
    [[{ text: "Tornillos GRATIS", headline: true }], ["EXCESSIVE_CAPITALIZATION"]],
    [[{ text: "Hecho en ESPAÑA", headline: false }], ["EXCESSIVE_CAPITALIZATION"]],
    [[{ text: "Pagos con IKEA y NASA, IVA incluido", headline: false }], []],
    [[{ text: "TV y DVD", headline: true }], []],
    [[{ text: "Ven hoy!", headline: true }], ["EXCLAMATION_IN_HEADLINE"]],
    [[{ text: "Ven hoy!", headline: false }], []],
    [[{ text: "Ofertas!!", headline: false }], ["EXCESSIVE_PUNCTUATION"]],
  ])("%j → %j", (texts, topics) => expect(policyTopics(texts)).toEqual(topics));
});

describe("simulated delivery", () => {
  const base = {
    campaignId: "42",
    startDate: "2030-01-01",
    endDate: null,
    budgetMicros: 10_000_000,
  };
  const t0 = Date.parse("2030-01-01T10:00:00Z");
  const hour = 3_600_000;

  it("grows only while enabled and approved, and never spends past the budget", () => {
    const w = {
      ...base,
      enabled: [
        [t0, t0 + 2 * hour],
        [t0 + 5 * hour, null],
      ] as [number, number | null][],
      approvedAt: t0,
    };
    const at2 = campaignMetrics(w, t0 + 2 * hour);
    expect(at2.impressions).toBeGreaterThan(0);
    expect(campaignMetrics(w, t0 + 5 * hour)).toEqual(at2);
    expect(campaignMetrics(w, t0 + 6 * hour).impressions).toBeGreaterThan(at2.impressions);
    expect(campaignMetrics(w, t0 + 24 * hour).costMicros).toBeLessThanOrEqual(10_000_000);
    expect(campaignMetrics({ ...w, approvedAt: null }, t0 + 6 * hour).impressions).toBe(0);
  });

  it("serves nothing before its start date", () => {
    const w = {
      ...base,
      startDate: "2030-01-02",
      enabled: [[t0, null]] as [number, number | null][],
      approvedAt: t0,
    };
    expect(campaignMetrics(w, t0 + 10 * hour).impressions).toBe(0);
  });
});

describe("simulated YouTube", () => {
  it("writes durations as YouTube does and knows the seeded videos", () => {
    expect(isoDuration(212)).toBe("PT3M32S");
    expect(isoDuration(8)).toBe("PT8S");
    expect(isoDuration(3600)).toBe("PT1H");
    expect(isoDuration(0)).toBe("PT0S");
    expect(simVideoSeconds("dQw4w9WgXcQ")).toBe(212);
    expect(simVideoSeconds("xxxxxxxxxx9")).toBeNull();
  });
});
