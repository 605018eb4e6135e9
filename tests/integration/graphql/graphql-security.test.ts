// Hostile and malformed requests to /api/graphql: each gets a clear 4xx or a GraphQL error (never a
// 500), and the server keeps answering. CSRF checks are in graphql-csrf.test.ts.
import { inspect } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { CSRF_HEADER } from "@/lib/http/endpoint";
import { INTERNAL_ERROR_MESSAGE } from "@/lib/graphql/errors";
import { GRAPHQL_LIMITS } from "@/lib/graphql/limits";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import {
  callGraphQL,
  openTestDatabase,
  seedTwoTenantFixture,
  send,
  tokenFor,
  type Fixture,
} from "@/tests/integration/helpers/graphql-fixtures";

const URL_ = "http://localhost/api/graphql";
let close: () => Promise<void>;
let yoga: GraphQLServer;
let production: GraphQLServer;
let fx: Fixture;
let adminA: string;

beforeAll(async () => {
  const handle = await openTestDatabase();
  close = handle.close;
  fx = await seedTwoTenantFixture(handle.db);
  adminA = await tokenFor(handle.db, fx.users.adminA);
  yoga = createGraphQLServer({ getDb: async () => handle.db, production: false });
  production = createGraphQLServer({ getDb: async () => handle.db, production: true });
});

afterAll(async () => close?.());

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request(URL_, {
    method: "POST",
    headers: { "content-type": "application/json", [CSRF_HEADER]: "1", ...headers },
    body,
  });

/** Everything the server writes to the console while `work` runs, as the console would print it. */
async function captureLogs(work: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  for (const method of ["error", "warn", "log", "info", "debug"] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (typeof arg === "string" ? arg : inspect(arg))).join(" "));
    });
  await work();
  return lines.join("\n");
}
afterEach(() => vi.restoreAllMocks());

const codeOf = (answer: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  answer.body.errors?.[0]?.extensions?.code;

async function expectStillAnswering() {
  const res = await callGraphQL(yoga, `{ moduleStatus { name } }`, { token: adminA });
  expect(res.status).toBe(200);
  expect(res.body.data.moduleStatus).toHaveLength(2);
}

describe("malformed requests", () => {
  it("answers 400 JSON for a body that is not JSON", async () => {
    const res = await send(yoga, post("{ query: nope"));
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      message: "POST body sent invalid JSON.",
      extensions: { code: "BAD_REQUEST" },
    });
    await expectStillAnswering();
  });

  it("answers 400 for a JSON body that is not an object and for bad GET variables", async () => {
    expect((await send(yoga, post("[1,2]"))).status).toBe(400);
    expect((await send(yoga, post("null"))).status).toBe(400);
    const get = await send(
      yoga,
      new Request(
        `${URL_}?query=${encodeURIComponent("{ moduleStatus { name } }")}&variables=%7Bbad`,
        { headers: { [CSRF_HEADER]: "1" } },
      ),
    );
    expect(get.status).toBe(400);
    expect(get.body.errors[0].extensions.code).toBe("BAD_REQUEST");
  });

  it("answers 415 for form posts, which browsers send cross-site without a preflight", async () => {
    const res = await send(
      yoga,
      new Request(URL_, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", [CSRF_HEADER]: "1" },
        body: "query=%7B__typename%7D",
      }),
    );
    expect(res.status).toBe(415);
  });

  it("answers 413 for a body above the limit, with or without Content-Length", async () => {
    const huge = JSON.stringify({
      query: "{ moduleStatus { name } }",
      variables: { pad: "x".repeat(GRAPHQL_LIMITS.maxBodyBytes) },
    });
    const res = await send(yoga, post(huge));
    expect(res.status).toBe(413);
    expect(res.body.errors[0].extensions.code).toBe("PAYLOAD_TOO_LARGE");
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(huge));
        controller.close();
      },
    });
    const chunked = await send(
      yoga,
      new Request(URL_, {
        method: "POST",
        headers: { "content-type": "application/json", [CSRF_HEADER]: "1" },
        body: stream,
        duplex: "half",
      } as RequestInit),
    );
    expect(chunked.status).toBe(413);
    await expectStillAnswering();
  });

  it("reports syntax errors as GraphQL errors", async () => {
    const res = await callGraphQL(yoga, "{ moduleStatus { name ", { token: adminA });
    expect(res.status).toBe(400);
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors[0].message).toMatch(/Syntax Error/);
  });
});

