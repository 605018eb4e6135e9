import { CombinedGraphQLErrors } from "@apollo/client/errors";

/**
 * The `extensions.code` of a GraphQL answer's first error (TEMPLATE_IN_USE, NOT_FOUND, …), or null
 * when the call failed before the server answered. The shared apiErrorCode knows only the generic
 * codes; these panels also translate their module's own.
 */
export function graphqlErrorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === "string" ? code : null;
}
