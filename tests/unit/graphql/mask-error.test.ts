import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { badUserInput, forbidden, INTERNAL_ERROR_MESSAGE } from "@/lib/graphql/errors";
import { maskError } from "@/lib/graphql/mask-error";

/** How graphql-js wraps an error thrown inside a resolver. */
function thrownByResolver(error: Error) {
  return new GraphQLError(error.message, { path: ["user"], originalError: error });
}

describe("maskError", () => {
  it("hides internal errors behind a fixed message and INTERNAL_SERVER_ERROR", () => {
    const masked = maskError(
      thrownByResolver(new Error('relation "users" does not exist')),
    ) as GraphQLError;
    expect(masked.message).toBe(INTERNAL_ERROR_MESSAGE);
    expect(masked.extensions.code).toBe("INTERNAL_SERVER_ERROR");
    expect(JSON.stringify(masked.toJSON())).not.toContain("relation");
    expect(masked.path).toEqual(["user"]);
  });

  it("lets public codes through with their message and path", () => {
    const masked = maskError(thrownByResolver(forbidden())) as GraphQLError;
    expect(masked.extensions.code).toBe("FORBIDDEN");
    expect(masked.path).toEqual(["user"]);
    const input = maskError(
      thrownByResolver(badUserInput([{ path: "limit", message: "Too big" }])),
    ) as GraphQLError;
    expect(input.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      issues: [{ path: "limit", message: "Too big" }],
    });
  });

  it("masks resolver errors that carry a code outside the public list", () => {
    const masked = maskError(
      thrownByResolver(new GraphQLError("db down", { extensions: { code: "DB_ERROR" } })),
    ) as GraphQLError;
    expect(masked.extensions.code).toBe("INTERNAL_SERVER_ERROR");
    expect(masked.message).toBe(INTERNAL_ERROR_MESSAGE);
  });

  it("keeps errors graphql itself raised (syntax, validation, limits) unchanged", () => {
    const validation = new GraphQLError('Cannot query field "nope" on type "Query".');
    expect(maskError(validation)).toBe(validation);
  });

  it("masks non-GraphQL values", () => {
    expect((maskError("boom") as GraphQLError).extensions.code).toBe("INTERNAL_SERVER_ERROR");
  });
});
