// Holiday presets end to end on the app's database and the maps simulator (in-process): applying
// a preset to a selection is one store edit job whose items send each store's merged special hours
// (its past entries cleaned, a preset date replacing its own); stores of another country are
// skipped; other tenants' stores are never touched; a role without the store section is refused;
// bad input is a translated refusal and queues nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { jobItems, jobs, locationDetails, locations } from "@/lib/db/schema";
import { comingHolidays, todayDate } from "@/lib/holidays/rules";
import { addDays } from "@/lib/holidays/calendar";
import {
  ApplyHolidayPresetMutation,
  CleanPastSpecialHoursMutation,
  HolidayPresetPreviewQuery,
  HolidayPresetsQuery,
} from "@/lib/holidays/operations";
import { codeOf, setUpStoreEdits, type StoreEdits } from "@/tests/integration/helpers/store-edits";

let env: StoreEdits;
/** The simulator stores in the preset's country (the first is). */
const sameCountry: number[] = [];
const today = todayDate();
const pastDate = addDays(today, -10);
const COUNTRY = "AR";
const presetDates = comingHolidays(COUNTRY, today).slice(0, 3);
const entries = presetDates.map((h) => ({ date: h.date, closed: true }));
/** A date of the store's own that the preset leaves alone. */
const ownDate = addDays(today, 200);

