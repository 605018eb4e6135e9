import "server-only";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { createYoga, type YogaServerInstance } from "graphql-yoga";
import { getDb, type Db } from "@/lib/db/client";
import { createGraphQLContext, type GraphQLContext } from "./context";
import { GRAPHQL_ENDPOINT } from "@/lib/http/endpoint";
import { armorConfig, GRAPHQL_LIMITS } from "./limits";
import { createGraphQLLogger } from "./log";
import { maskError } from "./mask-error";
import { csrfPreventionPlugin } from "./plugins/csrf";
import { inputValidationPlugin } from "./plugins/input-validation";
import { requestErrorStatusPlugin } from "./plugins/request-errors";
import { strictRequestParserPlugin } from "./plugins/request-parser";
import {
  disableIntrospectionPlugin,
  hideSuggestionsPlugin,
  privateNoStorePlugin,
} from "./plugins/security";
import { schema } from "./schema";

export type GraphQLServerOptions = {
  getDb?: () => Promise<Db>;
  /** No introspection, no "Did you mean" hints; NODE_ENV === "production" by default. */
  production?: boolean;
};

export type GraphQLServer = YogaServerInstance<Record<string, unknown>, GraphQLContext>;

export function createGraphQLServer(options: GraphQLServerOptions = {}): GraphQLServer {
  const loadDb = options.getDb ?? getDb;
  const production = options.production ?? process.env.NODE_ENV === "production";
  const logger = createGraphQLLogger();
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    context: async ({ request }) => createGraphQLContext(await loadDb(), request),
    maskedErrors: { maskError },
    logging: logger,
    // Same-origin only: no CORS headers, so cross-site pages can neither read answers nor preflight.
    cors: false,
    batching: false,
    graphiql: false,
    landingPage: false,
    plugins: [
      csrfPreventionPlugin(),
      strictRequestParserPlugin(GRAPHQL_LIMITS.maxBodyBytes),
      EnvelopArmorPlugin(armorConfig),
      inputValidationPlugin(),
      ...(production ? [disableIntrospectionPlugin(), hideSuggestionsPlugin()] : []),
      privateNoStorePlugin(),
      requestErrorStatusPlugin((line) => logger.warn(line)),
    ],
  });
}

const globalForYoga = globalThis as unknown as { storeplusGraphQL?: GraphQLServer };

export function getGraphQLServer(): GraphQLServer {
  globalForYoga.storeplusGraphQL ??= createGraphQLServer();
  return globalForYoga.storeplusGraphQL;
}
