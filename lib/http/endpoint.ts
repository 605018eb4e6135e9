// Shared by the server and the browser client, so it carries no server-only import.

export const GRAPHQL_ENDPOINT = "/api/graphql";

/** Header every browser request to the endpoint must carry (lib/http/request-graphql.ts sets it). */
export const CSRF_HEADER = "x-graphql-csrf";
