// Marketing-data destinations that load for real: a CSV file in storage, the connectors' states
// and real connection tests, BigQuery and the BQ2SQL copy back, and a retry of that later step;
// then the downloads of those rows, to the job's tenant and roles only.
import { describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { extractJobs, extractRows } from "@/lib/db/schema";
import { csvLine } from "@/lib/format/csv";
import { tenantExportSchema } from "@/lib/marketing/export-schema";
import { GET as jobRowsRoute } from "@/app/api/marketing-data/jobs/[id]/rows/route";
import { GET as sourceRoute } from "@/app/api/marketing-data/source/[table]/route";
import { tokenFor } from "@/tests/integration/helpers/graphql-fixtures";
import {
  CREATE,
  RETRY,
  CONNECTORS,
  SAVE,
  TEST,
  from,
  to,
  tokens,
  s,
  filesDir,
  bq,
  as,
  waitForEnd,
  input,
  verifiedA,
  withMarketingSetUp,
} from "./marketing-fixture";

withMarketingSetUp();

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
      expect(tested.body.data.testConnector, type).toMatchObject({
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
    const schema = await tenantExportSchema(s.db, { tenantId: s.f.tenantA });
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
