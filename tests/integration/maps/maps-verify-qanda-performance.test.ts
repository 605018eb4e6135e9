import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/maps-sim/[...path]/route";
import { setDbForTests } from "@/lib/db/client";
import type { Question } from "@/lib/maps/types";
import { simLocationTraits } from "@/lib/maps-simulator/build-location";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { simulatorSignIn } from "@/lib/maps-simulator/in-process";
import { verifyOutcome } from "@/lib/maps-simulator/verify-outcome";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import { createTestDb, type TestDb } from "@/tests/integration/helpers/db";

const BASE = "http://localhost:3000/api/maps-sim";
const HANDLERS = { GET, POST };
const ACME_LOCATIONS = 80;

let handle: TestDb;
let acme: string;
let globex: string;

beforeAll(async () => {
  handle = await createTestDb();
  setDbForTests({ ...handle, migrate: async () => {} });
  await seedMapsSimulator(handle.db, { bigAccountLocations: ACME_LOCATIONS });
  acme = (await simulatorSignIn("sim-owner-acme")).access_token;
  globex = (await simulatorSignIn("sim-owner-globex")).access_token;
});

afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

async function call(method: keyof typeof HANDLERS, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = typeof body === "string" ? body : JSON.stringify(body);
  const response = await HANDLERS[method](new Request(`${BASE}/${path}`, init));
  return { status: response.status, body: await response.json() };
}

const VER = "mybusinessverifications/v1/locations";

/** Acme stores not verified yet whose verify call ends in `state`. */
function unverifiedWith(state: string): string {
  for (let i = 0; i < ACME_LOCATIONS; i++) {
    const id = simLocationId("1001", i);
    if (simLocationTraits(i).verification !== "COMPLETED" && verifyOutcome(id) === state) return id;
  }
  throw new Error(`no unverified acme store ends ${state}`);
}

describe("Verifications v1: verify", () => {
  it.each(["COMPLETED", "FAILED", "PENDING"])(
    "ends %s where the simulator says so",
    async (state) => {
      const id = unverifiedWith(state);
      const { status, body } = await call("POST", `${VER}/${id}:verify`, acme, {
        method: "ADDRESS",
      });
      expect(status).toBe(200);
      expect(body.verification).toMatchObject({ method: "ADDRESS", state });
      expect(body.verification.name).toMatch(new RegExp(`^locations/${id}/verifications/`));
      const list = await call("GET", `${VER}/${id}/verifications`, acme);
      expect(list.body.verifications[0]).toEqual(body.verification);
      const location = await call(
        "GET",
        `mybusinessbusinessinformation/v1/locations/${id}?readMask=metadata`,
        acme,
      );
      expect(Boolean(location.body.metadata?.placeId)).toBe(state === "COMPLETED");
      if (state === "COMPLETED") {
        const again = await call("POST", `${VER}/${id}:verify`, acme, { method: "SMS" });
        expect(again).toMatchObject({
          status: 400,
          body: { error: { status: "FAILED_PRECONDITION" } },
        });
      }
    },
  );

  it("refuses bad bodies, strangers and missing tokens", async () => {
    const id = unverifiedWith("PENDING");
    for (const bad of [{}, { method: "PIGEON" }, { method: "SMS", phoneNumber: 5 }, "{oops"])
      expect((await call("POST", `${VER}/${id}:verify`, acme, bad)).status).toBe(400);
    expect((await call("POST", `${VER}/${id}:verify`, globex, { method: "SMS" })).status).toBe(403);
    expect((await call("POST", `${VER}/${id}:verify`, undefined, { method: "SMS" })).status).toBe(
      401,
    );
    expect((await call("POST", `${VER}/99999999:verify`, acme, { method: "SMS" })).status).toBe(
      404,
    );
  });

  it("offers verification options from the location's own data", async () => {
    const id = simLocationId("1001", 3);
    const { status, body } = await call("POST", `${VER}/${id}:fetchVerificationOptions`, acme, {
      languageCode: "es",
    });
    expect(status).toBe(200);
    const methods = body.options.map((o: { verificationMethod: string }) => o.verificationMethod);
    expect(methods).toEqual(["ADDRESS", "PHONE_CALL", "SMS", "EMAIL"]);
    expect((await call("POST", `${VER}/${id}:fetchVerificationOptions`, acme, {})).status).toBe(
      400,
    );
  });
});

const QA = "mybusinessqanda/v1/locations";

