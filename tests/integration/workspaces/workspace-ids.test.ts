// A bulk edit aimed at another tenant's workspace id relabelled all 250 of the caller's stores: an id
// that was not one of the caller's workspaces meant "all my stores" in `locations`, bulk edits and
// every store picker. Every operation that takes a workspace id must answer NOT_FOUND for another
// tenant's id and a made-up one, and change nothing; only an absent id means every store.
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  extractJobs,
  jobs,
  locations,
  mediaPackages,
  posts,
  reportSchedules,
  reportShareLinks,
  workspaceLocations,
  workspaces,
} from "@/lib/db/schema";
import { allowedExtractRange } from "@/lib/marketing/dates";
import { startQueue } from "@/lib/jobs/queue";
import { setQueueForTests } from "@/lib/jobs/runtime";
import "@/lib/media/job-kinds";
import "@/lib/posts/job-kinds";
import { codeOf, setUpStoreEdits, type StoreEdits } from "@/tests/integration/helpers/store-edits";

let s: StoreEdits;
let queue: PgBoss;
let ownWorkspace: string;
let foreignWorkspace: string;

beforeAll(async () => {
  s = await setUpStoreEdits({ stores: 3, workers: 0 });
  // Jobs are queued, not worked: what is under test is what each request writes.
  queue = await startQueue(s.testDb.executeSql!, { maintenanceIntervalSeconds: 1 });
  setQueueForTests(queue);
  const [a, b] = await s.testDb.db
    .insert(workspaces)
    .values([
      { tenantId: s.f.tenantA, name: "Norte", description: "Store 1" },
      { tenantId: s.f.tenantB, name: "Bravo", description: "Store B1" },
    ])
    .returning({ id: workspaces.id });
  ownWorkspace = a!.id;
  foreignWorkspace = b!.id;
  await s.testDb.db.insert(workspaceLocations).values([
    { workspaceId: ownWorkspace, locationId: s.f.locationsA[0]!, tenantId: s.f.tenantA },
    { workspaceId: foreignWorkspace, locationId: s.f.locationsB[0]!, tenantId: s.f.tenantB },
  ]);
}, 60_000);

afterAll(async () => {
  await queue?.stop({ graceful: false, wait: true });
  await s?.close();
});

const range = { from: "2026-10-01", to: "2026-10-30" };
const allowed = allowedExtractRange();

/** Every operation taking a workspace id, with the rest of its input valid. */
const OPERATIONS: {
  name: string;
  query: string;
  variables: (id: string) => Record<string, unknown>;
}[] = [
  {
    name: "locations",
    query: `query($w: ID) { locations(workspaceId: $w) { total items { _id } } }`,
    variables: (w) => ({ w }),
  },
  {
    name: "bulkUpdateLocations",
    query: `mutation($w: ID) { bulkUpdateLocations(workspaceId: $w, patch: { labels: ["relabelled"] }) { id total } }`,
    variables: (w) => ({ w }),
  },
  {
    name: "workspaceSelection",
    query: `query($w: ID) { workspaceSelection(workspaceId: $w) { workspace { _id } ids } }`,
    variables: (w) => ({ w }),
  },
  {
    name: "workspaceLocations",
    query: `query($w: ID!) { workspaceLocations(workspaceId: $w) { total } }`,
    variables: (w) => ({ w }),
  },
  {
    name: "workspaceCandidates",
    query: `query($w: ID!) { workspaceCandidates(workspaceId: $w) { total } }`,
    variables: (w) => ({ w }),
  },
  {
    name: "setWorkspaceLocations",
    query: `mutation($w: ID!, $add: [ID!]) { setWorkspaceLocations(input: { workspaceId: $w, add: $add }) { _id } }`,
    variables: (w) => ({ w, add: [s.f.locationsA[1]] }),
  },
  {
    name: "reviews",
    query: `query($w: ID) { reviews(filter: { workspaceId: $w }) { total } }`,
    variables: (w) => ({ w }),
  },
  {
    name: "reviewLocations",
    query: `query($w: ID) { reviewLocations(workspaceId: $w) { id } }`,
    variables: (w) => ({ w }),
  },
  {
    name: "posts",
    query: `query($w: ID) { posts(filter: { workspaceId: $w }) { total } }`,
    variables: (w) => ({ w }),
  },
  {
    name: "postLocations",
    query: `query($w: ID) { postLocations(workspaceId: $w) { id } }`,
    variables: (w) => ({ w }),
  },
  {
    name: "postAudience",
    query: `query($w: ID) { postAudience(workspaceId: $w) { stores } }`,
    variables: (w) => ({ w }),
  },
  {
    name: "createPost",
    query: `mutation($input: PostInput!) { createPost(input: $input) { id } }`,
    variables: (w) => ({
      input: {
        content: { type: "BASIC", title: "Hello", description: "Open all week" },
        workspaceId: w,
        mode: "NOW",
      },
    }),
  },
  {
    name: "mediaLocations",
    query: `query($w: ID) { mediaLocations(workspaceId: $w) { id } }`,
    variables: (w) => ({ w }),
  },
  {
    name: "createMediaPackage",
    query: `mutation($input: MediaPackageInput!) { createMediaPackage(input: $input) { id } }`,
    variables: (w) => ({
      input: { name: "Front", category: "EXTERIOR", resourceIds: [randomUUID()], workspaceId: w },
    }),
  },
  {
    name: "marketingLocations",
    query: `query($w: ID) { marketingLocations(workspaceId: $w) { id } }`,
    variables: (w) => ({ w }),
  },
  {
    name: "createExtractJob",
    query: `mutation($input: CreateExtractJobInput!) { createExtractJob(input: $input) { id } }`,
    variables: (w) => ({
      input: {
        metrics: ["CALL_CLICKS"],
        dateFrom: allowed!.max.slice(0, 8) + "01",
        dateTo: allowed!.max.slice(0, 8) + "10",
        destination: "POSTGRESQL",
        workspaceId: w,
      },
    }),
  },
  {
    name: "performance",
    query: `query($w: ID, $range: DateRangeInput!) { performance(range: $range, workspaceId: $w) { storeCount } }`,
    variables: (w) => ({ w, range }),
  },
  {
    name: "reviewStats",
    query: `query($w: ID, $range: DateRangeInput!) { reviewStats(range: $range, workspaceId: $w) { total } }`,
    variables: (w) => ({ w, range }),
  },
  {
    name: "revenue",
    query: `query($w: ID, $range: DateRangeInput!) { revenue(range: $range, workspaceId: $w) { income } }`,
    variables: (w) => ({ w, range }),
  },
  {
    name: "reportFilterOptions",
    query: `query($w: ID) { reportFilterOptions(workspaceId: $w) { cities } }`,
    variables: (w) => ({ w }),
  },
  {
    name: "createReportSchedule",
    query: `mutation($input: ReportScheduleInput!) { createReportSchedule(input: $input) { id } }`,
    variables: (w) => ({
      input: {
        frequency: "WEEKLY",
        format: "PDF",
        recipients: ["ana@example.com"],
        filters: { workspaceId: w, days: 30 },
      },
    }),
  },
  {
    name: "createReportShareLink",
    query: `mutation($w: ID) { createReportShareLink(filters: { workspaceId: $w, days: 30 }, expiresInDays: 7) { id } }`,
    variables: (w) => ({ w }),
  },
];

