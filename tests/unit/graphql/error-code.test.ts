import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { API_ERROR_CODES, apiErrorCode, apiErrorDetails } from "@/lib/apollo/error-code";
import { GraphQLRequestError } from "@/lib/http/request-graphql";

const graphqlError = (code?: string) =>
  new CombinedGraphQLErrors({
    errors: [{ message: "x", extensions: code ? { code } : undefined }],
  });
const serverError = (status: number) =>
  new ServerError("failed", { response: new Response("{}", { status }), bodyText: "{}" });

describe("apiErrorCode", () => {
  it("reads the GraphQL error code and falls back to INTERNAL_SERVER_ERROR", () => {
    expect(apiErrorCode(graphqlError("FORBIDDEN"))).toBe("FORBIDDEN");
    expect(apiErrorCode(graphqlError("GRAPHQL_VALIDATION_FAILED"))).toBe("INTERNAL_SERVER_ERROR");
    expect(apiErrorCode(graphqlError())).toBe("INTERNAL_SERVER_ERROR");
  });

  it("derives a code from the HTTP status of refused requests", () => {
    expect(apiErrorCode(serverError(413))).toBe("PAYLOAD_TOO_LARGE");
    expect(apiErrorCode(serverError(403))).toBe("FORBIDDEN");
    expect(apiErrorCode(serverError(502))).toBe("INTERNAL_SERVER_ERROR");
  });

  it("reads requestGraphQL's errors as Apollo's", () => {
    expect(apiErrorCode(new GraphQLRequestError("x", "FORBIDDEN"))).toBe("FORBIDDEN");
    expect(apiErrorCode(new GraphQLRequestError("x", "EMAIL_TAKEN"))).toBe("INTERNAL_SERVER_ERROR");
    expect(apiErrorCode(new GraphQLRequestError("x", "HTTP_413"))).toBe("PAYLOAD_TOO_LARGE");
    expect(apiErrorCode(new GraphQLRequestError("x", "HTTP_502"))).toBe("INTERNAL_SERVER_ERROR");
    const extensions = { code: "BAD_USER_INPUT", reason: "TAKEN", issues: [] };
    expect(
      apiErrorDetails(new GraphQLRequestError("taken", "BAD_USER_INPUT", [], extensions)),
    ).toEqual(
      apiErrorDetails(new CombinedGraphQLErrors({ errors: [{ message: "taken", extensions }] })),
    );
    expect(apiErrorDetails(new GraphQLRequestError("Bad Gateway", "HTTP_502")).message).toBeNull();
  });

  it("calls anything else a network failure", () => {
    expect(apiErrorCode(new TypeError("Failed to fetch"))).toBe("NETWORK");
  });

  it("has a message for every code in both languages", () => {
    for (const code of API_ERROR_CODES) {
      expect(en.api.errors[code], code).toBeTruthy();
      expect(es.api.errors[code], code).toBeTruthy();
    }
  });
});
