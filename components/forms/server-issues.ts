import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { GraphQLRequestError } from "@/lib/http/request-graphql";

export type ServerIssue = { path: string; message: string };

type GraphQLErrors = { errors: { extensions?: { code?: unknown; issues?: unknown } }[] };

// Apollo's CombinedGraphQLErrors, recognised by its name so that forms which send through
// requestGraphQL do not load Apollo for this check.
function isApolloGraphQLErrors(error: unknown): error is GraphQLErrors {
  return (
    error instanceof Error &&
    error.name === "CombinedGraphQLErrors" &&
    Array.isArray((error as Partial<GraphQLErrors>).errors)
  );
}

/**
 * The issues of a BAD_USER_INPUT answer (from Apollo or requestGraphQL), or null for any other
 * failure.
 */
export function badInputIssues(error: unknown): ServerIssue[] | null {
  if (error instanceof GraphQLRequestError)
    return error.code === "BAD_USER_INPUT" ? error.issues : null;
  if (!isApolloGraphQLErrors(error)) return null;
  const bad = error.errors.find((e) => e.extensions?.code === "BAD_USER_INPUT");
  if (!bad) return null;
  const issues = bad.extensions?.issues;
  return Array.isArray(issues) ? (issues as ServerIssue[]) : [];
}

/**
 * A server path as a form path: "$patch.phoneNumbers.additionalPhones[0]" (the input check) and
 * "phoneNumbers.additionalPhones.0" (the resolver's schema) both read
 * "phoneNumbers.additionalPhones.0"; the variable's own name goes.
 */
export function formPath(serverPath: string): string {
  return serverPath
    .replace(/^\$/, "")
    .replace(/\[(\d+)\]/g, ".$1")
    .replace(/^(patch|input)(\.|$)/, "");
}

/**
 * Puts each server issue on the form field it names (through `fieldOf`, which answers null for a
 * path the form does not show); answers whether any landed, so the caller can say it otherwise.
 */
export function showServerIssues<T extends FieldValues>(
  setError: UseFormSetError<T>,
  issues: ServerIssue[],
  fieldOf: (path: string) => string | null,
): boolean {
  let shown = 0;
  for (const issue of issues) {
    const field = fieldOf(formPath(issue.path));
    if (field === null) continue;
    setError(field as Path<T>, { type: "server", message: issue.message });
    shown += 1;
  }
  return shown > 0;
}