/** The tables any of the operations could write to. */
const WRITTEN = {
  jobs,
  posts,
  mediaPackages,
  extractJobs,
  reportSchedules,
  reportShareLinks,
  workspaceLocations,
};

/** How many rows each of those holds, and every store's labels. */
async function written() {
  const db = s.testDb.db;
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(WRITTEN))
    counts[name] = (await db.select({ n: count() }).from(table))[0]!.n;
  const labels = await db
    .select({ id: locations.id, labels: locations.labels })
    .from(locations)
    .orderBy(locations.id);
  return { counts, labels };
}

describe("workspace ids", () => {
  it("answers NOT_FOUND for another tenant's workspace and a made-up one, changing nothing", async () => {
    const before = await written();
    for (const { name, query, variables } of OPERATIONS) {
      for (const [kind, id] of [
        ["another tenant's", foreignWorkspace],
        ["a made-up", randomUUID()],
      ] as const) {
        const answer = await s.as("adminA", query, variables(id));
        expect(codeOf(answer), `${name} with ${kind} workspace id`).toBe("NOT_FOUND");
        expect(answer.body.errors[0].message, name).not.toMatch(/bravo|store b/i);
      }
    }
    // The store pickers also refuse an id that is not even an id, rather than list every store.
    for (const name of ["reviewLocations", "postLocations", "mediaLocations", "locations"]) {
      const { query } = OPERATIONS.find((op) => op.name === name)!;
      expect(codeOf(await s.as("adminA", query, { w: "not-a-workspace" })), name).toBe("NOT_FOUND");
    }
    expect(await written()).toEqual(before);
  });

  it("keeps the caller's own workspace, and every store only when no id is given", async () => {
    const { query: LOCATIONS } = OPERATIONS[0]!;
    const own = await s.as("adminA", LOCATIONS, { w: ownWorkspace });
    expect(own.body.data.locations.items).toEqual([{ _id: s.f.locationsA[0] }]);
    const all = await s.as("adminA", LOCATIONS, {});
    expect(all.body.data.locations.total).toBe(s.f.locationsA.length);
    // Tenant B sees its own workspace, and not A's.
    const b = await s.as("adminB", LOCATIONS, { w: foreignWorkspace });
    expect(b.body.data.locations.items).toEqual([{ _id: s.f.locationsB[0] }]);
    expect(codeOf(await s.as("adminB", LOCATIONS, { w: ownWorkspace }))).toBe("NOT_FOUND");

    // The page names the workspace it holds; no id and the default workspace's id both mean every
    // store, so both name none (the store list keeps its ticks when the shell first sets the cookie).
    const SCOPE = `query($w: ID) { locations(workspaceId: $w) { workspaceId } }`;
    const [defaultWorkspace] = await s.testDb.db
      .insert(workspaces)
      .values({ tenantId: s.f.tenantA, name: "All", description: "Every store", isDefault: true })
      .returning({ id: workspaces.id });
    const scopeOf = async (w?: string) =>
      (await s.as("adminA", SCOPE, w ? { w } : {})).body.data.locations.workspaceId;
    expect(await scopeOf(ownWorkspace)).toBe(ownWorkspace);
    expect(await scopeOf(defaultWorkspace!.id)).toBeNull();
    expect(await scopeOf()).toBeNull();

    const { query: BULK } = OPERATIONS[1]!;
    const edit = await s.as("adminA", BULK, { w: ownWorkspace });
    expect(edit.body.errors).toBeUndefined();
    expect(edit.body.data.bulkUpdateLocations.total).toBe(1);
    const [job] = await s.testDb.db
      .select({ total: jobs.total })
      .from(jobs)
      .where(eq(jobs.id, edit.body.data.bulkUpdateLocations.id));
    expect(job?.total).toBe(1);
  });
});
