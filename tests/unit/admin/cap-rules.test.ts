// A tenant's daily cap of maps updates: a whole number from 1 to the project's day, or empty for
// none; the form and the resolver read the same rule.
import { describe, expect, it } from "vitest";
import { capRules } from "@/app/(app)/apps/setting-admin/_components/quotas/cap-rules";
import { DAILY_CAP_RANGE, dailyCapError } from "@/lib/maps/daily-cap";
import { MAPS_QUOTAS } from "@/lib/maps/quotas";

const issue = (cap: string) => {
  const result = capRules.safeParse({ value: cap });
  return result.success ? null : result.error.issues[0]!.message;
};

describe("daily cap rules", () => {
  it("range from 1 to the project's updates of a day", () => {
    expect(DAILY_CAP_RANGE).toEqual({ min: 1, max: MAPS_QUOTAS.updatesPerDay });
    expect(dailyCapError(1)).toBeNull();
    expect(dailyCapError(MAPS_QUOTAS.updatesPerDay)).toBeNull();
    expect(dailyCapError(0)).toBe("range");
    expect(dailyCapError(-1)).toBe("range");
    expect(dailyCapError(MAPS_QUOTAS.updatesPerDay + 1)).toBe("range");
    expect(dailyCapError(2.5)).toBe("whole");
    expect(dailyCapError(Number.NaN)).toBe("whole");
  });

  it("read the form's text: a number, or empty for no cap", () => {
    expect(capRules.parse({ value: " 500 " })).toEqual({ value: 500 });
    expect(capRules.parse({ value: "" })).toEqual({ value: null });
    expect(capRules.parse({ value: "   " })).toEqual({ value: null });
    expect(capRules.parse({ value: "10000" })).toEqual({ value: 10_000 });
  });

  it("refuse a fraction or words as not whole, and 0, -1 or 10,001 as out of range", () => {
    for (const text of ["2.5", "1,5", "abc", "1e3", "5 000"]) expect(issue(text)).toBe("whole");
    for (const text of ["0", "-1", "10001"]) expect(issue(text)).toBe("range");
  });
});
