// Marketing-data extract jobs, connectors and source data: each job runs through spec §4's
// statuses on the job engine, a failed extraction ends in Fail with its error and can be retried,
// destinations load for real (SQL export schema, CSV in storage, BigQuery and back), spec §6's
// roles are checked on the server, and every tenant sees only its own.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { extractJobs, extractRows, roles, userRoles, users } from "@/lib/db/schema";
import { csvLine } from "@/lib/format/csv";
import { queueFault } from "@/lib/maps-simulator/faults";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { allowedExtractRange } from "@/lib/marketing/dates";
import { tenantExportSchema } from "@/lib/marketing/export-schema";
import { callGraphQL, tokenFor } from "./graphql-fixtures";
import { startFakeBigQuery, type FakeBigQuery } from "./helpers/fake-bigquery";
import { setUpReviewSync, type ReviewSyncSetUp } from "./helpers/review-sync";
import { createGraphQLServer } from "@/lib/graphql/yoga";
import { GET as jobRowsRoute } from "@/app/api/marketing-data/jobs/[id]/rows/route";
import { GET as sourceRoute } from "@/app/api/marketing-data/source/[table]/route";

const JOB_FIELDS = `id status rowCount error attempts destination steps { step rows error durationMs }`;
const CREATE = `mutation($input: CreateExtractJobInput!) { createExtractJob(input: $input) { ${JOB_FIELDS} } }`;
const JOB = `query($id: ID!) { extractJob(id: $id) { ${JOB_FIELDS} } }`;
const JOBS = `query { extractJobs(limit: 10) { total items { id status } } }`;
const RETRY = `mutation($id: ID!) { retryExtractJob(id: $id) { id status } }`;
const CONNECTORS = `query { connectors { type state exportSchema projectId clientEmail lastError } }`;
const SAVE = `mutation($input: SaveConnectorInput!) { saveConnector(input: $input) { type state projectId } }`;
const TEST = `mutation($type: ConnectorType!) { testConnector(type: $type) { ok error connector { state } } }`;
const TABLES = `query { sourceTables { name rows columns } }`;
const PREVIEW = `query($name: String!) { sourceTablePreview(name: $name) { columns rows } }`;

const allowed = allowedExtractRange()!;
// The first ten days of the last closed month: always inside the allowed months (not in January).
const from = allowed.max.slice(0, 8) + "01";
const to = allowed.max.slice(0, 8) + "10";
const METRICS = ["CALL_CLICKS", "WEBSITE_CLICKS"];

let s: ReviewSyncSetUp;
let filesDir: string;
let bq: FakeBigQuery;
const tokens: Record<string, string> = {};

async function as(user: string, query: string, variables?: Record<string, unknown>) {
  if (tokens[user]) {
    const yoga = createGraphQLServer({ getDb: async () => s.db });
    return callGraphQL(yoga, query, { token: tokens[user], variables });
  }
  return s.as(user, query, variables);
}

/** A user of tenant A holding only `role`. */
async function userWithRole(key: string, role: string) {
  const [r] = await s.db.insert(roles).values({ name: role }).onConflictDoNothing().returning();
  const roleId = r?.id ?? (await s.db.select().from(roles).where(eq(roles.name, role)))[0]!.id;
  const [user] = await s.db
    .insert(users)
    .values({
      tenantId: s.f.tenantA,
      kind: "storeplus",
      email: `${key}@alpha.test`,
      firstName: key,
      lastName: "A",
      isStoreplusUser: true,
    })
    .returning({ id: users.id });
  await s.db.insert(userRoles).values({ userId: user!.id, roleId });
  tokens[key] = await tokenFor(s.db, user!.id);
}

