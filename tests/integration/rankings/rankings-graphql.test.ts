// The rankings API (spec §6: ADMIN and RANKING): the contract's names, the section guard, each
// rule's refusal on its field, and one tenant's rankings out of another's reach.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests } from "@/lib/db/client";
import { createGraphQLServer } from "@/lib/graphql/yoga";
import { createTestDb, type TestDb } from "../helpers/db";
import {
  addUserWithRole,
  callGraphQL,
  seedTwoTenantFixture,
  tokenFor,
} from "../helpers/graphql-fixtures";

let testDb: TestDb;
let yoga: ReturnType<typeof createGraphQLServer>;
let f: Awaited<ReturnType<typeof seedTwoTenantFixture>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testDb = await createTestDb();
  setDbForTests({ ...testDb, migrate: async () => {} });
  f = await seedTwoTenantFixture(testDb.db);
  yoga = createGraphQLServer({ getDb: async () => testDb.db });
  for (const key of ["adminA", "reviewsA", "adminB"])
    tokens[key] = await tokenFor(testDb.db, f.users[key]!);
  tokens.rankingA = await addUserWithRole(testDb.db, f.tenantA, "rankingA", "RANKING");
});

afterAll(async () => {
  setDbForTests(undefined);
  await testDb?.close();
});

const CREATE = `
  mutation ($input: RankingJobInput!) {
    createRankingJob(input: $input) {
      id
      status
      storeCount
      grid { size spacingKm }
    }
  }
`;
const ONE = `query ($id: ID!) { rankingJob(id: $id) { id name status results { keyword points { rank } } } }`;
const LIST = `query { rankingJobs(limit: 10, offset: 0) { total items { id name } } }`;

const input = (over: Record<string, unknown> = {}) => ({
  name: "Pizza around the stores",
  locationIds: f.locationsA,
  keywords: ["pizza", "pizzería", "comida italiana"],
  competitors: ["Pizza Roma"],
  businessNames: [],
  frequency: "MONTHLY",
  device: "MOBILE",
  grid: { size: 5, spacingKm: 1 },
  ...over,
});

const call = async (token: string, query: string, variables: Record<string, unknown> = {}) =>
  (await callGraphQL(yoga, query, { token, variables })).body;

describe("rankings over GraphQL", () => {
  let id: string;

  it("lets a RANKING user create a ranking and read it back, with the contract's names", async () => {
    const created = await call(tokens.rankingA!, CREATE, { input: input() });
    expect(created.errors).toBeUndefined();
    id = created.data!.createRankingJob.id;
    expect(created.data!.createRankingJob).toMatchObject({
      status: "RUNNING",
      storeCount: 3,
      grid: { size: 5, spacingKm: 1 },
    });
    const one = await call(tokens.adminA!, ONE, { id });
    // Its first run may have ended already when the worker is quick: read back either way.
    expect(one.data!.rankingJob).toMatchObject({
      id,
      status: expect.stringMatching(/^(RUNNING|SCHEDULED)$/),
    });
    const list = await call(tokens.adminA!, LIST);
    expect(list.data!.rankingJobs.total).toBe(1);
  });

  it("refuses a 2-letter keyword and a repeated competitor, each on its entry", async () => {
    const answer = await call(tokens.adminA!, CREATE, {
      input: input({ keywords: ["pizza", "ab"], competitors: ["Pizza Roma", "pizza roma"] }),
    });
    expect(answer.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
    const issues = (
      answer.errors![0]!.extensions as { issues: { path: string; message: string }[] }
    ).issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "keywords.1", message: "keywordLetters" },
        { path: "competitors.1", message: "duplicate" },
      ]),
    );
    const list = await call(tokens.adminA!, LIST);
    expect(list.data!.rankingJobs.total).toBe(1);
  });

  it("reads a ranking's results one ranking at a time, not of every item of the list", async () => {
    const answer = await call(
      tokens.adminA!,
      `query { rankingJobs { items { id results { keyword } } } }`,
    );
    expect(answer.errors![0]!.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      issues: [{ path: "results", message: "oneRankingAtATime" }],
    });
  });

  it("refuses a user without the ranking section", async () => {
    const answer = await call(tokens.reviewsA!, LIST);
    expect(answer.errors![0]!.extensions).toMatchObject({ code: "FORBIDDEN" });
    const create = await call(tokens.reviewsA!, CREATE, { input: input() });
    expect(create.errors![0]!.extensions).toMatchObject({ code: "FORBIDDEN" });
  });

  it("keeps one tenant's rankings from another, and another tenant's stores out of a ranking", async () => {
    expect((await call(tokens.adminB!, ONE, { id })).data!.rankingJob).toBeNull();
    expect((await call(tokens.adminB!, LIST)).data!.rankingJobs.total).toBe(0);
    for (const [mutation, selection] of [
      ["pauseRankingJob", "{ status }"],
      ["resumeRankingJob", "{ status }"],
      ["deleteRankingJob", ""],
    ]) {
      const query = `mutation ($id: ID!) { ${mutation}(id: $id) ${selection} }`;
      const answer = await call(tokens.adminB!, query, { id });
      expect(answer.errors![0]!.extensions, mutation).toMatchObject({ code: "NOT_FOUND" });
    }
    const theirs = await call(tokens.adminA!, CREATE, {
      input: input({ locationIds: f.locationsB }),
    });
    expect(theirs.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
  });

  it("pauses, resumes and deletes a ranking of the tenant", async () => {
    const paused = await call(
      tokens.adminA!,
      `mutation ($id: ID!) { pauseRankingJob(id: $id) { status } }`,
      { id },
    );
    expect(paused.data!.pauseRankingJob.status).toBe("PAUSED");
    const resumed = await call(
      tokens.adminA!,
      `mutation ($id: ID!) { resumeRankingJob(id: $id) { status } }`,
      { id },
    );
    // Due again as its frequency says (or still running the run its creation started).
    expect(resumed.data!.resumeRankingJob.status).not.toBe("PAUSED");
    const deleted = await call(
      tokens.adminA!,
      `mutation ($id: ID!) { deleteRankingJob(id: $id) }`,
      { id },
    );
    expect(deleted.data!.deleteRankingJob).toBe(true);
    expect((await call(tokens.adminA!, ONE, { id })).data!.rankingJob).toBeNull();
  });
});
