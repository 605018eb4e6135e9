// Yoga logged every masked error as it was: graphql-js's message quoting a variable's value, or
// Drizzle's "params: …" line, put what the caller sent (a password) in the server log.
import { GraphQLError } from "graphql";
import { describe, expect, it, vi } from "vitest";
import { createGraphQLLogger, describeErrorForLog } from "@/lib/graphql/log";

/** Shaped like drizzle-orm's DrizzleQueryError around a driver error. */
function failedQuery() {
  const driver = Object.assign(new Error('invalid input syntax for type uuid: "hunter2"'), {
    code: "22P02",
    query: "select 1 where id = $1",
    params: ["hunter2"],
  });
  return Object.assign(new Error("Failed query: select 1 where id = $1\nparams: hunter2"), {
    query: "select 1 where id = $1",
    params: ["hunter2"],
    cause: driver,
  });
}

describe("describeErrorForLog", () => {
  it("keeps the path, the error chain with codes, the statement and the frames", () => {
    const located = new GraphQLError("Failed query…", {
      path: ["user", "me"],
      originalError: failedQuery(),
    });
    const text = describeErrorForLog(located);
    expect(text).toMatch(
      /^GraphQL operation failed at user\.me: GraphQLError <- Error <- Error \[22P02\]/,
    );
    expect(text).toContain("query: select 1 where id = $1");
    expect(text).toMatch(/\n\s+at /);
    expect(text).not.toContain("hunter2");
  });

  it("leaves out messages, which can quote values", () => {
    const v8 = new TypeError("Cannot create property 'x' on string 'hunter2'");
    expect(describeErrorForLog(v8)).not.toContain("hunter2");
    expect(describeErrorForLog(v8)).toMatch(/^GraphQL operation failed: TypeError\n/);
    expect(describeErrorForLog("hunter2")).toBe("Non-error value thrown (string)");
  });
});

describe("createGraphQLLogger", () => {
  it("writes errors described, and passes other levels through", () => {
    const base = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const logger = createGraphQLLogger(base);
    logger.error(new Error("hunter2"));
    logger.warn("slow request");
    expect(base.error).toHaveBeenCalledWith(expect.not.stringContaining("hunter2"));
    expect(base.warn).toHaveBeenCalledWith("slow request");
  });
});