/** The first published acme store with at least `n` questions. */
async function locationWithQuestions(n: number): Promise<{ id: string; total: number }> {
  for (let i = 0; i < ACME_LOCATIONS; i++) {
    const id = simLocationId("1001", i);
    const { body } = await call("GET", `${QA}/${id}/questions`, acme);
    if ((body.totalSize ?? 0) >= n) return { id, total: body.totalSize };
  }
  throw new Error("no store with enough questions");
}

describe("Q&A v1", () => {
  it("lists questions with top answers and pages", async () => {
    const { id, total } = await locationWithQuestions(4);
    const first = await call("GET", `${QA}/${id}/questions?pageSize=3&answersPerQuestion=10`, acme);
    expect(first.status).toBe(200);
    const question: Question = first.body.questions[0];
    expect(question.name).toMatch(new RegExp(`^locations/${id}/questions/`));
    expect(question.author.type).toMatch(/REGULAR_USER|LOCAL_GUIDE/);
    const all: Question[] = [...first.body.questions];
    let token = first.body.nextPageToken;
    while (token) {
      const page = await call(
        "GET",
        `${QA}/${id}/questions?pageSize=3&answersPerQuestion=10&pageToken=${token}`,
        acme,
      );
      all.push(...page.body.questions);
      token = page.body.nextPageToken;
    }
    expect(new Set(all.map((q) => q.name)).size).toBe(total);
    for (const q of all) expect(q.topAnswers?.length ?? 0).toBe(q.totalAnswerCount ?? 0);
    const one = await call("GET", `${QA}/${id}/questions`, acme);
    for (const q of one.body.questions as Question[])
      expect(q.topAnswers?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it("upserts the business's one answer, first among the answers", async () => {
    const { id } = await locationWithQuestions(1);
    const { body } = await call("GET", `${QA}/${id}/questions`, acme);
    const question: Question = body.questions[0];
    const first = await call(
      "POST",
      `${QA.replace("/locations", "")}/${question.name}/answers:upsert`,
      acme,
      { answer: { text: "Sí, de 9 a 18 h." } },
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      text: "Sí, de 9 a 18 h.",
      author: { type: "MERCHANT", displayName: "Acme Retail" },
    });
    const second = await call("POST", `mybusinessqanda/v1/${question.name}/answers:upsert`, acme, {
      answer: { text: "Actualizado" },
    });
    expect(second.body.name).toBe(first.body.name);
    const list = await call("GET", `${QA}/${id}/questions?pageSize=10&answersPerQuestion=10`, acme);
    const after: Question = list.body.questions.find((q: Question) => q.name === question.name);
    const merchant = after.topAnswers!.filter((a) => a.author.type === "MERCHANT");
    expect(merchant).toHaveLength(1);
    expect(after.topAnswers![0].text).toBe("Actualizado");
    const unanswered = await call(
      "GET",
      `${QA}/${id}/questions?filter=ignore_answered%3Dtrue`,
      acme,
    );
    expect((unanswered.body.questions ?? []).map((q: Question) => q.name)).not.toContain(
      question.name,
    );
  });

  it("refuses bad input and strangers", async () => {
    const { id } = await locationWithQuestions(1);
    const { body } = await call("GET", `${QA}/${id}/questions`, acme);
    const name = body.questions[0].name;
    expect(
      (await call("POST", `mybusinessqanda/v1/${name}/answers:upsert`, acme, { answer: {} }))
        .status,
    ).toBe(400);
    expect(
      (await call("POST", `mybusinessqanda/v1/${name}/answers:upsert`, acme, "x")).status,
    ).toBe(400);
    expect(
      (
        await call(
          "POST",
          `mybusinessqanda/v1/locations/${id}/questions/CiQ99x1/answers:upsert`,
          acme,
          { answer: { text: "x" } },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await call("POST", `mybusinessqanda/v1/${name}/answers:upsert`, globex, {
          answer: { text: "x" },
        })
      ).status,
    ).toBe(403);
    expect((await call("GET", `${QA}/${id}/questions?pageSize=11`, acme)).status).toBe(400);
    expect((await call("GET", `${QA}/${id}/questions?answersPerQuestion=11`, acme)).status).toBe(
      400,
    );
    expect((await call("GET", `${QA}/${id}/questions?filter=nope`, acme)).status).toBe(400);
    expect((await call("GET", `${QA}/${id}/questions`)).status).toBe(401);
  });
});

const PERF = "businessprofileperformance/v1/locations";
const range = (s: string, e: string) => {
  const [sy, sm, sd] = s.split("-").map(Number);
  const [ey, em, ed] = e.split("-").map(Number);
  return `dailyRange.start_date.year=${sy}&dailyRange.start_date.month=${sm}&dailyRange.start_date.day=${sd}&dailyRange.end_date.year=${ey}&dailyRange.end_date.month=${em}&dailyRange.end_date.day=${ed}`;
};

describe("Performance v1", () => {
  const metrics =
    "dailyMetrics=BUSINESS_IMPRESSIONS_MOBILE_MAPS&dailyMetrics=CALL_CLICKS&dailyMetrics=WEBSITE_CLICKS";

  it("answers deterministic daily series in Google's shape", async () => {
    const id = simLocationId("1001", 0);
    const url = `${PERF}/${id}:fetchMultiDailyMetricsTimeSeries?${metrics}&${range("2025-01-30", "2025-03-01")}`;
    const a = await call("GET", url, acme);
    expect(a.status).toBe(200);
    const series = a.body.multiDailyMetricTimeSeries[0].dailyMetricTimeSeries;
    expect(series.map((s: { dailyMetric: string }) => s.dailyMetric)).toEqual([
      "BUSINESS_IMPRESSIONS_MOBILE_MAPS",
      "CALL_CLICKS",
      "WEBSITE_CLICKS",
    ]);
    const days = series[0].timeSeries.datedValues;
    expect(days).toHaveLength(31);
    expect(days[0].date).toEqual({ year: 2025, month: 1, day: 30 });
    expect(days[30].date).toEqual({ year: 2025, month: 3, day: 1 });
    for (const s of series)
      for (const d of s.timeSeries.datedValues)
        if ("value" in d) expect(d.value).toMatch(/^[1-9]\d{0,4}$/);
    const impressions = days.map((d: { value?: string }) => Number(d.value ?? 0));
    expect(Math.max(...impressions)).toBeGreaterThan(0);
    expect(Math.max(...impressions)).toBeLessThan(3000);
    expect((await call("GET", url, acme)).body).toEqual(a.body);
    // The camelCase spelling of the range works too.
    const camel = url.replaceAll("start_date", "startDate").replaceAll("end_date", "endDate");
    expect((await call("GET", camel, acme)).body).toEqual(a.body);
  });

  it("has no views for unpublished stores or future days", async () => {
    // The last never-verified store: the verify tests above take the first ones.
    const index = [...Array(ACME_LOCATIONS).keys()].findLast(
      (i) => simLocationTraits(i).verification === null,
    )!;
    const pending = simLocationId("1001", index);
    const { body } = await call(
      "GET",
      `${PERF}/${pending}:fetchMultiDailyMetricsTimeSeries?${metrics}&${range("2025-01-01", "2025-01-10")}`,
      acme,
    );
    for (const s of body.multiDailyMetricTimeSeries[0].dailyMetricTimeSeries)
      for (const d of s.timeSeries.datedValues) expect(d.value).toBeUndefined();
    const future = await call(
      "GET",
      `${PERF}/${simLocationId("1001", 0)}:fetchMultiDailyMetricsTimeSeries?${metrics}&${range("2099-01-01", "2099-01-02")}`,
      acme,
    );
    expect(
      future.body.multiDailyMetricTimeSeries[0].dailyMetricTimeSeries[0].timeSeries.datedValues[0]
        .value,
    ).toBeUndefined();
  });

  it("refuses bad ranges and metrics with 400, strangers with 403", async () => {
    const id = simLocationId("1001", 0);
    const base = `${PERF}/${id}:fetchMultiDailyMetricsTimeSeries`;
    for (const query of [
      range("2025-01-01", "2025-01-02"),
      `dailyMetrics=NOPE&${range("2025-01-01", "2025-01-02")}`,
      `${metrics}&${range("2025-02-30", "2025-03-02")}`,
      `${metrics}&${range("2025-03-02", "2025-03-01")}`,
      `${metrics}&${range("2023-01-01", "2025-03-01")}`,
      `${metrics}&dailyRange.start_date.year=2025`,
    ])
      expect((await call("GET", `${base}?${query}`, acme)).status).toBe(400);
    expect(
      (await call("GET", `${base}?${metrics}&${range("2025-01-01", "2025-01-02")}`, globex)).status,
    ).toBe(403);
    expect(
      (await call("GET", `${base}?${metrics}&${range("2025-01-01", "2025-01-02")}`)).status,
    ).toBe(401);
  });
});
