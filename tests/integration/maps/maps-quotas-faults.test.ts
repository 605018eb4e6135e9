import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { simulatorSignIn } from "@/lib/maps-simulator/in-process";
import { MAPS_QUOTAS } from "@/lib/maps/quotas";
import {
  BI,
  closeSimulator,
  openSimulator,
  PA,
  resetQuotas,
  simCall,
  violations,
  type SimAnswer,
  type SimFixture,
} from "@/tests/integration/helpers/maps-sim";

// The simulator's quotas (held in the database, shared by every caller of one project) and the
// admin API's forced faults, which let a caller prove its retry and error paths end to end.

let sim: SimFixture;
let acmeAgain: string;
const STORE = simLocationId("1001", 0);
const OTHER_STORE = simLocationId("1001", 1);

beforeAll(async () => {
  sim = await openSimulator(5);
  acmeAgain = (await simulatorSignIn("sim-owner-acme")).access_token;
});
afterAll(() => closeSimulator(sim));
beforeEach(() => resetQuotas(sim));
afterEach(() => {
  delete process.env.MAPS_SIM_QUOTA_WINDOW_MS;
  delete process.env.MAPS_QUOTA_WINDOW_MS;
});

const categories = (token: string) =>
  simCall(
    "GET",
    `${BI}/categories:batchGet?names=categories/gcid:cafe&languageCode=en&view=BASIC`,
    {
      token,
    },
  );
const rename = (token: string, title: string, query = "", id = STORE) =>
  simCall("PATCH", `${BI}/locations/${id}?updateMask=title${query}`, { token, body: { title } });
const statuses = (answers: SimAnswer[]) => answers.map((a) => a.status);
const details = (answer: SimAnswer, type: string) =>
  answer.body.error.details.find((d: { "@type": string }) => d["@type"].endsWith(type));

describe("quotas", () => {
  it("answers 429 past 300 requests per family and project, however many callers share it", async () => {
    const half = MAPS_QUOTAS.requestsPerMinute / 2;
    const burst = await Promise.all(
      Array.from({ length: half }, () => [categories(sim.acme), categories(sim.globex)]).flat(),
    );
    expect(statuses(burst).every((status) => status === 200)).toBe(true);
    const refused = await categories(acmeAgain);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 429, status: "RESOURCE_EXHAUSTED" });
    expect(details(refused, "ErrorInfo")).toMatchObject({
      reason: "RATE_LIMIT_EXCEEDED",
      metadata: { service: "mybusinessbusinessinformation.googleapis.com" },
    });
    expect(details(refused, "RetryInfo").retryDelay).toMatch(/^\d+\.\d{3}s$/);
    // Another family has its own allowance; the v4 reviews API is not metered.
    expect(
      (await simCall("GET", `${PA}/locations/${STORE}/placeActionLinks`, { token: sim.acme }))
        .status,
    ).toBe(200);
    const reviews = `mybusiness/v4/accounts/1001/locations/${STORE}/reviews`;
    expect((await simCall("GET", reviews, { token: sim.acme })).status).toBe(200);
  });

  it("allows 10 edits of a location per window; validateOnly is no edit; the window reopens", async () => {
    const edits = [];
    for (let i = 0; i < MAPS_QUOTAS.editsPerMinute; i++)
      edits.push(await rename(sim.acme, `Edit ${i}`));
    expect(statuses(edits).every((status) => status === 200)).toBe(true);
    const refused = await rename(sim.acme, "One too many");
    expect(refused.body.error).toMatchObject({ code: 429, status: "RESOURCE_EXHAUSTED" });
    expect(details(refused, "ErrorInfo").metadata.consumer).toBe(`locations/${STORE}`);
    const wait = Number.parseFloat(details(refused, "RetryInfo").retryDelay) * 1000;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect((await rename(sim.acme, "Just checking", "&validateOnly=true")).status).toBe(200);
    expect((await rename(sim.acme, "Other store", "", OTHER_STORE)).status).toBe(200);
    // A shorter window (as tests and benchmarks set it) closes the one open since the first edit.
    process.env.MAPS_SIM_QUOTA_WINDOW_MS = "200";
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await rename(sim.acme, "Next window")).status).toBe(200);
  });

  it("answers 429 past the project's location updates of the day", async () => {
    await sim.handle.db.execute(
      sql`insert into maps_sim.quota_usage (bucket, window_start, used)
          values ('updates:mybusinessbusinessinformation:storeplus-dev', now(), ${MAPS_QUOTAS.updatesPerDay})`,
    );
    const refused = await rename(sim.acme, "Tomorrow, maybe");
    expect(refused.status).toBe(429);
    expect(details(refused, "ErrorInfo").metadata.quota_limit).toBe(
      "LocationUpdatesPerDayPerProject",
    );
    // The product's switch shortens the simulator's day too when the simulator has none of its own.
    process.env.MAPS_QUOTA_WINDOW_MS = "1";
    await new Promise((resolve) => setTimeout(resolve, 1440 + 60));
    expect((await rename(sim.acme, "Today")).status).toBe(200);
  });

  it("shares a location's edits between concurrent callers", async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => [
        rename(sim.acme, `A${i}`),
        rename(acmeAgain, `B${i}`),
      ]).flat(),
    );
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(
      MAPS_QUOTAS.editsPerMinute,
    );
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(2);
  });
});

