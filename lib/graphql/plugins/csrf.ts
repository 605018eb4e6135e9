import "server-only";
import type { Plugin } from "graphql-yoga";
import { CSRF_HEADER } from "@/lib/http/endpoint";
import { forcesPreflight, isBearerOnlyRequest } from "@/lib/http/csrf";
import { graphqlErrorResponse } from "./responses";

export function csrfPreventionPlugin(): Plugin {
  return {
    onRequest({ request, endResponse }) {
      if (isBearerOnlyRequest(request.headers) || forcesPreflight(request.headers)) return;
      endResponse(
        graphqlErrorResponse(
          403,
          "FORBIDDEN",
          `Requests from a browser must send the ${CSRF_HEADER} header or a JSON body`,
        ),
      );
    },
  };
}
