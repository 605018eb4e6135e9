import { CombinedGraphQLErrors } from "@apollo/client/errors";

/**
 * The `extensions` code and reason of a GraphQL answer's first error (TEMPLATE_IN_USE with reason
 * RULE, NOT_FOUND, …), or nulls when the call failed before the server answered. The shared
 * apiErrorCode knows only the generic codes; these panels also translate their module's own.
 */
export function graphqlError(error: unknown): { code: string | null; reason: string | null } {
  const extensions = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions : undefined;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return { code: text(extensions?.code), reason: text(extensions?.reason) };
}
