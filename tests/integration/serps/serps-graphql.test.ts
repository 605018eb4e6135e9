// The saved searches' API (spec §6: the ranking section, ADMIN and RANKING): the contract's names,
// the section guard, each rule's refusal on its entry, and one tenant's searches (and stores) out
// of another's reach.
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests } from "@/lib/db/client";
import { createGraphQLServer } from "@/lib/graphql/yoga";
import { startQueue } from "@/lib/jobs/queue";
import { setQueueForTests } from "@/lib/jobs/runtime";
import { createTestDb, type TestDb } from "../helpers/db";
import {
  addUserWithRole,
  callGraphQL,
  seedTwoTenantFixture,
  tokenFor,
} from "../helpers/graphql-fixtures";

let testDb: TestDb;
let yoga: ReturnType<typeof createGraphQLServer>;
let queue: PgBoss;
let f: Awaited<ReturnType<typeof seedTwoTenantFixture>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testDb = await createTestDb();
  setDbForTests({ ...testDb, migrate: async () => {} });
  f = await seedTwoTenantFixture(testDb.db);
  yoga = createGraphQLServer({ getDb: async () => testDb.db });
  // Runs are queued, never worked here: the search itself is serps-run.test.ts's.
  queue = await startQueue(testDb.executeSql!, { background: false });
  setQueueForTests(queue);
  for (const key of ["adminA", "reviewsA", "adminB"])
    tokens[key] = await tokenFor(testDb.db, f.users[key]!);
  tokens.rankingA = await addUserWithRole(testDb.db, f.tenantA, "rankingA", "RANKING");
});

afterAll(async () => {
  setQueueForTests(undefined);
  await queue?.stop({ graceful: false, wait: true });
  setDbForTests(undefined);
  await testDb?.close();
});

const CREATE = `
  mutation ($input: SerpInput!) {
    createSerp(input: $input) {
      id name keyword device frequency languageCode locationId locationName sites competitors
      status nextRunAt lastRunAt createdAt
    }
  }
`;
const ONE = `query ($id: ID!) {
  serp(id: $id) { id name status runs(limit: 5) { id startedAt finishedAt } results { rank } dropped { url } }
}`;
const LIST = `query { serps(limit: 10, offset: 0) { total items { id name } } }`;

const input = (over: Record<string, unknown> = {}) => ({
  name: "Pizza near the first store",
  keyword: "pizza a domicilio",
  device: "MOBILE",
  frequency: "MONTHLY",
  languageCode: "es",
  locationId: f.locationsA[0],
  sites: ["https://www.pizzaroma.es/carta", "pizzaroma-delivery.com"],
  competitors: ["telepizza.es"],
  ...over,
});

const call = async (token: string, query: string, variables: Record<string, unknown> = {}) =>
  (await callGraphQL(yoga, query, { token, variables })).body;

const issuesOf = (answer: Awaited<ReturnType<typeof call>>) =>
  (answer.errors![0]!.extensions as { issues: { path: string; message: string }[] }).issues;

