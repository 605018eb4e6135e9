import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { simLocationId } from "@/lib/maps-simulator/ids";
import {
  BI,
  closeSimulator,
  openSimulator,
  resetQuotas,
  simCall,
  violations,
  type SimFixture,
} from "@/tests/integration/helpers/maps-sim";

// locations.patch's field checks on the simulator: each refusal names the field a caller maps to
// the spec's notification (phones → PHONE_NUMBERS_ERROR, hours → REGULAR_HOUR_ERROR…).

let sim: SimFixture;
const AR_STORE = simLocationId("1001", 0); // Buenos Aires
const US_STORE = simLocationId("1001", 3);

beforeAll(async () => {
  sim = await openSimulator(10);
});
afterAll(() => closeSimulator(sim));
beforeEach(() => resetQuotas(sim));

function patch(id: string, mask: string, body: unknown) {
  return simCall("PATCH", `${BI}/locations/${id}?updateMask=${mask}`, { token: sim.acme, body });
}

describe("locations.patch field checks", () => {
  it.each([
    [
      "a phone of another country",
      { primaryPhone: "+34 912 345 678" },
      "phoneNumbers.primaryPhone",
    ],
    ["a phone that is no number", { primaryPhone: "12" }, "phoneNumbers.primaryPhone"],
    [
      "three additional phones",
      {
        primaryPhone: "+54 11 4777-1234",
        additionalPhones: ["011 4777-1001", "011 4777-1002", "011 4777-1003"],
      },
      "phoneNumbers.additionalPhones",
    ],
    [
      "additional phones without a primary one",
      { additionalPhones: ["011 4777-1001"] },
      "phoneNumbers.primaryPhone",
    ],
  ])("refuses %s", async (_, phoneNumbers, field) => {
    const answer = await patch(AR_STORE, "phoneNumbers", { phoneNumbers });
    expect(answer.status).toBe(400);
    expect(answer.body.error.status).toBe("INVALID_ARGUMENT");
    expect(violations(answer)).toEqual([field]);
  });

  it("checks phones against the store's region", async () => {
    const answer = await patch(AR_STORE, "phoneNumbers", {
      phoneNumbers: { primaryPhone: "+1 212 555 0100" },
    });
    expect(answer.body.error.details[0].fieldViolations[0].description).toContain("AR");
    expect(
      (await patch(US_STORE, "phoneNumbers", { phoneNumbers: { primaryPhone: "+1 212 555 0100" } }))
        .status,
    ).toBe(200);
  });

  it.each(["ftp://files.example/x", "not a url", "https://localhost/x"])(
    "refuses the website %s",
    async (websiteUri) => {
      expect(violations(await patch(AR_STORE, "websiteUri", { websiteUri }))).toEqual([
        "websiteUri",
      ]);
    },
  );

  it("refuses unknown, repeated and more than nine additional categories", async () => {
    const gcid = (id: string) => ({ name: `categories/gcid:${id}` });
    const ten = [
      "shoe_store",
      "boutique",
      "outlet_store",
      "gift_shop",
      "jewelry_store",
      "watch_store",
      "perfume_store",
      "toy_store",
      "book_store",
      "baby_store",
    ];
    const cases: [unknown, string][] = [
      [{ primaryCategory: gcid("flying_saucer_port") }, "categories.primaryCategory.name"],
      [
        { primaryCategory: gcid("clothing_store"), additionalCategories: [gcid("clothing_store")] },
        "categories.additionalCategories[0].name",
      ],
      [
        { primaryCategory: gcid("clothing_store"), additionalCategories: ten.map(gcid) },
        "categories.additionalCategories",
      ],
      [{ additionalCategories: [gcid("shoe_store")] }, "categories.primaryCategory.name"],
    ];
    for (const [categories, field] of cases)
      expect(violations(await patch(AR_STORE, "categories", { categories }))).toEqual([field]);
    const nine = {
      primaryCategory: gcid("clothing_store"),
      additionalCategories: ten.slice(0, 9).map(gcid),
    };
    expect((await patch(AR_STORE, "categories", { categories: nine })).status).toBe(200);
  });

  it("refuses malformed and overlapping regular hours", async () => {
    const period = (openDay: string, open: number, closeDay: string, close: number) => ({
      openDay,
      openTime: { hours: open },
      closeDay,
      closeTime: { hours: close },
    });
    const cases: [unknown[], string][] = [
      [[period("MONDAY", 18, "MONDAY", 9)], "regularHours.periods[0]"],
      [
        [period("MONDAY", 9, "MONDAY", 18), period("MONDAY", 17, "MONDAY", 20)],
        "regularHours.periods[1]",
      ],
      [
        [period("SUNDAY", 20, "MONDAY", 2), period("MONDAY", 1, "MONDAY", 5)],
        "regularHours.periods[1]",
      ],
      [[{ ...period("FUNDAY", 9, "MONDAY", 18) }], "regularHours.periods[0]"],
      [
        [{ ...period("MONDAY", 9, "MONDAY", 18), closeTime: { hours: 25 } }],
        "regularHours.periods[0]",
      ],
      [[], "regularHours.periods"],
    ];
    for (const [periods, field] of cases)
      expect(
        violations(await patch(AR_STORE, "regularHours", { regularHours: { periods } })),
      ).toEqual([field]);
    const lateFriday = [
      period("FRIDAY", 19, "SATURDAY", 2),
      period("SATURDAY", 10, "SATURDAY", 14),
    ];
    expect(
      (await patch(AR_STORE, "regularHours", { regularHours: { periods: lateFriday } })).status,
    ).toBe(200);
  });

  it("refuses special hours dated badly, and special hours without regular hours", async () => {
    const day = (d: number, m = 12) => ({ year: 2030, month: m, day: d });
    const cases: [unknown, string][] = [
      [
        { startDate: { year: 2030, month: 2, day: 30 }, closed: true },
        "specialHours.specialHourPeriods[0].startDate",
      ],
      [
        { startDate: day(24), endDate: day(26), openTime: { hours: 9 }, closeTime: { hours: 10 } },
        "specialHours.specialHourPeriods[0].endDate",
      ],
      [
        { startDate: day(24), endDate: day(23), closed: true },
        "specialHours.specialHourPeriods[0].endDate",
      ],
      [
        { startDate: day(24), openTime: { hours: 13 }, closeTime: { hours: 11 } },
        "specialHours.specialHourPeriods[0]",
      ],
      [
        { startDate: day(24), endDate: day(25), openTime: { hours: 13 }, closeTime: { hours: 12 } },
        "specialHours.specialHourPeriods[0].closeTime",
      ],
      [{ startDate: day(24) }, "specialHours.specialHourPeriods[0]"],
    ];
    for (const [period, field] of cases)
      expect(
        violations(
          await patch(AR_STORE, "specialHours", { specialHours: { specialHourPeriods: [period] } }),
        ),
      ).toEqual([field]);
    const clash = [
      { startDate: day(24), closed: true },
      { startDate: day(24), openTime: { hours: 9 }, closeTime: { hours: 13 } },
    ];
    expect(
      violations(
        await patch(AR_STORE, "specialHours", { specialHours: { specialHourPeriods: clash } }),
      ),
    ).toEqual(["specialHours.specialHourPeriods[1]"]);
    const noRegular = await patch(AR_STORE, "regularHours,specialHours", {
      specialHours: { specialHourPeriods: [{ startDate: day(24), closed: true }] },
    });
    expect(violations(noRegular)).toEqual(["specialHours"]);
    const christmas = [
      { startDate: day(24), openTime: { hours: 9 }, closeTime: { hours: 13 } },
      { startDate: day(25), closed: true },
    ];
    const ok = await patch(AR_STORE, "specialHours", {
      specialHours: { specialHourPeriods: christmas },
    });
    expect(ok.body.specialHours).toEqual({ specialHourPeriods: christmas });
  });
});
