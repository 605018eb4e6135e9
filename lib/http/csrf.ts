import { CSRF_HEADER } from "./endpoint";

/** Headers the GraphQL ecosystem uses for the same purpose, accepted alongside our own. */
export const ECOSYSTEM_CSRF_HEADERS = ["x-graphql-yoga-csrf", "apollo-require-preflight"] as const;

/** Content types a cross-site form or no-cors fetch can send without a CORS preflight. */
const SIMPLE_CONTENT_TYPES = [
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "text/plain",
];

/**
 * A cross-site page cannot add a custom header, nor send a non-simple content type such as
 * application/json, without a CORS preflight, which this endpoint never grants: either proves
 * the request is not a forgery riding on the session cookie (Apollo Server's rule). API clients
 * that send `Authorization: Bearer` and no cookie at all carry no ambient credential and are exempt.
 */
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