describe("saved searches over GraphQL", () => {
  let id: string;
  let national: string;

  it("lets a RANKING user create a search and read it back, with the contract's names", async () => {
    const created = await call(tokens.rankingA!, CREATE, { input: input() });
    expect(created.errors).toBeUndefined();
    const serp = created.data!.createSerp;
    id = serp.id;
    expect(serp).toMatchObject({
      name: "Pizza near the first store",
      keyword: "pizza a domicilio",
      device: "MOBILE",
      frequency: "MONTHLY",
      languageCode: "es",
      locationId: f.locationsA[0],
      // A pasted address keeps its host.
      sites: ["www.pizzaroma.es", "pizzaroma-delivery.com"],
      competitors: ["telepizza.es"],
      status: "SCHEDULED",
      lastRunAt: null,
    });
    expect(serp.locationName).toEqual(expect.any(String));
    const one = await call(tokens.adminA!, ONE, { id });
    expect(one.data!.serp).toMatchObject({ id, status: "SCHEDULED", runs: [], results: [] });
    const list = await call(tokens.adminA!, LIST);
    expect(list.data!.serps).toMatchObject({ total: 1, items: [{ id }] });
  });

  it("refuses a 2-letter keyword and a repeated competitor, each on its entry", async () => {
    const answer = await call(tokens.adminA!, CREATE, {
      input: input({
        keyword: "ab",
        competitors: ["telepizza.es", "https://www.TELEPIZZA.es/"],
        sites: ["pizzaroma"],
      }),
    });
    expect(answer.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(issuesOf(answer)).toEqual(
      expect.arrayContaining([
        { path: "keyword", message: "keywordLetters" },
        { path: "competitors.1", message: "duplicate" },
        { path: "sites.0", message: "invalidDomain" },
      ]),
    );
    const own = await call(tokens.adminA!, CREATE, {
      input: input({ competitors: ["pizzaroma.es"] }),
    });
    expect(issuesOf(own)).toEqual([{ path: "competitors.0", message: "ownSite" }]);
    const language = await call(tokens.adminA!, CREATE, { input: input({ languageCode: "xx" }) });
    expect(issuesOf(language)).toEqual([{ path: "languageCode", message: "invalidLanguage" }]);
    expect((await call(tokens.adminA!, LIST)).data!.serps.total).toBe(1);
  });

  it("refuses a user without the ranking section", async () => {
    for (const [query, variables] of [
      [LIST, {}],
      [ONE, { id }],
      [CREATE, { input: input() }],
      [`mutation ($id: ID!) { runSerp(id: $id) { id } }`, { id }],
    ] as const) {
      const answer = await call(tokens.reviewsA!, query, variables);
      expect(answer.errors![0]!.extensions).toMatchObject({ code: "FORBIDDEN" });
    }
  });

  it("keeps one tenant's searches from another, and another tenant's store out of a search", async () => {
    expect((await call(tokens.adminB!, ONE, { id })).data!.serp).toBeNull();
    expect((await call(tokens.adminB!, LIST)).data!.serps.total).toBe(0);
    for (const [mutation, selection] of [
      ["runSerp", "{ status }"],
      ["pauseSerp", "{ status }"],
      ["resumeSerp", "{ status }"],
      ["deleteSerp", ""],
    ]) {
      const query = `mutation ($id: ID!) { ${mutation}(id: $id) ${selection} }`;
      const answer = await call(tokens.adminB!, query, { id });
      expect(answer.errors![0]!.extensions, mutation).toMatchObject({ code: "NOT_FOUND" });
    }
    expect((await call(tokens.adminA!, ONE, { id })).data!.serp).toMatchObject({
      status: "SCHEDULED",
      runs: [],
    });
    const theirs = await call(tokens.adminB!, CREATE, { input: input() });
    expect(theirs.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(issuesOf(theirs)).toEqual([{ path: "input.locationId", message: "unknownLocation" }]);
  });

  it("searches from the language's country without a store", async () => {
    const created = await call(tokens.adminA!, CREATE, {
      input: input({ locationId: null, sites: [], competitors: [], frequency: "ONCE" }),
    });
    expect(created.data!.createSerp).toMatchObject({ locationId: null, locationName: null });
    national = created.data!.createSerp.id;
  });

  it("runs, pauses, resumes and deletes a search of the tenant", async () => {
    const ran = await call(tokens.adminA!, `mutation ($id: ID!) { runSerp(id: $id) { status } }`, {
      id,
    });
    expect(ran.data!.runSerp.status).toBe("RUNNING");
    const again = await call(tokens.adminA!, `mutation ($id: ID!) { runSerp(id: $id) { id } }`, {
      id,
    });
    expect(again.errors![0]!.extensions).toMatchObject({ code: "CONFLICT" });
    // Paused, a search is not due; resumed, it is due again.
    const paused = await call(
      tokens.adminA!,
      `mutation ($id: ID!) { pauseSerp(id: $id) { status } }`,
      { id: national },
    );
    expect(paused.data!.pauseSerp.status).toBe("PAUSED");
    const resumed = await call(
      tokens.adminA!,
      `mutation ($id: ID!) { resumeSerp(id: $id) { status nextRunAt } }`,
      { id: national },
    );
    expect(resumed.data!.resumeSerp).toMatchObject({ status: "SCHEDULED" });
    expect(resumed.data!.resumeSerp.nextRunAt).not.toBeNull();
    const deleted = await call(tokens.adminA!, `mutation ($id: ID!) { deleteSerp(id: $id) }`, {
      id,
    });
    expect(deleted.data!.deleteSerp).toBe(true);
    expect((await call(tokens.adminA!, ONE, { id })).data!.serp).toBeNull();
  });
});
