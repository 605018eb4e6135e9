import { describe, expect, it } from "vitest";
import { plannedTimes } from "@/lib/posts/plan";
import { buttonUrl, composeSummary, occurrences } from "@/lib/posts/options";
import { postContentSchema } from "@/lib/posts/rules";
import { postStatus } from "@/lib/posts/status";
import { endOfMonth, fromWallTime, roundToQuarterHour, toWallTime } from "@/lib/posts/time";

const schema = postContentSchema({ today: "2026-11-26" });
const issues = (value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => `${i.path.join(".")}:${i.message}`) ?? [];

describe("post rules", () => {
  it("names every broken rule at once: short title, past from date, bad URL", () => {
    expect(
      issues({
        type: "OFFER",
        title: "Abc",
        description: "Two for one",
        validFrom: "2026-11-25T09:00",
        validTo: "2026-11-30T09:00",
        actionType: "LEARN_MORE",
        url: "not a url",
      }),
    ).toEqual(["title:tooShort", "url:invalidUrl", "validFrom:fromBeforeToday"]);
  });

  it("asks events for their dates in order, and a web button for its address", () => {
    expect(issues({ type: "EVENT", title: "Tasting", description: "Wines" })).toEqual([
      "validFrom:dateRequired",
      "validTo:dateRequired",
    ]);
    expect(
      issues({
        type: "EVENT",
        title: "Tasting",
        description: "Wines",
        validFrom: "2026-12-02T10:00",
        validTo: "2026-12-01T10:00",
        actionType: "BOOK",
      }),
    ).toEqual(["validFrom:fromAfterTo", "url:urlRequired"]);
  });

  it("gives call and shop posts their implied button", () => {
    const call = schema.parse({ type: "CALL", title: "Call us", description: "Open late" });
    expect(call.actionType).toBe("CALL");
    const shop = schema.parse({
      type: "SHOP",
      title: "New boots",
      description: "In store",
      url: "https://shop.example.com",
    });
    expect(shop.actionType).toBe("SHOP");
  });

  it("writes the summary without the title of events and adds UTM parameters to the button", () => {
    const parts = { title: "Sale", description: "All week", secondTitle: "Up to 50%" };
    expect(composeSummary({ type: "BASIC", ...parts })).toBe("Sale\n\nUp to 50%\n\nAll week");
    expect(composeSummary({ type: "EVENT", ...parts })).toBe("Up to 50%\n\nAll week");
    expect(buttonUrl("https://a.example.com/x?utm_source=old", "spring")).toBe(
      "https://a.example.com/x?utm_source=google&utm_medium=organic&utm_campaign=spring",
    );
    expect(buttonUrl("https://a.example.com/x", null)).toBe("https://a.example.com/x");
  });
});

describe("post times", () => {
  it("rounds to the quarter hour of the tenant's clock, also half an hour off UTC", () => {
    const at = new Date("2026-11-27T03:38:00Z"); // 09:08 in Kolkata, 04:38 in Madrid
    expect(toWallTime(roundToQuarterHour(at, "Asia/Kolkata"), "Asia/Kolkata")).toBe(
      "2026-11-27T09:15",
    );
    expect(toWallTime(roundToQuarterHour(at, "Europe/Madrid"), "Europe/Madrid")).toBe(
      "2026-11-27T04:45",
    );
  });

  it("reads wall times across daylight saving and ends the month at 23:59", () => {
    expect(fromWallTime("2026-07-01T09:00", "Europe/Madrid").toISOString()).toBe(
      "2026-07-01T07:00:00.000Z",
    );
    expect(fromWallTime("2026-12-01T09:00", "Europe/Madrid").toISOString()).toBe(
      "2026-12-01T08:00:00.000Z",
    );
    expect(endOfMonth("Europe/Madrid", new Date("2027-02-10T12:00:00Z"))).toBe("2027-02-28T23:59");
  });

  it("repeats monthly on the month's last day when the 31st is missing, up to the end date", () => {
    expect(occurrences("2027-01-31T09:00", "MONTHLY", "2027-04-15")).toEqual([
      "2027-01-31T09:00",
      "2027-02-28T09:00",
      "2027-03-31T09:00",
    ]);
  });

  it("refuses a plan whose time has passed", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    const past = plannedTimes(
      { mode: "SCHEDULE", publishAt: new Date("2026-11-26T10:00:00Z") },
      "UTC",
      now,
    );
    expect(past).toEqual({ ok: false, issues: [{ path: "publishAt", message: "publishAtPast" }] });
  });
});

describe("post status", () => {
  it("shows the stores' outcome once sent: live, partly live, or the worst refusal", () => {
    const counts = { PENDING: 0, PROCESSING: 0, LIVE: 28, REJECTED: 2, FAILS: 0, DELETED: 0 };
    expect(postStatus("SENT", counts)).toBe("PARTLY_LIVE");
    expect(postStatus("SENT", { ...counts, LIVE: 0 })).toBe("REJECTED");
    expect(postStatus("SENT", { ...counts, LIVE: 0, FAILS: 1 })).toBe("FAILS");
    expect(postStatus("SENT", { ...counts, REJECTED: 0 })).toBe("LIVE");
    expect(postStatus("DRAFT", counts)).toBe("CREATED");
  });
});
