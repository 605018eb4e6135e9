import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { badInputIssues } from "@/components/forms/server-issues";
import { GraphQLRequestError } from "@/lib/http/request-graphql";

const issues = [{ path: "$patch.title", message: "tooLong" }];

describe("badInputIssues", () => {
  it("reads a BAD_USER_INPUT answer from requestGraphQL and from Apollo alike", () => {
    expect(badInputIssues(new GraphQLRequestError("bad", "BAD_USER_INPUT", issues))).toEqual(
      issues,
    );
    const apollo = new CombinedGraphQLErrors({
      errors: [{ message: "bad", extensions: { code: "BAD_USER_INPUT", issues } }],
    });
    expect(badInputIssues(apollo)).toEqual(issues);
  });

  it("answers null for any other failure", () => {
    expect(badInputIssues(new GraphQLRequestError("no", "FORBIDDEN"))).toBeNull();
    expect(badInputIssues(new GraphQLRequestError("down", "HTTP_502"))).toBeNull();
    expect(badInputIssues(new TypeError("Failed to fetch"))).toBeNull();
    expect(
      badInputIssues(
        new CombinedGraphQLErrors({
          errors: [{ message: "no", extensions: { code: "FORBIDDEN" } }],
        }),
      ),
    ).toBeNull();
  });
});
