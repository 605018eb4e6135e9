import { CombinedGraphQLErrors } from "@apollo/client/errors";

/**
 * What a failed call's first error says: its `extensions` code and reason, its message, and the
 * message keys of its BAD_USER_INPUT issues (the admin's refusals: emailTaken, disableSelf…).
 * Nulls and none when the call failed before the server answered.
 */
export function graphqlError(error: unknown): {
  code: string | null;
  reason: string | null;
  message: string | null;
  issues: string[];
} {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const extensions = first?.extensions;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  const issues = Array.isArray(extensions?.issues)
    ? (extensions.issues as { message?: unknown }[])
        .map((issue) => text(issue.message))
        .filter((message): message is string => message !== null)
    : [];
  return {
    code: text(extensions?.code),
    reason: text(extensions?.reason),
    message: first?.message ?? null,
    issues,
  };
}
