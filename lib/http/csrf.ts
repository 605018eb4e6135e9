import { CSRF_HEADER } from "./endpoint";

/** Headers the GraphQL ecosystem uses for the same purpose, accepted alongside our own. */
export const ECOSYSTEM_CSRF_HEADERS = ["x-graphql-yoga-csrf", "apollo-require-preflight"] as const;

/** Content types a cross-site form or no-cors fetch can send without a CORS preflight. */
const SIMPLE_CONTENT_TYPES = [
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "text/plain",
];

/** A cross-site page cannot add a custom header or a non-simple content type without a preflight,
 * which is never granted (Apollo Server's rule). Bearer clients without a cookie are exempt. */
export function isBearerOnlyRequest(headers: Headers): boolean {
  return /^Bearer\s+\S+/i.test(headers.get("authorization") ?? "") && !headers.get("cookie");
}

export function forcesPreflight(headers: Headers): boolean {
  if ([CSRF_HEADER, ...ECOSYSTEM_CSRF_HEADERS].some((name) => headers.get(name))) return true;
  const type = headers.get("content-type");
  if (!type) return false;
  const mediaType = type.split(";")[0]!.trim().toLowerCase();
  return !SIMPLE_CONTENT_TYPES.includes(mediaType);
}
