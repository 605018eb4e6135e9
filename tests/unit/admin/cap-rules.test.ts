// A tenant's daily cap of maps updates: a whole number from 1 to its project's day, or empty for
// none; the form and the resolver read the same rule.
import { describe, expect, it } from "vitest";
import { capRules } from "@/app/(app)/apps/setting-admin/_components/quotas/cap-rules";
import { dailyCapError, dailyCapRange } from "@/lib/maps/daily-cap";
import { MAPS_QUOTAS } from "@/lib/maps/quotas";

const DAY = MAPS_QUOTAS.updatesPerDay;

const issue = (cap: string, projectDay: number = DAY) => {
  const result = capRules(projectDay).safeParse({ value: cap });
  return result.success ? null : result.error.issues[0]!.message;
};

describe("daily cap rules", () => {
  it("range from 1 to the project's updates of a day", () => {
    expect(dailyCapRange()).toEqual({ min: 1, max: DAY });
    expect(dailyCapRange(50_000)).toEqual({ min: 1, max: 50_000 });
    expect(dailyCapError(1)).toBeNull();
    expect(dailyCapError(DAY)).toBeNull();
    expect(dailyCapError(0)).toBe("range");
    expect(dailyCapError(-1)).toBe("range");
    expect(dailyCapError(DAY + 1)).toBe("range");
    expect(dailyCapError(2.5)).toBe("whole");
    expect(dailyCapError(Number.NaN)).toBe("whole");
  });

  it("follow the tenant's own project: a larger day allows a larger cap, a smaller one less", () => {
    expect(dailyCapError(20_000, 50_000)).toBeNull();
    expect(dailyCapError(50_001, 50_000)).toBe("range");
    expect(dailyCapError(2_001, 2_000)).toBe("range");
    expect(issue("20000", 50_000)).toBeNull();
    expect(issue("20000")).toBe("range");
  });

  it("read the form's text: a number, or empty for no cap", () => {
    expect(capRules(DAY).parse({ value: " 500 " })).toEqual({ value: 500 });
    expect(capRules(DAY).parse({ value: "" })).toEqual({ value: null });
    expect(capRules(DAY).parse({ value: "   " })).toEqual({ value: null });
    expect(capRules(DAY).parse({ value: "10000" })).toEqual({ value: 10_000 });
  });

  it("refuse a fraction or words as not whole, and 0, -1 or 10,001 as out of range", () => {
    for (const text of ["2.5", "1,5", "abc", "1e3", "5 000"]) expect(issue(text)).toBe("whole");
    for (const text of ["0", "-1", "10001"]) expect(issue(text)).toBe("range");
  });
});
