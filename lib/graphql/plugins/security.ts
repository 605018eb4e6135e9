import "server-only";
import { NoSchemaIntrospectionCustomRule } from "graphql";
import type { Plugin } from "graphql-yoga";

/** Production hides the schema: __schema and __type are refused at validation. */
export function disableIntrospectionPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/** Answers depend on the session, so no shared cache (CDN, proxy, browser) may keep them. */
export function privateNoStorePlugin(): Plugin {
  return {
    onResponse({ response }) {
      response.headers.set("Cache-Control", "private, no-store");
    },
  };
}
