import { describe, expect, it } from "vitest";
import { cronHint } from "@/app/(app)/apps/setting-admin/_components/scheduled-jobs/cron-hint";

describe("cronHint", () => {
  it("reads the shapes the job engine uses", () => {
    expect(cronHint("*/30 * * * *")).toEqual({ kind: "everyMinutes", n: 30 });
    expect(cronHint("* * * * *")).toEqual({ kind: "everyMinutes", n: 1 });
    expect(cronHint("15 4 * * *")).toEqual({ kind: "daily", time: "04:15" });
    expect(cronHint("5 * * * *")).toEqual({ kind: "hourly", minute: 5 });
    expect(cronHint("0 */6 * * *")).toEqual({ kind: "everyHours", n: 6, minute: 0 });
    expect(cronHint("30 9 * * 1")).toEqual({ kind: "weekly", day: 1, time: "09:30" });
    expect(cronHint("0 2 * * 7")).toEqual({ kind: "weekly", day: 0, time: "02:00" });
    expect(cronHint("0 3 1 * *")).toEqual({ kind: "monthly", day: 1, time: "03:00" });
  });

  it("says nothing it cannot read for sure", () => {
    for (const expression of [
      "0 3 * 1 *",
      "1,31 * * * *",
      "0 9-17 * * 1-5",
      "* *",
      "",
      "0 3 1 * 1",
    ])
      expect(cronHint(expression)).toEqual({ kind: "custom" });
  });
});