describe("operation limits", () => {
  it("refuses a query of 10,000 tokens", async () => {
    const query = `{ ${Array.from({ length: 5000 }, () => "__typename").join(" ")} }`;
    const res = await callGraphQL(yoga, query, { token: adminA });
    expect(res.status).toBeLessThan(500);
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors[0].message).toMatch(/Token limit of 2000 exceeded/);
    await expectStillAnswering();
  });

  it("refuses 50 aliases", async () => {
    const query = `{ ${Array.from({ length: 50 }, (_, i) => `a${i}: moduleStatus { name }`).join(" ")} }`;
    const res = await callGraphQL(yoga, query, { token: adminA });
    expect(res.status).toBeLessThan(500);
    expect(res.body.errors[0].message).toMatch(/Aliases limit of 15 exceeded/);
  });

  it("refuses depth 20, and depth 12 by the depth rule itself", async () => {
    // The schema has no recursive types, so the nesting uses unknown fields: the limits run on the
    // document before field validation. At depth 20 the cost limit (which grows with depth) trips
    // first; depth 12 stays under the cost limit and meets the depth rule.
    const nested = (levels: number) =>
      `{ user { me { ${"nested { ".repeat(levels)}leaf${" }".repeat(levels)} } } }`;
    const deep = await callGraphQL(yoga, nested(18), { token: adminA });
    expect(deep.status).toBeLessThan(500);
    expect(deep.body.data ?? null).toBeNull();
    expect(deep.body.errors[0].message).toMatch(
      /Query Cost limit of 5000 exceeded|Query depth limit of 10 exceeded/,
    );
    const twelve = await callGraphQL(yoga, nested(10), { token: adminA });
    expect(twelve.body.errors[0].message).toMatch(/Query depth limit of 10 exceeded/);
    await expectStillAnswering();
  });

  it("accepts the real screen queries inside the limits", async () => {
    const res = await callGraphQL(
      yoga,
      `{ user { me { _id tenantConfigInfo { config value { name value } } } memberSettings { permissions { name } } } }`,
      { token: adminA },
    );
    expect(res.body.errors).toBeUndefined();
  });
});

