import "server-only";

/** An error answer in the GraphQL response shape, for requests refused before execution. */
export function graphqlErrorResponse(status: number, code: string, message: string): Response {
  return Response.json(
    { errors: [{ message, extensions: { code } }] },
    { status, headers: { "Cache-Control": "private, no-store" } },
  );
}
