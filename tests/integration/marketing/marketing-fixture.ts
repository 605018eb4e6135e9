// The set-up the marketing-data tests share: tenant A's five stores syncing through the job
// engine against the maps simulator, a MARKETING_DATA and a CONNECTORS user, file storage in a
// temporary folder and a stand-in BigQuery. Exported bindings are live: read them inside tests.
import { afterAll, beforeAll, vi } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { extractJobs } from "@/lib/db/schema";
import { allowedExtractRange } from "@/lib/marketing/dates";
import {
  addUserWithRole,
  callGraphQL,
  type GraphQLDocument,
} from "@/tests/integration/helpers/graphql-fixtures";
import {
  ConnectorsQuery,
  CreateExtractJobMutation,
  ExtractJobQuery,
  ExtractJobsQuery,
  RetryExtractJobMutation,
  SourceTablePreviewQuery,
  SourceTablesQuery,
  TestConnectorMutation,
} from "@/lib/marketing/operations";
import { startFakeBigQuery, type FakeBigQuery } from "@/tests/integration/helpers/fake-bigquery";
import { setUpReviewSync, type ReviewSyncSetUp } from "@/tests/integration/helpers/review-sync";
import { createGraphQLServer } from "@/lib/graphql/yoga";

export const CREATE = CreateExtractJobMutation;
export const JOB = ExtractJobQuery;
export const JOBS = ExtractJobsQuery;
export const RETRY = RetryExtractJobMutation;
export const CONNECTORS = ConnectorsQuery;
// The app reads back only the type and state; these tests also check what was saved.
export const SAVE = `mutation($input: SaveConnectorInput!) { saveConnector(input: $input) { type state projectId } }`;
export const TEST = TestConnectorMutation;
export const TABLES = SourceTablesQuery;
export const PREVIEW = SourceTablePreviewQuery;

export const allowed = allowedExtractRange()!;
// The first ten days of the last closed month: always inside the allowed months (not in January).
export const from = allowed.max.slice(0, 8) + "01";
export const to = allowed.max.slice(0, 8) + "10";
export const METRICS = ["CALL_CLICKS", "WEBSITE_CLICKS"];

export let s: ReviewSyncSetUp;
export let filesDir: string;
export let bq: FakeBigQuery;
export const tokens: Record<string, string> = {};

export async function as(
  user: string,
  query: GraphQLDocument,
  variables?: Record<string, unknown>,
) {
  if (tokens[user]) {
    const yoga = createGraphQLServer({ getDb: async () => s.db });
    return callGraphQL(yoga, query, { token: tokens[user], variables });
  }
  return s.as(user, query, variables);
}

/** A user of tenant A holding only `role`. */
export async function userWithRole(key: string, role: string) {
  tokens[key] = await addUserWithRole(s.db, s.f.tenantA, key, role);
}

export async function waitForEnd(id: string) {
  for (let i = 0; i < 600; i++) {
    const [job] = await s.db.select().from(extractJobs).where(eq(extractJobs.id, id));
    if (job && ["DONE", "FAIL", "BQ2SQL_FAIL"].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`extract job ${id} did not end`);
}

export const input = (extra: Record<string, unknown> = {}) => ({
  metrics: METRICS,
  dateFrom: from,
  dateTo: to,
  destination: "POSTGRESQL",
  ...extra,
});
export const verifiedA = () => s.storesA.filter((store) => store.verified === "COMPLETED");

/** Opens the set-up before the file's tests and closes it after them. */
export function withMarketingSetUp(): void {
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
}
