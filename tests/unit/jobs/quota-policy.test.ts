// One tenant's sync held the shared maps minute while another tenant's single reply waited: the
// policy keeps a reserve for users waiting, caps background work and splits a lane between tenants.
import { describe, expect, it } from "vitest";
import { decideDay, decideMinute, laneCeiling, type MinuteUse } from "@/lib/jobs/quota-policy";

const settings = { interactiveReserve: 0.1, backgroundShare: 0.6 };
const minute = (use: Partial<MinuteUse>): MinuteUse => ({
  limit: 100,
  used: 0,
  backgroundUsed: 0,
  laneUsed: 0,
  tenantUsed: 0,
  lane: "interactive",
  weight: 1,
  others: [],
  ...use,
});

describe("decideMinute", () => {
  it("lets interactive calls use the whole minute and no more", () => {
    expect(decideMinute(minute({ used: 99, laneUsed: 99, tenantUsed: 99 }), settings)).toBeNull();
    expect(decideMinute(minute({ used: 100 }), settings)).toMatchObject({ kind: "api" });
  });

  it("keeps the reserve from bulk and caps background at its share", () => {
    expect(laneCeiling("bulk", 100, settings)).toBe(90);
    expect(laneCeiling("background", 100, settings)).toBe(60);
    expect(decideMinute(minute({ lane: "bulk", used: 89 }), settings)).toBeNull();
    expect(decideMinute(minute({ lane: "bulk", used: 90 }), settings)).toMatchObject({
      kind: "lane",
    });
    const background = minute({ lane: "background", used: 60, backgroundUsed: 60 });
    expect(decideMinute(background, settings)).toMatchObject({ kind: "lane" });
    // Background units only: the rest of the minute is left to the users.
    expect(decideMinute(minute({ lane: "background", used: 90 }), settings)).toMatchObject({
      kind: "lane",
    });
    expect(
      decideMinute(minute({ lane: "background", used: 59, backgroundUsed: 59 }), settings),
    ).toBeNull();
  });

  it("lets a tenant alone use all its lane allows", () => {
    const alone = minute({ lane: "bulk", used: 80, laneUsed: 80, tenantUsed: 80 });
    expect(decideMinute(alone, settings)).toBeNull();
  });

  it("holds a tenant to its share while others contend, and serves a newcomer first", () => {
    const busy = minute({ lane: "bulk", used: 40, laneUsed: 40, tenantUsed: 40, others: [1] });
    expect(decideMinute(busy, settings)).toEqual({ kind: "share", sharingWith: 1 });
    const newcomer = minute({ lane: "bulk", used: 40, laneUsed: 40, tenantUsed: 0, others: [1] });
    expect(decideMinute(newcomer, settings)).toBeNull();
    const even = minute({ lane: "bulk", used: 40, laneUsed: 40, tenantUsed: 20, others: [1] });
    expect(decideMinute(even, settings)).toBeNull();
  });

  it("gives a tenant of weight 2 twice the units of one of weight 1 when both keep asking", () => {
    const taken = [0, 0];
    const weights = [2, 1];
    // Both ask in turn, each taking while it may: the bulk lane's 90 units end split 60:30.
    for (let asked = true; asked;) {
      asked = false;
      for (const me of [0, 1]) {
        const used = taken[0]! + taken[1]!;
        const use = minute({
          lane: "bulk",
          used,
          laneUsed: used,
          tenantUsed: taken[me]!,
          weight: weights[me]!,
          others: [weights[1 - me]!],
        });
        if (!decideMinute(use, settings)) {
          taken[me]!++;
          asked = true;
        }
      }
    }
    expect(taken).toEqual([60, 30]);
  });

  it("holds background work to the share the settings give", () => {
    const share = { ...settings, backgroundShare: 0.3 };
    expect(laneCeiling("background", 100, share)).toBe(30);
    const at = (n: number) => minute({ lane: "background", used: n, backgroundUsed: n });
    expect(decideMinute(at(29), share)).toBeNull();
    expect(decideMinute(at(30), share)).toMatchObject({ kind: "lane" });
  });

  it("splits by weight", () => {
    const heavy = minute({ used: 30, laneUsed: 30, tenantUsed: 20, weight: 2, others: [1] });
    expect(decideMinute(heavy, settings)).toBeNull();
    const light = minute({ used: 30, laneUsed: 30, tenantUsed: 11, weight: 1, others: [2] });
    expect(decideMinute(light, settings)).toMatchObject({ kind: "share" });
  });
});

describe("decideDay", () => {
  const day = { limit: 1000, used: 0, tenantUsed: 0, tenantCap: null, weight: 1, others: [] };

  it("stops at the project's day and at the tenant's own cap", () => {
    expect(decideDay({ ...day, used: 1000 })).toMatchObject({ kind: "projectDay" });
    expect(decideDay({ ...day, used: 10, tenantUsed: 10, tenantCap: 10 })).toMatchObject({
      kind: "tenantDay",
    });
    expect(decideDay({ ...day, used: 10, tenantUsed: 9, tenantCap: 10 })).toBeNull();
  });

  it("splits the day among tenants waiting for it", () => {
    const waited = { ...day, used: 600, tenantUsed: 500, others: [1, 1] };
    expect(decideDay(waited)).toEqual({ kind: "share", sharingWith: 2 });
    expect(decideDay({ ...waited, others: [] })).toBeNull();
  });
});
