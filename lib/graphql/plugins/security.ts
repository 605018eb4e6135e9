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

// graphql-js ends validation messages with "Did you mean "x"?" or "Did you mean the enum value
// "X"?"; names cannot hold "?", so the hint ends at the first one.
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** Production hides the schema, so errors must not name what the caller did not write. */
export function hideSuggestionsPlugin(): Plugin {
  return {
    onValidate() {
      return ({ valid, result, setResult }) => {
        if (valid) return;
        setResult(
          result.map((error) => {
            error.message = error.message.replace(SUGGESTION, "").trim();
            return error;
          }),
        );
      };
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