async function waitForEnd(id: string) {
  for (let i = 0; i < 600; i++) {
    const [job] = await s.db.select().from(extractJobs).where(eq(extractJobs.id, id));
    if (job && ["DONE", "FAIL", "BQ2SQL_FAIL"].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`extract job ${id} did not end`);
}

const input = (extra: Record<string, unknown> = {}) => ({
  metrics: METRICS,
  dateFrom: from,
  dateTo: to,
  destination: "POSTGRESQL",
  ...extra,
});
const verifiedA = () => s.storesA.filter((store) => store.verified === "COMPLETED");

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(os.tmpdir(), "extract-files-"));
  vi.stubEnv("FILES_DIR", filesDir);
  s = await setUpReviewSync({ stores: 5 });
  await s.startWorkers();
  await userWithRole("marketingA", "MARKETING_DATA");
  await userWithRole("connectorsA", "CONNECTORS");
  bq = await startFakeBigQuery("exports");
  vi.stubEnv("BIGQUERY_API_URL", bq.apiUrl);
  vi.stubEnv("BIGQUERY_TOKEN_URL", bq.tokenUrl);
  // The stand-in listens on 127.0.0.1 over http: the outbound guard calls it only when named.
  vi.stubEnv("OUTBOUND_ALLOWED_ORIGINS", new URL(bq.apiUrl).origin);
}, 120_000);
afterAll(async () => {
  await s?.close();
  await bq?.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe("extract jobs", () => {
  let jobId: string;

  it("runs a job through each status to Done, its tidy rows loaded in the tenant's export schema", async () => {
    const created = await as("marketingA", CREATE, { input: input() });
    expect(created.body.errors).toBeUndefined();
    jobId = created.body.data.createExtractJob.id;
    expect(created.body.data.createExtractJob.status).toBe("PENDING");
    const job = await waitForEnd(jobId);
    expect(job.status).toBe("DONE");
    const expected = verifiedA().length * METRICS.length * 10;
    expect(job.rowCount).toBe(expected);
    const answer = await as("marketingA", JOB, { id: jobId });
    expect(answer.body.data.extractJob.steps.map((x: { step: string }) => x.step)).toEqual([
      "EXTRACTION",
      "TRANSFORMATION",
      "LOAD",
    ]);
    expect(answer.body.data.extractJob.steps[0].rows).toBe(verifiedA().length);
    expect(answer.body.data.extractJob.steps[2].rows).toBe(expected);
    const schema = await tenantExportSchema(s.db, s.f.tenantA);
    const loaded = await s.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(schema)}.extract_rows where job_id = ${jobId}`,
    );
    expect((loaded as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(expected);
  });

  it("keeps each tenant's jobs, rows and source tables to itself", async () => {
    const b = await as("adminB", JOBS);
    expect(b.body.data.extractJobs.total).toBe(0);
    expect((await as("adminB", JOB, { id: jobId })).body.data.extractJob).toBeNull();
    const retry = await as("adminB", RETRY, { id: jobId });
    expect(retry.body.errors[0].extensions.code).toBe("NOT_FOUND");
    const tablesB = await as("adminB", TABLES);
    const extractB = tablesB.body.data.sourceTables.find(
      (t: { name: string }) => t.name === "extract_rows",
    );
    expect(extractB.rows).toBe(0);
    const tablesA = await as("adminA", TABLES);
    const extractA = tablesA.body.data.sourceTables.find(
      (t: { name: string }) => t.name === "extract_rows",
    );
    expect(extractA.rows).toBe(verifiedA().length * METRICS.length * 10);
    const preview = await as("adminA", PREVIEW, { name: "extract_rows" });
    expect(preview.body.data.sourceTablePreview.rows).toHaveLength(20);
    expect(
      (await as("adminB", PREVIEW, { name: "extract_rows" })).body.data.sourceTablePreview.rows,
    ).toHaveLength(0);
    const bad = await as("adminA", PREVIEW, { name: "users" });
    expect(bad.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("refuses users without MARKETING_DATA or ADMIN, and CONNECTORS only reaches connectors", async () => {
    for (const user of ["storeA", "reviewsA", "connectorsA"]) {
      expect((await as(user, JOBS)).body.errors[0].extensions.code).toBe("FORBIDDEN");
      expect((await as(user, CREATE, { input: input() })).body.errors[0].extensions.code).toBe(
        "FORBIDDEN",
      );
      expect((await as(user, TABLES)).body.errors[0].extensions.code).toBe("FORBIDDEN");
    }
    for (const user of ["storeA", "marketingA"])
      expect((await as(user, CONNECTORS)).body.errors[0].extensions.code).toBe("FORBIDDEN");
    expect((await as("connectorsA", CONNECTORS)).body.errors).toBeUndefined();
    expect((await as("marketingA", JOBS)).body.data.extractJobs.total).toBe(1);
  });

  it("refuses a to date 2 days after the from date, and months not yet closed, writing nothing", async () => {
    const before = await s.db.select().from(extractJobs);
    const close = await as("adminA", CREATE, {
      input: input({ dateTo: allowed.max.slice(0, 8) + "03" }),
    });
    expect(close.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(close.body.errors[0].extensions.issues).toEqual([
      { path: "dateTo", message: "DATE_TO_TOO_CLOSE" },
    ]);
    const future = await as("adminA", CREATE, { input: input({ dateTo: "2999-01-10" }) });
    expect(future.body.errors[0].extensions.issues[0].message).toBe("DATE_OUT_OF_RANGE");
    const noMetric = await as("adminA", CREATE, { input: input({ metrics: ["NOPE"] }) });
    expect(noMetric.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const otherStore = await as("adminA", CREATE, {
      input: input({ storeIds: [s.storesB[0]!.id] }),
    });
    expect(otherStore.body.errors[0].extensions.issues[0].message).toBe("NO_STORES");
    expect(await s.db.select().from(extractJobs)).toEqual(before);
  });

  it("ends in Fail naming the store the maps service refused, and a retry runs it to Done", async () => {
    const store = verifiedA()[0]!;
    const index = s.storesA.indexOf(store);
    await queueFault(s.db, { locationId: simLocationId("1001", index), httpStatus: 404, count: 1 });
    const created = await as("adminA", CREATE, { input: input({ storeIds: [store.id] }) });
    const id = created.body.data.createExtractJob.id;
    const failed = await waitForEnd(id);
    expect(failed.status).toBe("FAIL");
    expect(failed.error).toMatch(/NOT_FOUND/);
    const shown = await as("adminA", JOB, { id });
    expect(shown.body.data.extractJob.steps[0]).toMatchObject({ step: "EXTRACTION" });
    expect(shown.body.data.extractJob.steps[0].error).toMatch(/NOT_FOUND/);
    const retried = await as("adminA", RETRY, { id });
    expect(retried.body.errors).toBeUndefined();
    const done = await waitForEnd(id);
    expect(done).toMatchObject({ status: "DONE", attempts: 1, error: null });
    expect(done.rowCount).toBe(METRICS.length * 10);
    // A finished job is not retried.
    const again = await as("adminA", RETRY, { id });
    expect(again.body.errors[0].extensions.issues[0].message).toBe("NOT_RETRYABLE");
  });
});

describe("destinations", () => {
  it("writes the rows as a CSV file in the file storage", async () => {
    const store = verifiedA()[1]!;
    const created = await as("adminA", CREATE, {
      input: input({ storeIds: [store.id], destination: "CSV_STORAGE", metrics: ["CALL_CLICKS"] }),
    });
    const job = await waitForEnd(created.body.data.createExtractJob.id);
    expect(job.status).toBe("DONE");
    const text = await readFile(path.join(filesDir, s.f.tenantA, job.id), "utf8");
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe("store_code,store_name,day,metric,value");
    expect(lines).toHaveLength(11);
    const rows = await s.db
      .select()
      .from(extractRows)
      .where(and(eq(extractRows.jobId, job.id), eq(extractRows.day, from)));
    expect(lines[1]).toBe(
      `${rows[0]!.storeCode},${rows[0]!.storeName},${from},CALL_CLICKS,${rows[0]!.value}`,
    );
  });

  it("lists the connectors' states, validates BigQuery's settings and tests each for real", async () => {
    const list = await as("connectorsA", CONNECTORS);
    expect(
      list.body.data.connectors.map((c: { type: string; state: string }) => [c.type, c.state]),
    ).toEqual([
      ["POSTGRESQL", "READY"],
      ["BIGQUERY", "NOT_CONFIGURED"],
      ["CSV_STORAGE", "READY"],
    ]);
    const refused = await as("adminA", CREATE, { input: input({ destination: "BIGQUERY" }) });
    expect(refused.body.errors[0].extensions.issues[0].message).toBe("DESTINATION_NOT_READY");
    const short = await as("connectorsA", SAVE, {
      input: {
        type: "BIGQUERY",
        bigQuery: { projectId: "abc", datasetId: "exports", credentials: bq.credentials },
      },
    });
    expect(short.body.errors[0].extensions.issues[0]).toEqual({
      path: "bigQuery.projectId",
      message: "INVALID_LENGTH",
    });
    const noKey = await as("connectorsA", SAVE, {
      input: {
        type: "BIGQUERY",
        bigQuery: { projectId: "acme-data", datasetId: "exports", credentials: "{}" },
      },
    });
    expect(noKey.body.errors[0].extensions.issues[0].message).toBe("CREDENTIALS_INVALID");
    const saved = await as("connectorsA", SAVE, {
      input: {
        type: "BIGQUERY",
        bigQuery: { projectId: "acme-data", datasetId: "exports", credentials: bq.credentials },
      },
    });
    expect(saved.body.data.saveConnector).toEqual({
      type: "BIGQUERY",
      state: "READY",
      projectId: "acme-data",
    });
    for (const type of ["POSTGRESQL", "BIGQUERY", "CSV_STORAGE"]) {
      const tested = await as("connectorsA", TEST, { type });
      expect(tested.body.data.testConnector, type).toEqual({
        ok: true,
        error: null,
        connector: { state: "READY" },
      });
    }
    // A dataset BigQuery does not have fails the test, and the state says so (a fixed code, not
    // BigQuery's words).
    await as("connectorsA", SAVE, {
      input: { type: "BIGQUERY", bigQuery: { projectId: "acme-data", datasetId: "missing" } },
    });
    const missing = await as("connectorsA", TEST, { type: "BIGQUERY" });
    expect(missing.body.data.testConnector).toMatchObject({
      ok: false,
      connector: { state: "ERROR" },
    });
    expect(missing.body.data.testConnector.error).toBe("NOT_FOUND");
    await as("connectorsA", SAVE, {
      input: { type: "BIGQUERY", bigQuery: { projectId: "acme-data", datasetId: "exports" } },
    });
    // Tenant B's connectors are untouched.
    const b = await as("adminB", CONNECTORS);
    expect(b.body.data.connectors[1]).toMatchObject({ state: "NOT_CONFIGURED", projectId: null });
  });

  it("loads into BigQuery, then BQ2SQL copies the rows back into the SQL export schema", async () => {
    const store = verifiedA()[0]!;
    const created = await as("adminA", CREATE, {
      input: input({ storeIds: [store.id], destination: "BIGQUERY" }),
    });
    const id = created.body.data.createExtractJob.id;
    const job = await waitForEnd(id);
    expect(job.status).toBe("DONE");
    expect(job.steps.map((step) => step.step)).toEqual([
      "EXTRACTION",
      "TRANSFORMATION",
      "LOAD",
      "BQ2SQL",
    ]);
    expect(bq.tables.get(`extract_${id.replace(/-/g, "")}`)).toHaveLength(20);
    const schema = await tenantExportSchema(s.db, s.f.tenantA);
    const copied = await s.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(schema)}.extract_rows where job_id = ${id}`,
    );
    expect((copied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(20);
  });
});

describe("retry of a later step", () => {
  it("a failed BQ2SQL ends in BQ2SQL Fail, and a retry copies back only, to Done", async () => {
    bq.failNextList();
    const created = await as("adminA", CREATE, {
      input: input({ storeIds: [verifiedA()[1]!.id], destination: "BIGQUERY" }),
    });
    const id = created.body.data.createExtractJob.id;
    const failed = await waitForEnd(id);
    expect(failed.status).toBe("BQ2SQL_FAIL");
    // The app's own words, not BigQuery's ("Backend error").
    expect(failed.error).toMatch(/BigQuery answered with an error \(HTTP 503\)/);
    expect(failed.error).not.toMatch(/Backend/);
    expect(failed.steps.at(-1)).toMatchObject({
      step: "BQ2SQL",
      error: expect.stringMatching(/HTTP 503/),
    });
    expect((await as("adminA", RETRY, { id })).body.errors).toBeUndefined();
    const done = await waitForEnd(id);
    expect(done.status).toBe("DONE");
    // Extraction, transformation and load ran once; only the copy back ran again.
    expect(done.steps.map((step) => step.step)).toEqual([
      "EXTRACTION",
      "TRANSFORMATION",
      "LOAD",
      "BQ2SQL",
      "BQ2SQL",
    ]);
    expect(done.steps.at(-1)!.rows).toBe(20);
    expect(done.steps.at(-1)!.error).toBeFalsy();
  });
});

describe("downloads", () => {
  const bearer = async (user: string) => ({
    authorization: `Bearer ${tokens[user] ?? (await tokenFor(s.db, s.f.users[user]!))}`,
  });

  it("streams a job's rows and a source table as CSV, to the job's tenant and roles only", async () => {
    const [job] = await s.db
      .select()
      .from(extractJobs)
      .where(
        and(eq(extractJobs.tenantId, s.f.tenantA), eq(extractJobs.destination, "CSV_STORAGE")),
      );
    const rows = (user: string, id = job!.id) =>
      bearer(user).then((headers) =>
        jobRowsRoute(
          new Request(`http://localhost/api/marketing-data/jobs/${id}/rows`, { headers }),
          {
            params: Promise.resolve({ id }),
          },
        ),
      );
    const own = await rows("marketingA");
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toMatch(/text\/csv/);
    const lines = (await own.text()).trim().split("\r\n");
    expect(lines[0]).toBe("store_code,store_name,day,metric,value");
    expect(lines).toHaveLength(11);
    expect((await rows("adminB")).status).toBe(404);
    expect((await rows("connectorsA")).status).toBe(403);
    expect((await rows("adminA", "not-a-uuid")).status).toBe(404);
    const anonymous = await jobRowsRoute(new Request("http://localhost/x"), {
      params: Promise.resolve({ id: job!.id }),
    });
    expect(anonymous.status).toBe(401);

    const table = (user: string, name: string) =>
      bearer(user).then((headers) =>
        sourceRoute(
          new Request(`http://localhost/api/marketing-data/source/${name}`, { headers }),
          {
            params: Promise.resolve({ table: name }),
          },
        ),
      );
    const stores = await table("adminA", "locations");
    const storeLines = (await stores.text()).trim().split("\r\n");
    expect(storeLines[0]).toBe("id,store_code,location_name,locality,open_status,verified");
    expect(storeLines).toHaveLength(s.storesA.length + 1);
    const storesB = (await (await table("adminB", "locations")).text()).trim().split("\r\n");
    expect(storesB).toHaveLength(s.storesB.length + 1);
    expect((await table("adminA", "users")).status).toBe(404);
    expect((await table("storeA", "locations")).status).toBe(403);
  });

  it("writes a job's rows with the one CSV writer: a tab or carriage return is a formula too", async () => {
    // The database writes the rows' CSV itself; it must defuse what csvCell defuses, tab and CR
    // included (the marketing copy of the writer let them through).
    const [job] = await s.db
      .insert(extractJobs)
      .values({
        tenantId: s.f.tenantA,
        status: "DONE",
        metrics: ["CALL_CLICKS"],
        dateFrom: from,
        dateTo: to,
        destination: "CSV_STORAGE",
      })
      .returning();
    const names = [
      "\t=1+1",
      "\r=1+1",
      "=HYPERLINK(1)",
      "-12.5",
      "-2+3",
      "@x",
      " padded",
      'a "b", c',
    ];
    await s.db.insert(extractRows).values(
      names.map((name, i) => ({
        jobId: job!.id,
        tenantId: s.f.tenantA,
        locationId: `00000000-0000-4000-8000-00000000000${i}`,
        storeCode: name,
        storeName: name,
        day: from,
        metric: "CALL_CLICKS",
        value: i,
      })),
    );
    const answer = await jobRowsRoute(
      new Request(`http://localhost/api/marketing-data/jobs/${job!.id}/rows`, {
        headers: await bearer("marketingA"),
      }),
      { params: Promise.resolve({ id: job!.id }) },
    );
    const expected =
      csvLine(["store_code", "store_name", "day", "metric", "value"]) +
      names.map((name, i) => csvLine([name, name, from, "CALL_CLICKS", i])).join("");
    expect(await answer.text()).toBe(expected);
  });
});