const specialDates = (location: { specialHours?: { specialHourPeriods?: unknown[] } }) =>
  (location.specialHours?.specialHourPeriods ?? []).map((p) => {
    const { startDate, closed } = p as {
      startDate: { year: number; month: number; day: number };
      closed?: boolean;
    };
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${startDate.year}-${pad(startDate.month)}-${pad(startDate.day)}${closed ? "" : " open"}`;
  });

const queuedJobs = async () => (await env.testDb.db.select({ id: jobs.id }).from(jobs)).length;

beforeAll(async () => {
  env = await setUpStoreEdits({ stores: 3, workers: 1 });
  // Each store in its listing's country, as a sync leaves it.
  for (const [i, googleId] of env.simStores.entries()) {
    const region = (await env.maps.getFullLocation(googleId)).storefrontAddress?.regionCode;
    await env.testDb.db
      .update(locations)
      .set({ regionCode: region })
      .where(eq(locations.id, env.f.locationsA[i]!));
    if (region === COUNTRY) sameCountry.push(i);
  }
  const [first] = env.f.locationsA;
  const googleDate = (d: string) => {
    const [y, m, dd] = d.split("-").map(Number);
    return { year: y!, month: m!, day: dd! };
  };
  // The first store's kept listing: a past closed day, an open day on the preset's first date
  // (replaced) and one of its own later (kept).
  const listed = await env.maps.getFullLocation(env.simStores[0]!);
  await env.testDb.db.insert(locationDetails).values({
    locationId: first!,
    tenantId: (await env.testDb.db.select().from(locations).where(eq(locations.id, first!)))[0]!
      .tenantId,
    location: {
      ...listed,
      specialHours: {
        specialHourPeriods: [
          { startDate: googleDate(pastDate), closed: true },
          {
            startDate: googleDate(presetDates[0]!.date),
            openTime: { hours: 10 },
            closeTime: { hours: 13 },
          },
          { startDate: googleDate(ownDate), openTime: { hours: 9 }, closeTime: { hours: 12 } },
        ],
      },
    },
  });
}, 90_000);

afterAll(() => env?.close());

describe("holidayPresets", () => {
  it("lists the coming national holidays, in the caller's language, the stores' country first", async () => {
    const { body } = await env.as("adminA", HolidayPresetsQuery, {}, "es");
    expect(body.errors).toBeUndefined();
    const preset = body.data.holidayPresets;
    expect(preset.storeCountries[0].country).toBe(preset.country);
    expect(preset.countries).toContain("ES");
    const spain = await env.as("adminA", HolidayPresetsQuery, { country: "ES" }, "es");
    const names = spain.body.data.holidayPresets.holidays.map((h: { name: string }) => h.name);
    expect(names).toContain("Navidad");
  });
});

describe("applyHolidayPreset", () => {
  const input = () => ({
    country: COUNTRY,
    entries,
    ids: env.f.locationsA.slice(0, 3),
  });

  it("previews the stores that get the dates and those of another country", async () => {
    const { body } = await env.as("adminA", HolidayPresetPreviewQuery, { input: input() });
    expect(body.errors).toBeUndefined();
    expect(sameCountry[0]).toBe(0);
    expect(sameCountry.length).toBeLessThan(3);
    expect(body.data.holidayPresetPreview).toMatchObject({
      stores: sameCountry.length,
      dates: 3,
      otherCountry: 3 - sameCountry.length,
      refusedCount: 0,
    });
  });

  it("sends each store its merged special hours as one job; the simulator holds them", async () => {
    const { body } = await env.as("adminA", ApplyHolidayPresetMutation, { input: input() });
    expect(body.errors).toBeUndefined();
    const job = body.data.applyHolidayPreset;
    expect(job.total).toBe(sameCountry.length);
    await env.waitForJob(job.id);
    const items = await env.testDb.db.select().from(jobItems).where(eq(jobItems.jobId, job.id));
    expect(items.map((i) => i.status)).toEqual(sameCountry.map(() => "DONE"));

    const first = await env.maps.getFullLocation(env.simStores[0]!);
    expect(specialDates(first)).toEqual([...entries.map((e) => e.date), `${ownDate} open`].sort());
    expect(specialDates(first)).not.toContain(pastDate);
    for (const i of sameCountry.slice(1)) {
      const other = await env.maps.getFullLocation(env.simStores[i]!);
      expect(specialDates(other)).toEqual(expect.arrayContaining(entries.map((e) => e.date)));
    }
    // A store of another country is left alone.
    const skipped = [0, 1, 2].find((i) => !sameCountry.includes(i))!;
    const untouched = await env.maps.getFullLocation(env.simStores[skipped]!);
    expect(specialDates(untouched)).not.toEqual(expect.arrayContaining(entries.map((e) => e.date)));
  });

  it("leaves stores that already hold the dates alone", async () => {
    const { body } = await env.as("adminA", HolidayPresetPreviewQuery, { input: input() });
    expect(body.data.holidayPresetPreview).toMatchObject({
      stores: 0,
      unchanged: sameCountry.length,
    });
  });

  it("ignores another tenant's stores, and refuses when only theirs are named", async () => {
    const before = await queuedJobs();
    const theirs = await env.as("adminA", ApplyHolidayPresetMutation, {
      input: { ...input(), ids: env.f.locationsB.slice(0, 2) },
    });
    expect(codeOf(theirs)).toBe("BAD_USER_INPUT");
    expect(await queuedJobs()).toBe(before);
    const preview = await env.as("adminA", HolidayPresetPreviewQuery, {
      input: {
        ...input(),
        ids: [...env.f.locationsB.slice(0, 2), env.f.locationsA[0]!],
        entries: [{ date: addDays(today, 100), closed: true }],
      },
    });
    expect(preview.body.data.holidayPresetPreview.stores).toBe(1);
  });

  it("refuses a user without the store section", async () => {
    for (const query of [
      HolidayPresetsQuery,
      HolidayPresetPreviewQuery,
      ApplyHolidayPresetMutation,
    ])
      expect(codeOf(await env.as("reviewsA", query, { input: input() }))).toBe("FORBIDDEN");
  });

  it("refuses an unknown country, a bad date and 7 closed days in a row, queuing nothing", async () => {
    const before = await queuedJobs();
    const refusal = async (change: Record<string, unknown>) => {
      const answer = await env.as("adminA", ApplyHolidayPresetMutation, {
        input: { ...input(), ...change },
      });
      expect(codeOf(answer)).toBe("BAD_USER_INPUT");
      return answer.body.errors![0]!.extensions!.issues as { path: string; message: string }[];
    };
    expect(await refusal({ country: "ZZ" })).toEqual([
      { path: "country", message: "unknownCountry" },
    ]);
    expect(await refusal({ entries: [{ date: "2027-02-30", closed: true }] })).toEqual([
      { path: "entries.0.date", message: "invalidDate" },
    ]);
    const week = Array.from({ length: 7 }, (_, i) => ({
      date: addDays(today, 20 + i),
      closed: true,
    }));
    expect(await refusal({ entries: week })).toEqual([
      { path: "entries", message: "tooManyClosedDays" },
    ]);
    expect(await queuedJobs()).toBe(before);
  });
});

describe("cleanPastSpecialHours", () => {
  it("refuses when no store has a past entry", async () => {
    const answer = await env.as("adminA", CleanPastSpecialHoursMutation, {
      input: { ids: env.f.locationsA.slice(0, 2) },
    });
    expect(codeOf(answer)).toBe("BAD_USER_INPUT");
  });
});
