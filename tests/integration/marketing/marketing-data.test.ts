// Marketing-data extract jobs, connectors and source data: each job runs through spec §4's
// statuses on the job engine, a failed extraction ends in Fail with its error and can be retried,
// destinations load for real (SQL export schema, CSV in storage, BigQuery and back), spec §6's
// roles are checked on the server, and every tenant sees only its own.
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { extractJobs } from "@/lib/db/schema";
import { queueFault } from "@/lib/maps-simulator/faults";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { tenantExportSchema } from "@/lib/marketing/export-schema";
import {
  CREATE,
  JOB,
  JOBS,
  RETRY,
  CONNECTORS,
  TABLES,
  PREVIEW,
  METRICS,
  allowed,
  s,
  as,
  waitForEnd,
  input,
  verifiedA,
  withMarketingSetUp,
} from "./marketing-fixture";

withMarketingSetUp();

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
    const schema = await tenantExportSchema(s.db, { tenantId: s.f.tenantA });
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
