// Regression (issue 22): `{"query":"{"}` sent signed out came back INTERNAL_SERVER_ERROR (500) and
// left a stack in the log; a document that does not parse or validate is the caller's mistake.
// The production bundle loads graphql twice (its ESM build for our code and graphql-armor's parser,
// its CommonJS build for yoga's), so yoga's `instanceof` checks miss the parser's errors. Here the
// parser is given the other build too, as there: armor's plugin is followed by one that parses
// with graphql's ESM build (the tests otherwise load the CommonJS one everywhere).
import { inspect } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CSRF_HEADER } from "@/lib/http/endpoint";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import { openTestDatabase, send } from "@/tests/integration/helpers/graphql-fixtures";

const { ESM_GRAPHQL } = vi.hoisted(() => ({
  ESM_GRAPHQL: `${process.cwd()}/node_modules/graphql/index.mjs`,
}));
type GraphQLModule = typeof import("graphql");

vi.mock("@escape.tech/graphql-armor", async (importOriginal) => {
  const armor = await importOriginal<typeof import("@escape.tech/graphql-armor")>();
  const esm = (await import(/* @vite-ignore */ ESM_GRAPHQL)) as GraphQLModule;
  type Plugin = ReturnType<typeof armor.EnvelopArmorPlugin>;
  const otherBuildParser: Plugin = {
    onParse: ({ setParseFn }) => setParseFn(esm.parse as Parameters<typeof setParseFn>[0]),
  };
  return {
    ...armor,
    EnvelopArmorPlugin: (...args: Parameters<typeof armor.EnvelopArmorPlugin>): Plugin => ({
      onPluginInit({ addPlugin }) {
        addPlugin(armor.EnvelopArmorPlugin(...args));
        addPlugin(otherBuildParser);
      },
    }),
  };
});

let close: () => Promise<void>;
let production: GraphQLServer;

beforeAll(async () => {
  const handle = await openTestDatabase();
  close = handle.close;
  production = createGraphQLServer({ getDb: async () => handle.db, production: true });
});

afterAll(async () => close?.());

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", [CSRF_HEADER]: "1", ...headers },
    body,
  });

/** Everything the server writes to the console while `work` runs. */
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

type Answer = Awaited<ReturnType<typeof send>>;
const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code;

describe("documents that do not parse or validate", () => {
  it("answers GRAPHQL_PARSE_FAILED with 400, signed out, and logs one line without a stack", async () => {
    for (const accept of ["application/json", "application/graphql-response+json"]) {
      let res: Answer | undefined;
      const logs = await captureLogs(async () => {
        res = await send(production, post(JSON.stringify({ query: "{" }), { accept }));
      });
      expect(res?.status).toBe(400);
      expect(res?.body.errors).toHaveLength(1);
      expect(codeOf(res!)).toBe("GRAPHQL_PARSE_FAILED");
      expect(res?.body.errors[0].message).toBe("Syntax Error: Expected Name, found <EOF>.");
      expect(logs.split("\n")).toHaveLength(1);
      expect(logs).toMatch(/GRAPHQL_PARSE_FAILED at 1:2/);
      expect(logs).not.toMatch(/^\s+at /m);
    }
  });

  it("answers GRAPHQL_VALIDATION_FAILED with 400, also to a client that accepts only JSON", async () => {
    for (const accept of ["application/json", "application/graphql-response+json"]) {
      const res = await send(production, post(`{"query":"{ nope }"}`, { accept }));
      expect(res.status).toBe(400);
      expect(codeOf(res)).toBe("GRAPHQL_VALIDATION_FAILED");
      expect(res.body.errors[0].message).toBe('Cannot query field "nope" on type "Query".');
    }
  });

  it("lets through the errors of graphql's other build, and masks what is not one", async () => {
    const esm = (await import(/* @vite-ignore */ ESM_GRAPHQL)) as GraphQLModule;
    const { maskError } = await import("@/lib/graphql/mask-error");
    let parseError: unknown;
    try {
      esm.parse("{");
    } catch (error) {
      parseError = error;
    }
    expect(maskError(parseError)).toBe(parseError);
    const located = esm.locatedError(
      new esm.GraphQLError("No", { extensions: { code: "FORBIDDEN" } }),
      [],
    );
    expect(maskError(located)).toBe(located);
    const internal = esm.locatedError(new Error("SQL went wrong"), []);
    expect(maskError(internal)).toMatchObject({ extensions: { code: "INTERNAL_SERVER_ERROR" } });
  });
});