// Variables of the wrong type, out of range or carrying a NUL byte answered a masked
// INTERNAL_SERVER_ERROR and logged a stack trace with the value: a password sent as `true`, or one
// with a NUL byte (PostgreSQL refuses those), ended up in the server log.
describe("bad variable values", () => {
  const PAGE = `query Page($limit: Int) { locations(limit: $limit) { total } }`;
  const LOGIN = `mutation SignIn($user: String!, $pass: String!) {
    login(user: $user, pass: $pass, type: "web") { success } }`;
  const SEARCH = `query Search($search: String) { locations(filter: { search: $search }) { total } }`;

  it("answers BAD_USER_INPUT for an Int out of range, naming the variable, logging nothing", async () => {
    let res!: Awaited<ReturnType<typeof callGraphQL>>;
    const logs = await captureLogs(async () => {
      res = await callGraphQL(yoga, PAGE, { token: adminA, variables: { limit: 2147483648 } });
    });
    expect(res.status).toBeLessThan(500);
    expect(codeOf(res)).toBe("BAD_USER_INPUT");
    expect(res.body.errors[0].extensions.issues).toEqual([
      { path: "$limit", message: expect.any(String) },
    ]);
    expect(JSON.stringify(res.body)).not.toContain("2147483648");
    expect(logs).toBe("");
  });

  it("answers BAD_USER_INPUT for a password sent as true and keeps it out of the log", async () => {
    let res!: Awaited<ReturnType<typeof callGraphQL>>;
    const logs = await captureLogs(async () => {
      res = await callGraphQL(yoga, LOGIN, {
        variables: { user: "admina@alpha.test", pass: true },
      });
    });
    expect(res.status).toBeLessThan(500);
    expect(codeOf(res)).toBe("BAD_USER_INPUT");
    expect(res.body.errors[0].extensions.issues).toEqual([
      { path: "$pass", message: expect.any(String) },
    ]);
    expect(logs).toBe("");
  });

  it("refuses a NUL byte in any string variable, nested or not, before any resolver runs", async () => {
    const nul = "sec\u0000ret-4711";
    const answers: Awaited<ReturnType<typeof callGraphQL>>[] = [];
    const logs = await captureLogs(async () => {
      answers.push(
        await callGraphQL(yoga, LOGIN, { variables: { user: "admina@alpha.test", pass: nul } }),
        await callGraphQL(yoga, SEARCH, { token: adminA, variables: { search: nul } }),
        await callGraphQL(
          yoga,
          `mutation Create($input: WorkspaceInput!) { createWorkspace(input: $input) { _id } }`,
          { token: adminA, variables: { input: { name: nul, description: "Valid text" } } },
        ),
      );
    });
    for (const res of answers) {
      expect(res.status).toBeLessThan(500);
      expect(codeOf(res)).toBe("BAD_USER_INPUT");
      expect(res.body.data ?? null).toBeNull();
    }
    expect(answers[2].body.errors[0].extensions.issues).toEqual([
      { path: "$input.name", message: expect.any(String) },
    ]);
    expect(JSON.stringify(answers)).not.toContain("4711");
    expect(logs).toBe("");
  });

  it("refuses a NUL byte written in the document itself", async () => {
    const res = await callGraphQL(
      yoga,
      `{ locations(filter: { search: "a\\u0000b" }) { total } }`,
      { token: adminA },
    );
    expect(codeOf(res)).toBe("BAD_USER_INPUT");
    expect(res.body.data ?? null).toBeNull();
  });

  it("keeps accepting ordinary values", async () => {
    const res = await callGraphQL(yoga, SEARCH, { token: adminA, variables: { search: "Store" } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.locations.total).toBe(3);
  });
});

describe("internal failures", () => {
  it("answer INTERNAL_SERVER_ERROR with a fixed message and no SQL details", async () => {
    const broken = await openTestDatabase();
    try {
      const fixture = await seedTwoTenantFixture(broken.db);
      const token = await tokenFor(broken.db, fixture.users.adminA);
      await broken.db.execute(sql`drop table module_status`);
      const server = createGraphQLServer({ getDb: async () => broken.db });
      const res = await callGraphQL(server, `{ moduleStatus { name } }`, { token });
      expect(res.body.errors).toEqual([
        {
          message: INTERNAL_ERROR_MESSAGE,
          locations: [{ line: 1, column: 3 }],
          path: ["moduleStatus"],
          extensions: { code: "INTERNAL_SERVER_ERROR" },
        },
      ]);
      expect(JSON.stringify(res.body)).not.toMatch(/module_status|relation|select/i);
    } finally {
      await broken.close();
    }
  });

  it("are logged with where they happened but without the variables' values", async () => {
    const broken = await openTestDatabase();
    try {
      const fixture = await seedTwoTenantFixture(broken.db);
      const token = await tokenFor(broken.db, fixture.users.adminA);
      await broken.db.execute(sql`drop table locations cascade`);
      const server = createGraphQLServer({ getDb: async () => broken.db });
      let res!: Awaited<ReturnType<typeof callGraphQL>>;
      const logs = await captureLogs(async () => {
        res = await callGraphQL(
          server,
          `query Search($search: String) { locations(filter: { search: $search }) { total } }`,
          { token, variables: { search: "needle-4711" } },
        );
      });
      expect(codeOf(res)).toBe("INTERNAL_SERVER_ERROR");
      expect(logs).toMatch(/locations/);
      expect(logs).toMatch(/\bat /);
      expect(logs).not.toContain("needle-4711");
      expect(logs).not.toContain(fixture.tenantA);
    } finally {
      await broken.close();
    }
  });
});

describe("production hardening", () => {
  it("disables introspection in production only", async () => {
    const query = `{ __schema { queryType { name } } }`;
    const prod = await callGraphQL(production, query, { token: adminA });
    expect(prod.body.data ?? null).toBeNull();
    expect(prod.body.errors[0].message).toMatch(/introspection/i);
    const typeQuery = await callGraphQL(production, `{ __type(name: "Me") { name } }`);
    expect(typeQuery.body.errors[0].message).toMatch(/introspection/i);
    const dev = await callGraphQL(yoga, query, { token: adminA });
    expect(dev.body.data.__schema.queryType.name).toBe("Query");
  });

  it("gives no field suggestions that would reveal the schema", async () => {
    const res = await callGraphQL(production, `{ moduleStatu { name } }`, { token: adminA });
    expect(res.body.errors[0].message).not.toMatch(/Did you mean/);
  });

  // With introspection off, "Did you mean the enum value …" still listed enum values, and
  // argument and input-field suggestions named what the schema hides.
  it("gives no enum, argument or input-field suggestions in production", async () => {
    const attempts: [string, Record<string, unknown>?][] = [
      [`{ locations(filter: { openStatus: OPE }) { total } }`],
      [`{ locations(filter: { openStatus: "OPEN" }) { total } }`],
      [`query($s: OpenStatus) { locations(filter: { openStatus: $s }) { total } }`, { s: "OPE" }],
      [`query($f: LocationFilter) { locations(filter: $f) { total } }`, { f: { serch: "x" } }],
      [`{ locations(limt: 3) { total } }`],
      [`{ locations(filter: { serch: "x" }) { total } }`],
      [`{ locations { totl } }`],
      [`query($s: OpenStatu) { moduleStatus { name } }`],
    ];
    for (const [query, variables] of attempts) {
      const res = await callGraphQL(production, query, { token: adminA, variables });
      expect(res.body.errors?.length, query).toBeGreaterThan(0);
      expect(JSON.stringify(res.body), query).not.toMatch(/Did you mean|"search"/);
    }
  });

  it("keeps suggestions in development, where introspection shows the schema anyway", async () => {
    const res = await callGraphQL(yoga, `{ locations(filter: { openStatus: OPE }) { total } }`, {
      token: adminA,
    });
    expect(res.body.errors[0].message).toMatch(/Did you mean the enum value "OPEN"/);
  });

  it("marks every answer private, no-store", async () => {
    const signedIn = await callGraphQL(yoga, `{ moduleStatus { name } }`, { token: adminA });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    const refused = await send(yoga, post("{bad"));
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
  });

  it("never sends CORS headers", async () => {
    const res = await send(
      yoga,
      new Request(URL_, {
        method: "OPTIONS",
        headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
      }),
    );
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});