const queue = (body: unknown) => simCall("POST", "_admin/faults", { admin: true, body });
const readStore = () =>
  simCall("GET", `${BI}/locations/${STORE}?readMask=title`, { token: sim.acme });

describe("forced faults", () => {
  it("answers the next calls with a queued 429, then serves again", async () => {
    const queued = await queue({ location: `locations/${STORE}`, status: 429, count: 2 });
    expect(queued.body).toMatchObject({ location: `locations/${STORE}`, remaining: 2 });
    const answers = [await readStore(), await readStore(), await readStore()];
    expect(statuses(answers)).toEqual([429, 429, 200]);
    expect(answers[0]!.body.error.status).toBe("RESOURCE_EXHAUSTED");
  });

  it("blames a field in a forced 400, and can target one method", async () => {
    await queue({ location: STORE, status: 400, field: "phoneNumbers", method: "PATCH" });
    expect((await readStore()).status).toBe(200);
    const refused = await rename(sim.acme, "Blocked");
    expect(refused.body.error.status).toBe("INVALID_ARGUMENT");
    expect(violations(refused)).toEqual(["phoneNumbers"]);
    await queue({ location: STORE, status: 400, googleStatus: "FAILED_PRECONDITION" });
    expect((await rename(sim.acme, "Blocked")).body.error.status).toBe("FAILED_PRECONDITION");
    expect((await rename(sim.acme, "Through")).status).toBe(200);
  });

  it("forces 500 and 503 on any location-scoped API, and clears on request", async () => {
    await queue({ location: STORE, status: 500 });
    const reviews = `mybusiness/v4/accounts/1001/locations/${STORE}/reviews`;
    expect((await simCall("GET", reviews, { token: sim.acme })).body.error.status).toBe("INTERNAL");
    await queue({ location: STORE, status: 503, count: 5 });
    expect((await readStore()).body.error).toMatchObject({ code: 503, status: "UNAVAILABLE" });
    const cleared = await simCall("DELETE", `_admin/faults/${STORE}`, { admin: true });
    expect(cleared.body).toEqual({ cleared: 1 });
    expect((await readStore()).status).toBe(200);
  });

  it("needs the admin key and a known status", async () => {
    const anonymous = await simCall("POST", "_admin/faults", {
      body: { location: STORE, status: 500 },
    });
    expect(anonymous.status).toBe(401);
    expect(violations(await queue({ location: STORE, status: 418 }))).toEqual(["status"]);
    expect(violations(await queue({ location: STORE, status: 500, count: 0 }))).toEqual(["count"]);
    expect((await queue({ location: "1001999999", status: 500 })).status).toBe(404);
  });
});
