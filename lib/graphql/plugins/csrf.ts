import "server-only";
import type { Plugin } from "graphql-yoga";
import { CSRF_HEADER } from "../endpoint";
import { graphqlErrorResponse } from "./responses";

export { CSRF_HEADER };

/**
 * A cross-site page cannot add a custom header without a CORS preflight, which this endpoint never
 * grants, so requiring one stops forged requests riding on the session cookie. API clients that
 * send `Authorization: Bearer` and no cookie at all carry no ambient credential and are exempt.
 */
export function isBearerOnlyRequest(headers: Headers): boolean {
  return /^Bearer\s+\S+/i.test(headers.get("authorization") ?? "") && !headers.get("cookie");
}

export function csrfPreventionPlugin(): Plugin {
  return {
    onRequest({ request, endResponse }) {
      if (isBearerOnlyRequest(request.headers) || request.headers.get(CSRF_HEADER)) return;
      endResponse(
        graphqlErrorResponse(
          403,
          "FORBIDDEN",
          `Requests from a browser must send the ${CSRF_HEADER} header`,
        ),
      );
    },
  };
}
